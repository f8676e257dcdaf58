// The last good answer of a few reads, kept on the device per account (`kept_answers:{user id}`,
// lib/account-record.ts) so that the daily screen opens without a network: the placement calendar
// and the weeks of daily reports the student looked at. Read only when a call failed for a network
// reason; never instead of a call. A sign-out removes them (lib/session.ts): they are read again
// after the next sign-in.
import { createAccountRecord, type TAccountRecord } from './account-record';
import { storedSession } from './session';
import { browserStore, STORAGE_KEYS } from './storage';

export interface TKeptAnswers {
  keep(name: string, value: unknown): void;
  /** The kept answer of `name`, checked by `parse`; null when none was kept or it is bad. */
  read<T>(name: string, parse: (value: unknown) => T): T | null;
}

export function createKeptAnswers(record: TAccountRecord): TKeptAnswers {
  return {
    keep(name, value) {
      record.write({ ...record.read(), [name]: value });
    },
    read(name, parse) {
      const value = record.read()[name];
      if (value === undefined) return null;
      try {
        return parse(value);
      } catch {
        return null;
      }
    },
  };
}

export const keptAnswers = createKeptAnswers(
  createAccountRecord(browserStore(), STORAGE_KEYS.keptAnswers, () => storedSession.readUserId()),
);
