// What each signed-out screen says when a call fails (spec 1 §8 Login, Registration, Password
// reset, Activation). Pure, so the mapping is unit-tested.
import {
  ACTIVATION_MESSAGES,
  FORGOT_PASSWORD_MESSAGES,
  GENERIC_MESSAGES,
  LOGIN_MESSAGES,
  REGISTER_MESSAGES,
  RESET_PASSWORD_MESSAGES,
} from '@ptlog/shared';
import { translateMessage } from '../../i18n/messages';
import { isApiError } from '../../lib/api-error';

/**
 * The server's own `detail` when it sent one (or the transport's message for a network failure);
 * `fallback` when the client only filled in a default for a bare status.
 */
export function serverDetail(error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  if (error.code.startsWith('http_') || !error.detail.trim()) return fallback;
  return error.detail;
}

/** Spec 1 §8 Login. */
export function loginErrorMessage(error: unknown): string {
  if (!isApiError(error)) return LOGIN_MESSAGES.unexpected;
  if (error.kind === 'network') return LOGIN_MESSAGES.network;
  if (error.status === 401) return LOGIN_MESSAGES.invalidCredentials;
  if (error.status === 403) return serverDetail(error, LOGIN_MESSAGES.accountInactive);
  if (error.status === 429) return serverDetail(error, GENERIC_MESSAGES.rateLimited);
  if (error.status === 400) return serverDetail(error, LOGIN_MESSAGES.invalidData);
  if (error.status >= 500) return LOGIN_MESSAGES.serverError;
  if (error.code === 'invalid_response') return LOGIN_MESSAGES.unexpected;
  return serverDetail(error, LOGIN_MESSAGES.failed);
}

/** Payload field of the register call → field of the wizard form. */
const REGISTER_FIELD_ALIASES: Record<string, string> = {
  username: 'email',
  year_of_study: 'academic_year',
  company_name: 'area_of_field',
  company_region: 'region',
};

export interface TRegisterFailure {
  message: string;
  /** Server field errors under the wizard's field names, first message each. */
  fieldErrors: Record<string, string>;
}

/**
 * Spec 1 §8 Registration. `phone` (as sent) lets a 409 about the e-mail or the phone also mark
 * that field, so Back shows the problem where it can be fixed.
 */
export function registerFailure(error: unknown, phone = ''): TRegisterFailure {
  if (!isApiError(error)) return { message: GENERIC_MESSAGES.unexpected, fieldErrors: {} };
  if (error.kind === 'network') return { message: REGISTER_MESSAGES.network, fieldErrors: {} };
  const fieldErrors: Record<string, string> = {};
  for (const [field, messages] of Object.entries(error.fieldErrors)) {
    const name = REGISTER_FIELD_ALIASES[field] ?? field;
    const first = messages[0];
    if (first && !(name in fieldErrors)) fieldErrors[name] = first;
  }
  if (error.status === 409) {
    const message = serverDetail(error, REGISTER_MESSAGES.conflict);
    // The detail arrives in the reader's language (lib/api-error.ts): compared in it too.
    if (message === translateMessage(REGISTER_MESSAGES.emailTaken)) fieldErrors.email ??= message;
    if (phone && message === translateMessage(REGISTER_MESSAGES.phoneTaken(phone))) {
      fieldErrors.phone_number ??= message;
    }
    return { message, fieldErrors };
  }
  if (error.status === 400) {
    const message =
      error.fieldErrors.email?.[0] ??
      error.fieldErrors.username?.[0] ??
      serverDetail(error, REGISTER_MESSAGES.invalidData);
    return { message, fieldErrors };
  }
  if (error.status === 429) {
    return { message: serverDetail(error, GENERIC_MESSAGES.rateLimited), fieldErrors };
  }
  if (error.status >= 500) return { message: REGISTER_MESSAGES.serverError, fieldErrors };
  return { message: serverDetail(error, GENERIC_MESSAGES.unexpected), fieldErrors };
}

/** Spec 1 §8 Activation: the server's detail, else 'Verification failed. Please try again.' */
export function activationErrorMessage(error: unknown): string {
  return serverDetail(error, ACTIVATION_MESSAGES.failed);
}

export function resendErrorMessage(error: unknown): string {
  return serverDetail(error, ACTIVATION_MESSAGES.resendFailed);
}

/** Spec 1 §8 Password reset (the request for a link). */
export function forgotPasswordErrorMessage(error: unknown): string {
  return serverDetail(error, FORGOT_PASSWORD_MESSAGES.failed);
}

/** Spec 1 §8 Password reset (the new password). */
export function resetPasswordErrorMessage(error: unknown): string {
  return serverDetail(error, RESET_PASSWORD_MESSAGES.failed);
}
