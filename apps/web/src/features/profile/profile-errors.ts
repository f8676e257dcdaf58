// What the profile screen says when a call fails (spec 1 §8 "Profile and settings").
import { LIMITS, MESSAGES } from '@ptlog/shared';
import { i18n } from '../../i18n/i18n';
import { translateMessage } from '../../i18n/messages';
import { isApiError } from '../../lib/api-error';
import './i18n';

export interface TProfileFailure {
  message: string;
  /** Server field errors (first message per field), to show beside the inputs. */
  fieldErrors: Record<string, string>;
}

function firstMessages(fieldErrors: Record<string, string[]>): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [field, messages] of Object.entries(fieldErrors)) {
    if (messages[0]) result[field] = messages[0];
  }
  return result;
}

function isTimeout(error: unknown): boolean {
  return isApiError(error) && (error.code === 'timeout' || error.code === 'aborted');
}

/** PUT /auth/profile/ failures: timeout, 401, 400 (with field errors), 429, 5xx, network, other. */
export function profileUpdateFailure(error: unknown): TProfileFailure {
  const none = {};
  if (!isApiError(error)) return { message: MESSAGES.profile.updateFailed, fieldErrors: none };
  if (isTimeout(error)) return { message: MESSAGES.profile.updateTimeout, fieldErrors: none };
  if (error.kind === 'network') return { message: MESSAGES.generic.network, fieldErrors: none };
  if (error.status === 401) return { message: MESSAGES.profile.sessionExpired, fieldErrors: none };
  if (error.status === 400 || error.status === 422) {
    return { message: MESSAGES.profile.invalidData, fieldErrors: firstMessages(error.fieldErrors) };
  }
  if (error.status === 429) return { message: MESSAGES.generic.rateLimited, fieldErrors: none };
  if (error.status >= 500) return { message: MESSAGES.profile.serverError, fieldErrors: none };
  return { message: MESSAGES.profile.updateFailed, fieldErrors: none };
}

const MAX_MB = LIMITS.PICTURE_MAX_BYTES / (1024 * 1024);

/** The picture's own problems, in the reader's language at the moment they are shown. */
export const PICTURE_MESSAGES = {
  get wrongType() {
    return i18n.t('profile:picture.wrongType');
  },
  get tooLarge() {
    return i18n.t('profile:picture.tooLarge', { size: MAX_MB });
  },
  get timedOut() {
    return i18n.t('profile:picture.timedOut', {
      failed: translateMessage(MESSAGES.profile.uploadPictureFailed),
    });
  },
};

/** POST /auth/profile/upload-picture/ failures: 400 wrong type, 413 too big, timeout, other. */
export function pictureUploadFailure(error: unknown): string {
  if (!isApiError(error)) return MESSAGES.profile.uploadPictureFailed;
  if (isTimeout(error)) return PICTURE_MESSAGES.timedOut;
  if (error.kind === 'network') return MESSAGES.generic.network;
  if (error.status === 413) return PICTURE_MESSAGES.tooLarge;
  if (error.status === 400 || error.status === 415) {
    return i18n.t('profile:picture.failedWrongType', {
      failed: translateMessage(MESSAGES.profile.uploadPictureFailed),
    });
  }
  if (error.status === 429) return MESSAGES.generic.rateLimited;
  return MESSAGES.profile.uploadPictureFailed;
}

export function pictureRemoveFailure(error: unknown): string {
  if (isApiError(error) && error.kind === 'network' && !isTimeout(error)) {
    return MESSAGES.generic.network;
  }
  return MESSAGES.profile.removePictureFailed;
}

export const ACCEPTED_PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** Client-side check before uploading; null when the file may be sent. */
export function checkPictureFile(file: { type: string; size: number }): string | null {
  if (!(ACCEPTED_PICTURE_TYPES as readonly string[]).includes(file.type)) {
    return PICTURE_MESSAGES.wrongType;
  }
  if (file.size > LIMITS.PICTURE_MAX_BYTES) return PICTURE_MESSAGES.tooLarge;
  return null;
}
