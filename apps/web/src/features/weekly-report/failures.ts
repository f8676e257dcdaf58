// How a failed change on the weekly report page is reported to the student.
import { ERROR_CODES, MESSAGES } from '@ptlog/shared';
import { translateMessage } from '../../i18n/messages';
import { isApiError, isWorthRetrying } from '../../lib/api';
import { isEditedElsewhereError } from '../../lib/edited-elsewhere';
import { ChangesNotSentError } from './pending-changes';

export type TFailureKind = 'offline' | 'locked' | 'editedElsewhere' | 'failed';

export interface TFailure {
  kind: TFailureKind;
  message: string;
}

/** The week was submitted meanwhile (409 report_locked): every change is refused. */
export function isLockedError(error: unknown): boolean {
  return isApiError(error) && error.status === 409 && error.code === ERROR_CODES.REPORT_LOCKED;
}

function firstFieldMessage(error: unknown): string | null {
  if (!isApiError(error)) return null;
  for (const messages of Object.values(error.fieldErrors)) {
    if (messages[0]) return messages[0];
  }
  return null;
}

/**
 * - no answer (offline, time-out) or a 5xx: 'offline', so a caller may keep a local copy;
 * - a session that is over (401): that it expired, to sign in again;
 * - a submitted week: 'locked' with the server's message;
 * - a text saved elsewhere since the editor opened: 'editedElsewhere' with its message;
 * - a refused field (e.g. a summary over 5000 characters): that field's message;
 * - a page staff renumbered by moving the placement start: the server's message;
 * - anything else: the caller's wording from the spec.
 */
export function failureOf(error: unknown, fallback: string): TFailure {
  const shown = translateMessage(fallback);
  if (error instanceof ChangesNotSentError) return { kind: 'failed', message: error.message };
  if (isWorthRetrying(error)) return { kind: 'offline', message: shown };
  // The refresh found the session over: "try again" cannot work, signing in again does.
  if (isApiError(error) && error.status === 401) {
    return { kind: 'failed', message: translateMessage(MESSAGES.profile.sessionExpired) };
  }
  if (isLockedError(error)) {
    return {
      kind: 'locked',
      message: isApiError(error) ? error.detail : translateMessage(MESSAGES.weekly.locked),
    };
  }
  if (isEditedElsewhereError(error)) {
    return {
      kind: 'editedElsewhere',
      message: translateMessage(isApiError(error) ? error.detail : fallback),
    };
  }
  // The placement start moved meanwhile (ADR 19): the server says what happened to the text.
  if (isApiError(error) && error.detail === MESSAGES.weekly.calendarMoved) {
    return { kind: 'failed', message: translateMessage(error.detail) };
  }
  return { kind: 'failed', message: firstFieldMessage(error) ?? shown };
}

/**
 * A call that failed: with no answer at all, the network's own message (the connection failed,
 * not the action: "check your internet connection and try again"); otherwise `fallback`.
 */
export function noAnswerOr(error: unknown, fallback: string): string {
  return isApiError(error) && error.kind === 'network' ? error.detail : translateMessage(fallback);
}
