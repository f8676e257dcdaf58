// What a failed staff action says: the server's own explanation when it gave one, else the
// spec's fallback text ('Failed to approve transaction', 'Failed to BAN users', …).
import { translateMessage } from '../../i18n/messages';
import { isApiError } from '../../lib/api-error';

export function actionFailureMessage(error: unknown, spec: string): string {
  const fallback = translateMessage(spec);
  if (!isApiError(error)) return fallback;
  const field = Object.values(error.fieldErrors)[0]?.[0];
  if (field) return field;
  // A failure the server did not explain (network, 5xx) keeps the spec's text.
  if (error.status === 0 || error.status >= 500) return fallback;
  return error.detail || fallback;
}
