// The last good answer of a few reads, kept on the device per account (`kept_answers:{user id}`,
// lib/account-record.ts) so that the log book's screens open without a network: the placement
// calendar and the weeks of daily reports (daily screen), each week's log book page, the weekly
// list and the logged days (overview, dashboard roadmap) and the dashboard's figures. Read only
// when a call failed for a network reason; never instead of a call. A sign-out removes them
// (lib/session.ts): they are read again after the next sign-in.
import { useMemo } from 'react';
import { createAccountRecord, type TAccountRecord } from './account-record';
import { isApiError } from './api-error';
import { storedSession } from './session';
import { browserStore, STORAGE_KEYS } from './storage';

/** The record's entry of when each answer was kept (ms since the epoch, by name): no answer's name. */
const KEPT_AT = 'kept-at';

export interface TKeptCopy<T> {
  value: T;
  /** When it was kept, ms since the epoch; null when that is not known. */
  keptAt: number | null;
}

export interface TKeptAnswers {
  keep(name: string, value: unknown, now?: number): void;
  /** The kept answer of `name`, checked by `parse`; null when none was kept or it is bad. */
  read<T>(name: string, parse: (value: unknown) => T): T | null;
  /** The same, with when it was kept. */
  readCopy<T>(name: string, parse: (value: unknown) => T): TKeptCopy<T> | null;
}

// Anything else stored there reads as no times: each copy's time is checked as it is read.
const timesIn = (record: Record<string, unknown>) =>
  (record[KEPT_AT] ?? {}) as Record<string, unknown>;

export function createKeptAnswers(record: TAccountRecord): TKeptAnswers {
  function readCopy<T>(name: string, parse: (value: unknown) => T): TKeptCopy<T> | null {
    const kept = record.read();
    if (kept[name] === undefined) return null;
    const keptAt = timesIn(kept)[name];
    try {
      return { value: parse(kept[name]), keptAt: typeof keptAt === 'number' ? keptAt : null };
    } catch {
      return null;
    }
  }
  return {
    keep(name, value, now = Date.now()) {
      const kept = record.read();
      record.write({ ...kept, [name]: value, [KEPT_AT]: { ...timesIn(kept), [name]: now } });
    },
    read: (name, parse) => readCopy(name, parse)?.value ?? null,
    readCopy,
  };
}

export const keptAnswers = createKeptAnswers(
  createAccountRecord(browserStore(), STORAGE_KEYS.keptAnswers, () => storedSession.readUserId()),
);

/** Keeps a call's answer under `name` and hands it on: `call().then(keptAs('name'))`. */
export const keptAs =
  (name: string, kept: TKeptAnswers = keptAnswers) =>
  <T>(answer: T): T => {
    kept.keep(name, answer);
    return answer;
  };

/** The call failed for want of a network (not a refusal by the server). */
const isNetworkFailure = (error: unknown): boolean => isApiError(error) && error.kind === 'network';

/** What a screen shows of one read: the answer, or `kept`, the copy standing in for it. */
export interface TShownAnswer<T> {
  data: T | undefined;
  /** The copy kept on this device, shown because the call failed for want of a network. */
  kept: TKeptCopy<T> | null;
}

/**
 * The query's answer or, only while it has none because its call failed for want of a network,
 * the copy `readKept` finds on this device; still that copy while the query asks again (its
 * error is cleared meanwhile), so a retry that fails again does not flash the skeleton. Read
 * once per failure, not on every render: the account's whole record is parsed. The query stays
 * failed, so the app reads again when the connection returns (app/query-client.tsx), and its
 * answer takes the copy's place. One hook per query: a screen showing another read remounts.
 */
export function useAnswerOrKept<T>(
  query: { data: T | undefined; error: unknown; errorUpdatedAt: number },
  readKept: () => TKeptCopy<T> | null,
): TShownAnswer<T> {
  const offline = query.data === undefined && isNetworkFailure(query.error);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each failure is a new errorUpdatedAt, which a retry keeps; readKept is a new function on each render, reading the same copy.
  const copy = useMemo(() => (offline ? readKept() : null), [query.errorUpdatedAt]);
  const kept = query.data === undefined ? copy : null;
  return { data: kept ? kept.value : query.data, kept };
}
