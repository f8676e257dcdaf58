// What the settings screen says when a call fails (spec 1 §8 "Profile and settings").
import { MESSAGES } from '@ptlog/shared';
import { isApiError } from '../../lib/api-error';

function isOffline(error: unknown): boolean {
  return isApiError(error) && error.code === 'network_error';
}

/** PUT /user/settings/: field errors (by input name) plus one message. */
export function settingsSaveFailure(error: unknown): {
  message: string;
  fieldErrors: Record<string, string>;
} {
  const fieldErrors: Record<string, string> = {};
  if (isApiError(error)) {
    for (const [field, messages] of Object.entries(error.fieldErrors)) {
      const name = field.replace(/^account\./, '');
      if (messages[0] && (name === 'first_name' || name === 'last_name')) {
        fieldErrors[name] ??= messages[0];
      }
    }
  }
  if (isOffline(error)) return { message: MESSAGES.generic.network, fieldErrors };
  if (isApiError(error) && error.status === 429) {
    return { message: MESSAGES.generic.rateLimited, fieldErrors };
  }
  return { message: MESSAGES.settings.saveFailed, fieldErrors };
}

/**
 * POST /user/change-password/: a 400 on the new password says what it lacks (a staff account's
 * rule: 10 characters, 5 different); any other 400 means the current password is wrong.
 */
export function changePasswordFailure(error: unknown): string {
  if (!isApiError(error)) return MESSAGES.changePassword.failed;
  const newPassword = error.fieldErrors.new_password?.[0];
  if (error.status === 400 && newPassword) return newPassword;
  if (error.status === 400) return MESSAGES.changePassword.wrongCurrent;
  if (isOffline(error)) return MESSAGES.generic.network;
  if (error.status === 429) return MESSAGES.generic.rateLimited;
  return MESSAGES.changePassword.failed;
}

export const LOGOUT_OTHERS_FAILED = 'Failed to log out the other devices. Please try again.';

export function logoutOthersFailure(error: unknown): string {
  if (isOffline(error)) return MESSAGES.generic.network;
  if (isApiError(error) && error.status === 429) return MESSAGES.generic.rateLimited;
  return LOGOUT_OTHERS_FAILED;
}
