// Writes that failed for a network reason wait here, in browser storage, and are sent when the
// connection returns (DESIGN §4.3: "Report saved locally" must be true). One entry per key, so
// editing the same day twice offline sends only the latest version; a replay that the server
// answers with 409 (the first attempt did arrive) counts as delivered, so nothing is duplicated.
// Each account has its own list (`offline_outbox:{user id}`): on a shared computer a change kept
// for one student is never sent under the next one's session. It waits until its author signs in
// on this browser again.
import { storedSession } from './session';
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

/** The list kept before lists were per account: nobody can tell whose changes it holds. */
const UNOWNED_KEY = 'offline_outbox';
const storageKeyOf = (owner: string) => `${UNOWNED_KEY}:${owner}`;

/**
 * `ownerOf` names the signed-in account (null when signed out): the outbox reads and writes only
 * that account's list.
 */
export function createOfflineOutbox(store: KeyValueStore, ownerOf: () => string | null) {
  const listeners = new Set<() => void>();

  function readKey(key: string): TOutboxEntry[] {
    try {
      const parsed: unknown = JSON.parse(store.getItem(key) ?? '[]');
      return Array.isArray(parsed) ? (parsed as TOutboxEntry[]) : [];
    } catch {
      return [];
    }
  }

  function read(owner = ownerOf()): TOutboxEntry[] {
    return owner === null ? [] : readKey(storageKeyOf(owner));
  }

  function write(entries: TOutboxEntry[], owner = ownerOf()): void {
    if (owner === null) return;
    const key = storageKeyOf(owner);
    if (entries.length === 0) store.removeItem(key);
    else store.setItem(key, JSON.stringify(entries));
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

    /**
     * The list an earlier version kept for whoever was signed in: taken over by the account whose
     * session is restored (`adopt`, the same person never signed out), else dropped, since any
     * other account would send a stranger's text as its own.
     */
    settleUnowned(adopt: boolean): void {
      const unowned = readKey(UNOWNED_KEY);
      if (unowned.length > 0 && adopt) {
        if (ownerOf() === null) return;
        const own = read();
        const newer = new Set(own.map((entry) => entry.key));
        write([...unowned.filter((entry) => !newer.has(entry.key)), ...own]);
      }
      store.removeItem(UNOWNED_KEY);
    },

    /** Notified on every change of the list; answers the unsubscribe function. */
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    /**
     * Sends the waiting changes in the order they were made. Stops at the first one that finds
     * the network still down; a change the server refuses (4xx other than 409) is dropped and
     * reported, so it cannot block the rest forever. One flush at a time, for the account signed
     * in when it began: it stops as soon as another one is (or none). An entry taken out of the
     * list (or replaced by a newer edit) while the flush runs is not sent, nor reported refused.
     */
    flush(send: (entry: TOutboxEntry) => Promise<TSendOutcome>): Promise<TFlushResult> {
      flushing ??= (async () => {
        const owner = ownerOf();
        const delivered: TOutboxEntry[] = [];
        const rejected: TOutboxEntry[] = [];
        const isQueued = (entry: TOutboxEntry) =>
          read(owner).some(
            (current) => current.key === entry.key && current.savedAt === entry.savedAt,
          );
        for (const entry of read(owner)) {
          if (ownerOf() !== owner) break;
          // Re-read before each send: a form that saved online meanwhile removes (or a newer edit
          // replaces) the entry, and replaying the old copy would overwrite the newer text.
          if (!isQueued(entry)) continue;
          const outcome = await send(entry);
          if (outcome === 'offline') break;
          // Taken out (or replaced) while in flight: a newer save of it went through, so a
          // refusal of this older copy is no news to keep as a draft or report.
          if (outcome === 'delivered') delivered.push(entry);
          else if (isQueued(entry)) rejected.push(entry);
          // Re-read: a newer edit of the same key may have arrived while this one was in flight.
          write(
            read(owner).filter(
              (current) => !(current.key === entry.key && current.savedAt === entry.savedAt),
            ),
            owner,
          );
        }
        return { delivered, rejected, remaining: read(owner).length };
      })().finally(() => {
        flushing = null;
      });
      return flushing;
    },
  };
}

export type TOfflineOutbox = ReturnType<typeof createOfflineOutbox>;

export const offlineOutbox = createOfflineOutbox(browserStore(), () => storedSession.readUserId());
