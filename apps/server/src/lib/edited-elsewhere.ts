// A save that says which saved values its editor began from (`…_was`, ours): one that would
// overwrite, unseen, values another tab or device saved since is refused (409 edited_elsewhere)
// and writes nothing. Checked under the row's lock, so of two racing saves one is refused.
import { ERROR_CODES } from '@ptlog/shared';
import { AppError } from './app-error';

/** One field of a save: its saved value, the value the editor began from, the value sent. */
export interface TFieldEdit<T> {
  saved: T;
  was: T | undefined;
  sent: T | undefined;
}

/**
 * Whether this save would overwrite another value saved since `was`. A field not sent, a save
 * that does not say what it began from, and a retry of a save that arrived (saved === sent) are
 * no conflict.
 */
export function changedElsewhere<T>({ saved, was, sent }: TFieldEdit<T>): boolean {
  return sent !== undefined && was !== undefined && saved !== was && saved !== sent;
}

/** 409 edited_elsewhere with `message` when any of `fields` was changed elsewhere. */
export function assertNotEditedElsewhere(
  fields: readonly TFieldEdit<unknown>[],
  message: string,
): void {
  if (fields.some(changedElsewhere)) throw new AppError(ERROR_CODES.EDITED_ELSEWHERE, message);
}
