// The first calls of a signed-in screen, started by the entry before React renders (issue 20):
// the profile and the screen's own data then travel beside the screen's chunks instead of after
// them. Each early answer is taken once, by the screen's query, and only while fresh; a screen
// that finds none calls the API itself.
import { api } from './api';
import { invalidResponseError } from './api-error';

/** The calls a signed-in first load starts early (routes.tsx says which screen needs which). */
export const EARLY_PATHS = {
  profile: '/auth/profile/',
  dashboard: '/billing/dashboard/dashboard_data/',
  calendar: '/calendar/',
  /** The shell's token balance (a student's header). */
  balance: '/billing/balance/my_balance/',
  /** The weekly reports and the logged days, both in one page of the API's largest size. */
  weeklyList: '/reports/weekly/?page_size=100',
  loggedDays: '/reports/daily/?page_size=100',
} as const;

/** An answer started longer ago than this is not taken: the screen asks again. */
export const EARLY_ANSWER_MAX_AGE_MS = 30_000;

interface TEarlyCall {
  startedAt: number;
  answer: Promise<unknown>;
}

const started = new Map<string, TEarlyCall>();

/** Starts GET `path` (an API path, e.g. '/calendar/') unless it is already under way. */
export function startEarly(path: string, now = Date.now()): void {
  const current = started.get(path);
  if (current && now - current.startedAt <= EARLY_ANSWER_MAX_AGE_MS) return;
  const answer = api.get<unknown>(path);
  // A failure is the taker's to show; a call nobody takes must not report an unhandled one.
  answer.catch(() => undefined);
  started.set(path, { startedAt: now, answer });
}

/**
 * The early answer of GET `path`, checked by `parse`, or null when none is fresh (then the caller
 * asks the API). Taken once: a refetch asks the API again.
 */
export function takeEarly<T>(
  path: string,
  parse: (value: unknown) => T,
  now = Date.now(),
): Promise<T> | null {
  const call = started.get(path);
  started.delete(path);
  if (!call || now - call.startedAt > EARLY_ANSWER_MAX_AGE_MS) return null;
  return call.answer.then((value) => {
    try {
      return parse(value);
    } catch {
      throw invalidResponseError(200);
    }
  });
}

/** GET `path` checked by `parse`: the early answer when there is one, else a new call. */
export function getEarlyOr<T>(path: string, parse: (value: unknown) => T): Promise<T> {
  return takeEarly(path, parse) ?? api.get<T>(path, { parse });
}

/** Forgets every early call, e.g. when the session ends: their answers belong to it. */
export function forgetEarly(): void {
  started.clear();
}
