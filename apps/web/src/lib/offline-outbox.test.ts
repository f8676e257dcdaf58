import { describe, expect, it } from 'vitest';
import { createOfflineOutbox, type TOutboxEntry, type TSendOutcome } from './offline-outbox';
import { memoryStore } from './storage';

const entry = (key: string, body: unknown = {}) => ({
  key,
  method: 'POST' as const,
  path: '/reports/daily/',
  body,
  label: key,
});

/** Account 7 is signed in. */
const signedIn = () => '7';

describe('offline outbox', () => {
  it('keeps one entry per key, the newest winning, and survives a reload of the store', () => {
    const store = memoryStore();
    const outbox = createOfflineOutbox(store, signedIn);
    outbox.put(entry('daily:2026-11-23', { hours_spent: 4 }), 1);
    outbox.put(entry('daily:2026-11-24'), 2);
    outbox.put(entry('daily:2026-11-23', { hours_spent: 8 }), 3);
    const reloaded = createOfflineOutbox(store, signedIn).list();
    expect(reloaded.map((item) => [item.key, item.body])).toEqual([
      ['daily:2026-11-24', {}],
      ['daily:2026-11-23', { hours_spent: 8 }],
    ]);
  });

  it('sends in order, stops while offline and keeps what was not sent', async () => {
    const outbox = createOfflineOutbox(memoryStore(), signedIn);
    outbox.put(entry('a'), 1);
    outbox.put(entry('b'), 2);
    outbox.put(entry('c'), 3);
    const sent: string[] = [];
    const outcomes: Record<string, TSendOutcome> = { a: 'delivered', b: 'offline', c: 'delivered' };
    const result = await outbox.flush(async (item: TOutboxEntry) => {
      sent.push(item.key);
      return outcomes[item.key]!;
    });
    expect(sent).toEqual(['a', 'b']);
    expect(result.delivered.map((item) => item.key)).toEqual(['a']);
    expect(outbox.list().map((item) => item.key)).toEqual(['b', 'c']);
  });

  it('drops and reports a change the server refuses, so it cannot block the rest', async () => {
    const outbox = createOfflineOutbox(memoryStore(), signedIn);
    outbox.put(entry('bad'), 1);
    outbox.put(entry('good'), 2);
    const result = await outbox.flush(async (item) =>
      item.key === 'bad' ? 'rejected' : 'delivered',
    );
    expect(result.rejected.map((item) => item.key)).toEqual(['bad']);
    expect(result.remaining).toBe(0);
  });

  it('keeps a newer edit made while the older one was being sent', async () => {
    const outbox = createOfflineOutbox(memoryStore(), signedIn);
    outbox.put(entry('k', { v: 1 }), 1);
    await outbox.flush(async () => {
      outbox.put(entry('k', { v: 2 }), 2);
      return 'delivered';
    });
    expect(outbox.list().map((item) => item.body)).toEqual([{ v: 2 }]);
  });

  it('never sends a change taken out of the outbox while the flush was running', async () => {
    const outbox = createOfflineOutbox(memoryStore(), signedIn);
    const dayEdit = (date: string, id: number, description: string) => ({
      key: `daily:${date}`,
      method: 'PUT' as const,
      path: `/reports/daily/${id}/`,
      body: { hours_spent: 8, description },
      label: `Daily report of ${date}`,
    });
    // Kept offline: Tuesday's edit, then an older edit of Monday.
    outbox.put(dayEdit('2026-01-13', 12, 'Tuesday, typed offline'), 1);
    outbox.put(dayEdit('2026-01-12', 11, 'Monday, old text typed offline'), 2);
    const sent: string[] = [];
    await outbox.flush(async (item) => {
      sent.push(item.key);
      // While Tuesday is in flight, the student saves Monday's newer text online: the daily
      // form's PUT succeeds and it removes Monday's queued edit.
      if (item.key === 'daily:2026-01-13') outbox.remove('daily:2026-01-12');
      return 'delivered';
    });
    // Monday's old text is not replayed over the newer text just saved.
    expect(sent).toEqual(['daily:2026-01-13']);
    expect(outbox.list()).toEqual([]);
  });

  it('does not report refused a change the form saved anew while it was in flight', async () => {
    const outbox = createOfflineOutbox(memoryStore(), signedIn);
    outbox.put(entry('daily:2026-01-12', { description: 'First version' }), 1);
    const result = await outbox.flush(async (item) => {
      // The replay's 409 is being settled while the day's form saves the second version online
      // and takes the old copy out: its refusal must not come back as a draft over the new text.
      outbox.remove(item.key);
      return 'rejected';
    });
    expect(result.rejected).toEqual([]);
    expect(outbox.list()).toEqual([]);
  });

  it('does not send the older copy of a key edited again while the flush was running', async () => {
    const outbox = createOfflineOutbox(memoryStore(), signedIn);
    outbox.put(entry('a'), 1);
    outbox.put(entry('b', { v: 1 }), 2);
    const sent: unknown[] = [];
    await outbox.flush(async (item) => {
      sent.push(item.body);
      if (item.key === 'a') outbox.put(entry('b', { v: 2 }), 3);
      return 'delivered';
    });
    expect(sent).toEqual([{}]);
    expect(outbox.list().map((item) => item.body)).toEqual([{ v: 2 }]);
  });

  it('notifies subscribers of changes', () => {
    const outbox = createOfflineOutbox(memoryStore(), signedIn);
    let calls = 0;
    const unsubscribe = outbox.subscribe(() => {
      calls += 1;
    });
    outbox.put(entry('x'));
    unsubscribe();
    outbox.remove('x');
    expect(calls).toBe(1);
  });

  it("keeps each account's changes apart: the next one to sign in never sends them", async () => {
    const store = memoryStore();
    let owner: string | null = '7';
    const outbox = createOfflineOutbox(store, () => owner);
    outbox.put(entry('daily:2026-11-24', { description: "Amina's notes" }), 1);
    owner = null;
    expect(outbox.list()).toEqual([]);
    owner = '8';
    const sent: TOutboxEntry[] = [];
    const result = await outbox.flush(async (item) => {
      sent.push(item);
      return 'delivered';
    });
    expect(sent).toEqual([]);
    expect(result.remaining).toBe(0);
    owner = '7';
    expect(outbox.list().map((item) => item.body)).toEqual([{ description: "Amina's notes" }]);
  });

  it('stops a flush when its account signs out while a change is in flight', async () => {
    let owner: string | null = '7';
    const outbox = createOfflineOutbox(memoryStore(), () => owner);
    outbox.put(entry('a'), 1);
    outbox.put(entry('b'), 2);
    const sent: string[] = [];
    await outbox.flush(async (item) => {
      sent.push(item.key);
      owner = '8';
      return 'delivered';
    });
    expect(sent).toEqual(['a']);
    owner = '7';
    expect(outbox.list().map((item) => item.key)).toEqual(['b']);
  });

  it('gives the list kept before accounts had their own to a restored session only', () => {
    const legacy = JSON.stringify([{ ...entry('daily:2026-11-23', { v: 'old' }), savedAt: 1 }]);
    const restored = createOfflineOutbox(memoryStore({ offline_outbox: legacy }), signedIn);
    restored.put(entry('daily:2026-11-24', { v: 'own' }), 2);
    restored.settleUnowned(true);
    expect(restored.list().map((item) => item.body)).toEqual([{ v: 'old' }, { v: 'own' }]);

    const store = memoryStore({ offline_outbox: legacy });
    const freshSignIn = createOfflineOutbox(store, signedIn);
    freshSignIn.settleUnowned(false);
    expect(freshSignIn.list()).toEqual([]);
    expect(store.getItem('offline_outbox')).toBeNull();
  });
});
