import {
  isLanguage,
  type TLanguage,
  type TLanguageInput,
  type TProfileAnswer,
} from '@ptlog/shared';
import { api } from '../../lib/api';
import { EARLY_PATHS, getEarlyOr } from '../../lib/early-data';

/**
 * The answer of PUT /user/language/ ({ language }), checked by hand: the language switch is on
 * the sign-in screen, whose first load does without zod (issue 20).
 */
export function parseLanguageAnswer(value: unknown): TLanguageInput {
  const language = (value as { language?: unknown } | null)?.language;
  if (!isLanguage(language)) throw new Error('not a language answer');
  return { language };
}

/** Session calls. The access-token refresh lives in lib/api, which every call goes through. */
export const sessionApi = {
  /**
   * Spec 1 §3 Profile. The client refreshes an expired token first and retries once on a 401.
   * The entry starts the first one (app/routes.tsx); unchecked, as before: no zod at sign-in.
   */
  profile: () => getEarlyOr(EARLY_PATHS.profile, (value) => value as TProfileAnswer),
  // No refresh around logout: a dead session has nothing left to revoke; failure is ignored.
  logout: () => api.post<unknown>('/auth/logout/', {}, { auth: 'session', timeoutMs: 5_000 }),
  /** The account keeps its language, so its e-mails follow it (issue 20). */
  saveLanguage: (language: TLanguage) =>
    api.put('/user/language/', { language }, { parse: parseLanguageAnswer }),
};
