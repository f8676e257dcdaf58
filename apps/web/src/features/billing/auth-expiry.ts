// Spec 2 §4 and §7 "Handling of answers": a 401 on a balance, billing or transaction call logs
// the user out at once with 'Authentication expired - please login again'.
import { isApiError } from '../../lib/api-error';

/**
 * The api client has already tried to refresh the access token and retried once, so a 401 that
 * still reaches a billing hook means the session is over. Any other failure (offline, 5xx, a
 * validation error) is shown where it happened and keeps the student signed in. A second 401
 * while the logout runs is ignored, so the user sees one message.
 */
export function authExpiryDecision(error: unknown, loggingOut: boolean): 'logout' | 'ignore' {
  if (loggingOut) return 'ignore';
  return isApiError(error) && error.status === 401 ? 'logout' : 'ignore';
}

/** Query retry policy for billing reads: one retry, never after a 401 (it would only repeat). */
export function retryUnlessAuthExpired(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status === 401) return false;
  return failureCount < 1;
}
