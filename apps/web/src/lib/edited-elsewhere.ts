// Kept out of lib/api-error.ts, which every first load carries: ERROR_CODES would come with it.
import { ERROR_CODES } from '@ptlog/shared';
import { isApiError } from './api-error';

/** Another tab or device saved the text since the editor opened (409 edited_elsewhere). */
export function isEditedElsewhereError(error: unknown): boolean {
  return isApiError(error) && error.status === 409 && error.code === ERROR_CODES.EDITED_ELSEWHERE;
}
