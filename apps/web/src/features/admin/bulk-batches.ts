// A bulk action on more users than one request takes (ticks carry across pages of 50) goes in
// batches of LIMITS.ADMIN_BULK_USERS_MAX, one after the other. The server applies each batch all or
// nothing, so stopping at the first failure leaves the earlier batches done and the rest untouched.
import { LIMITS, type TBulkUserActionAnswer, type TBulkUserActionInput } from '@ptlog/shared';

export function batchesOf<T>(items: readonly T[], size = LIMITS.ADMIN_BULK_USERS_MAX): T[][] {
  const batches: T[][] = [];
  for (let start = 0; start < items.length; start += size) {
    batches.push(items.slice(start, start + size));
  }
  return batches;
}

export interface TBulkOutcome {
  /** The users the action was applied to, summed over the batches that went through. */
  doneIds: number[];
  /** The users asked for. */
  total: number;
  /** Why the batch after the done ones failed (the later ones were not sent); null when none did. */
  error: unknown;
}

export async function sendInBatches(
  payload: TBulkUserActionInput,
  send: (batch: TBulkUserActionInput) => Promise<TBulkUserActionAnswer>,
): Promise<TBulkOutcome> {
  const doneIds: number[] = [];
  const total = payload.user_ids.length;
  for (const user_ids of batchesOf(payload.user_ids)) {
    try {
      const answer = await send({ ...payload, user_ids });
      doneIds.push(...answer.user_ids);
    } catch (error) {
      return { doneIds, total, error };
    }
  }
  return { doneIds, total, error: null };
}
