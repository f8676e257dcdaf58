// Sign-in without zod in the screen's first load (issue 20): the form's checks are the two rules
// of the shared ZLoginInput written out (login-submit.test.ts holds them to it), and the answer's
// schema loads after the screen has painted, well before anyone has typed a password.
import {
  GENERIC_MESSAGES,
  hasControlCharacters,
  LOGIN_MESSAGES,
  TEXT_MAX,
  type TLoginAnswer,
} from '@ptlog/shared';
import { api } from '../../lib/api';

export interface TLoginValues {
  username: string;
  password: string;
}

/** The field errors ZLoginInput reports, first message of each field, as Mantine form wants. */
export function validateLogin(values: TLoginValues): Record<string, string> {
  const errors: Record<string, string> = {};
  const username = values.username.trim();
  if (!username) errors.username = LOGIN_MESSAGES.usernameRequired;
  else if (username.length > TEXT_MAX) {
    errors.username = GENERIC_MESSAGES.textTooLong(TEXT_MAX);
  } else if (hasControlCharacters(username)) errors.username = GENERIC_MESSAGES.controlCharacters;
  if (!values.password) errors.password = LOGIN_MESSAGES.passwordRequired;
  return errors;
}

const loadAnswerSchema = () => import('./login-answer');

/** Starts loading the answer's schema (and zod, which the signed-in screens use too). */
export function prefetchLoginSchema(): void {
  void loadAnswerSchema().catch(() => undefined);
}

/** POST /auth/login/, as typed: the server trims the username; a password is never altered. */
export async function submitLogin(values: TLoginValues): Promise<TLoginAnswer> {
  const { parseLoginAnswer } = await loadAnswerSchema();
  return api.post<TLoginAnswer>('/auth/login/', values, {
    auth: 'public',
    parse: parseLoginAnswer,
  });
}
