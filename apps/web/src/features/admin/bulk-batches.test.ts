import type { TBulkUserActionAnswer, TBulkUserActionInput } from '@ptlog/shared';
import { describe, expect, it } from 'vitest';
import { batchesOf, sendInBatches } from './bulk-batches';

const ids = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);

const answer = (batch: TBulkUserActionInput): TBulkUserActionAnswer => ({
  success: true,
  message: `${batch.user_ids.length} user(s) banned.`,
  action: batch.action,
  processed: batch.user_ids.length,
  user_ids: batch.user_ids,
});

describe('batchesOf', () => {
  it('cuts a selection into batches of at most 100, in order', () => {
    expect(batchesOf(ids(1, 250)).map((batch) => [batch[0], batch.length])).toEqual([
      [1, 100],
      [101, 100],
      [201, 50],
    ]);
    expect(batchesOf(ids(1, 100))).toHaveLength(1);
    expect(batchesOf([])).toEqual([]);
  });
});

describe('sendInBatches', () => {
  it('sends each batch after the one before and sums what was done', async () => {
    const sent: TBulkUserActionInput[] = [];
    let inFlight = 0;
    const outcome = await sendInBatches(
      { user_ids: ids(1, 230), action: 'BAN', reason: 'Spam' },
      async (batch) => {
        inFlight += 1;
        expect(inFlight).toBe(1);
        sent.push(batch);
        await Promise.resolve();
        inFlight -= 1;
        return answer(batch);
      },
    );
    expect(sent.map((batch) => [batch.user_ids.length, batch.action, batch.reason])).toEqual([
      [100, 'BAN', 'Spam'],
      [100, 'BAN', 'Spam'],
      [30, 'BAN', 'Spam'],
    ]);
    expect(outcome).toEqual({ doneIds: ids(1, 230), total: 230, error: null });
  });

  it('stops at the first failed batch, keeping what the earlier ones did', async () => {
    const failure = new Error('No user with id 150.');
    const sent: number[][] = [];
    const outcome = await sendInBatches(
      { user_ids: ids(1, 250), action: 'DELETE' },
      async (batch) => {
        sent.push(batch.user_ids);
        if (batch.user_ids.includes(150)) throw failure;
        return answer(batch);
      },
    );
    expect(sent).toHaveLength(2);
    expect(outcome).toEqual({ doneIds: ids(1, 100), total: 250, error: failure });
  });
});
