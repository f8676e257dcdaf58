// Text typed into a form and not saved yet (a day's hours and description, a week's summary), kept
// on the device per account (`unsaved_drafts:{user id}`, lib/account-record.ts) so that a reload,
// Back, an app switch or an idle sign-out does not lose it. Written on every change, so nothing
// depends on pagehide firing on a phone. The form drops its draft once it is saved or matches the
// server again; a draft nobody came back to is forgotten after DRAFT_MAX_AGE_MS.
import { createAccountRecord, type TAccountRecord } from './account-record';
import { storedSession } from './session';
import { browserStore } from './storage';

/** Longer than a placement (8 weeks): week 3 of next year's placement starts empty. */
export const DRAFT_MAX_AGE_MS = 70 * 24 * 60 * 60_000;

interface TStoredDraft {
  value: unknown;
  savedAt: number;
}

const isStoredDraft = (entry: unknown): entry is TStoredDraft =>
  typeof entry === 'object' &&
  entry !== null &&
  'savedAt' in entry &&
  typeof entry.savedAt === 'number' &&
  'value' in entry;

export interface TUnsavedDrafts {
  /** The draft under `key` (e.g. `daily:2026-11-23`) if it is recent; `undefined` otherwise. */
  get(key: string, now?: number): unknown;
  keep(key: string, value: unknown, now?: number): void;
  discard(key: string): void;
}

export function createUnsavedDrafts(record: TAccountRecord): TUnsavedDrafts {
  const fresh = (now: number) =>
    Object.fromEntries(
      Object.entries(record.read()).filter(
        ([, entry]) => isStoredDraft(entry) && now - entry.savedAt <= DRAFT_MAX_AGE_MS,
      ),
    ) as Record<string, TStoredDraft>;
  return {
    get: (key, now = Date.now()) => fresh(now)[key]?.value,
    keep(key, value, now = Date.now()) {
      record.write({ ...fresh(now), [key]: { value, savedAt: now } });
    },
    discard(key) {
      const drafts = record.read();
      if (!(key in drafts)) return;
      delete drafts[key];
      record.write(drafts);
    },
  };
}

export const unsavedDrafts = createUnsavedDrafts(
  createAccountRecord(browserStore(), 'unsaved_drafts', () => storedSession.readUserId()),
);
