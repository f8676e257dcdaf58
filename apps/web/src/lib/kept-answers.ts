// The last good answer of a few reads, kept on the device per account (`kept_answers:{user id}`,
// lib/account-record.ts) so that the log book's screens open without a network: the placement
// calendar and the weeks of daily reports (daily screen), each week's log book page, the weekly
// list and the logged days (overview, dashboard roadmap) and the dashboard's figures. Read only
// when a call failed for a network reason; never instead of a call. A sign-out removes them
// (lib/session.ts): they are read again after the next sign-in.
//
// The record holds every kept answer (~200 KB for a full log book): rewriting it takes a few
// milliseconds, on a cheap phone tens. The keeps of one screen's reads are written together,
// once the page is idle (at the latest a second later, or as the page goes away), and only into
// the record of the account that read them.
import { useMemo } from 'react';
import { createAccountRecord, type TAccountRecord } from './account-record';
import { isApiError } from './api-error';
import { storedSession } from './session';
import { browserStore, STORAGE_KEYS } from './storage';
import { whenIdle } from './when-idle';

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

/** Runs `flush` later; returns what cancels it. */
export type TKeepScheduler = (flush: () => void) => () => void;

/** The keeps wait for an idle moment, at most this long. */
const KEEP_WITHIN_MS = 1_000;

const idleScheduler: TKeepScheduler = (flush) => {
  const cancelIdle = whenIdle(flush, KEEP_WITHIN_MS);
  // A reload or a closed tab must not lose them: a page going away writes them at once.
  const onHide = () => flush();
  globalThis.addEventListener?.('pagehide', onHide);
  return () => {
    cancelIdle();
    globalThis.removeEventListener?.('pagehide', onHide);
  };
};

export function createKeptAnswers(
  record: TAccountRecord,
  schedule: TKeepScheduler = idleScheduler,
): TKeptAnswers {
  /** Keeps not written yet, with the account whose reads they are. */
  let pending: { owner: string; values: Map<string, { value: unknown; at: number }> } | null = null;
  let cancel: (() => void) | null = null;

  function flush() {
    cancel?.();
    cancel = null;
    const batch = pending;
    pending = null;
    // Signed out, or another account signed in meanwhile: the copies were not theirs to keep.
    if (!batch || record.owner() !== batch.owner) return;
    const kept = record.read();
    const times = { ...timesIn(kept) };
    for (const [name, { value, at }] of batch.values) {
      kept[name] = value;
      times[name] = at;
    }
    record.write({ ...kept, [KEPT_AT]: times });
  }

  function readCopy<T>(name: string, parse: (value: unknown) => T): TKeptCopy<T> | null {
    const waiting = pending?.owner === record.owner() ? pending?.values.get(name) : undefined;
    const kept = waiting ? null : record.read();
    const value = waiting ? waiting.value : kept?.[name];
    if (value === undefined) return null;
    const keptAt = waiting ? waiting.at : timesIn(kept ?? {})[name];
    try {
      return { value: parse(value), keptAt: typeof keptAt === 'number' ? keptAt : null };
    } catch {
      return null;
    }
  }
  return {
    keep(name, value, now = Date.now()) {
      const owner = record.owner();
      if (owner === null) return;
      if (pending && pending.owner !== owner) flush();
      pending ??= { owner, values: new Map() };
      pending.values.set(name, { value, at: now });
      cancel ??= schedule(flush);
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
