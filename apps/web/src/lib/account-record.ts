// One JSON record per account in browser storage (`{prefix}:{user id}`), as the offline outbox
// keeps its list: on a shared phone one account never reads or overwrites another's, and nothing is
// read or written while signed out. A sign-out (by the student or after 10 idle minutes) leaves
// the unsaved drafts where they are, like the outbox: they are the same student's again when they
// sign in here. The kept answers, only a copy of what the server holds, go (lib/session.ts).
import type { KeyValueStore } from './storage';

export interface TAccountRecord {
  /** Whose record `read` and `write` reach now: the signed-in account's id, null signed out. */
  owner(): string | null;
  /** The signed-in account's record; empty when signed out or when the stored text is bad. */
  read(): Record<string, unknown>;
  /** Replaces the signed-in account's record (removes it when empty); nothing when signed out. */
  write(record: Record<string, unknown>): void;
}

export function createAccountRecord(
  store: KeyValueStore,
  prefix: string,
  ownerOf: () => string | null,
): TAccountRecord {
  return {
    owner: ownerOf,
    read() {
      const owner = ownerOf();
      if (owner === null) return {};
      try {
        const parsed: unknown = JSON.parse(store.getItem(`${prefix}:${owner}`) ?? '{}');
        return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
          ? (parsed as Record<string, unknown>)
          : {};
      } catch {
        return {};
      }
    },
    write(record) {
      const owner = ownerOf();
      if (owner === null) return;
      const key = `${prefix}:${owner}`;
      try {
        if (Object.keys(record).length === 0) store.removeItem(key);
        else store.setItem(key, JSON.stringify(record));
      } catch {
        // Storage full: the text stays on the screen, only not across a reload.
      }
    },
  };
}
