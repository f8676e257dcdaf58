// Writes that failed for a network reason wait here, in browser storage, and are sent when the
// connection returns (DESIGN §4.3: "Report saved locally" must be true). One entry per key, so
// editing the same day twice offline sends only the latest version; a replay that the server
// answers with 409 (the first attempt did arrive) counts as delivered, so nothing is duplicated.
import { browserStore, type KeyValueStore } from './storage';

export type TOutboxMethod = 'POST' | 'PUT' | 'PATCH';

export interface TOutboxEntry {
  /** Identity of the change, e.g. `daily:2026-11-23`; a newer entry with the key replaces it. */
  key: string;
  method: TOutboxMethod;
  /** API path under /api, e.g. `/reports/daily/`. */
  path: string;
  body: unknown;
  /** What the student sees in the pending list, e.g. 'Daily report of Mon 23 Nov'. */
  label: string;
  savedAt: number;
}

export type TSendOutcome = 'delivered' | 'offline' | 'rejected';

export interface TFlushResult {
  delivered: TOutboxEntry[];
  rejected: TOutboxEntry[];
  remaining: number;
}

const STORAGE_KEY = 'offline_outbox';

export function createOfflineOutbox(store: KeyValueStore) {
  const listeners = new Set<() => void>();

  function read(): TOutboxEntry[] {
    try {
      const parsed: unknown = JSON.parse(store.getItem(STORAGE_KEY) ?? '[]');
      return Array.isArray(parsed) ? (parsed as TOutboxEntry[]) : [];
    } catch {
      return [];
    }
  }

  function write(entries: TOutboxEntry[]): void {
    if (entries.length === 0) store.removeItem(STORAGE_KEY);
    else store.setItem(STORAGE_KEY, JSON.stringify(entries));
    for (const listener of listeners) listener();
  }

  let flushing: Promise<TFlushResult> | null = null;

  return {
    list: read,

    /** Keeps a change for later; replaces an older change with the same key. */
    put(entry: Omit<TOutboxEntry, 'savedAt'>, now = Date.now()): void {
      write([
        ...read().filter((existing) => existing.key !== entry.key),
        { ...entry, savedAt: now },
      ]);
    },

    remove(key: string): void {
      write(read().filter((entry) => entry.key !== key));
    },

    /** Notified on every change of the list; answers the unsubscribe function. */
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    /**
     * Sends the waiting changes in the order they were made. Stops at the first one that finds
     * the network still down; a change the server refuses (4xx other than 409) is dropped and
     * reported, so it cannot block the rest forever. One flush at a time.
     */
    flush(send: (entry: TOutboxEntry) => Promise<TSendOutcome>): Promise<TFlushResult> {
      flushing ??= (async () => {
        const delivered: TOutboxEntry[] = [];
        const rejected: TOutboxEntry[] = [];
        for (const entry of read()) {
          const outcome = await send(entry);
          if (outcome === 'offline') break;
          (outcome === 'delivered' ? delivered : rejected).push(entry);
          // Re-read: a newer edit of the same key may have arrived while this one was in flight.
          write(
            read().filter(
              (current) => !(current.key === entry.key && current.savedAt === entry.savedAt),
            ),
          );
        }
        return { delivered, rejected, remaining: read().length };
      })().finally(() => {
        flushing = null;
      });
      return flushing;
    },
  };
}

export type TOfflineOutbox = ReturnType<typeof createOfflineOutbox>;

export const offlineOutbox = createOfflineOutbox(browserStore());
