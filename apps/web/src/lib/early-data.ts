// The first calls of a signed-in screen, started before React renders (issue 20): by the page's
// early script when it ran (early-reads-page.ts), else by the entry. The profile and the screen's
// own data then travel beside the app's chunks instead of after them. Each early answer is taken
// once, by the screen's query, and only while fresh; a screen that finds none calls the API.
import { api } from './api';
import { invalidResponseError } from './api-error';
import { EARLY_ANSWER_MAX_AGE_MS, PAGE_EARLY_READS, type TEarlyRead } from './early-reads';

export { EARLY_ANSWER_MAX_AGE_MS, EARLY_PATHS } from './early-reads';

const started = new Map<string, TEarlyRead>();

/** The page script's calls (lib/page-early-reads.ts), while the app has not taken them. */
function pageReads(): Record<string, TEarlyRead> | undefined {
  return (globalThis as { [PAGE_EARLY_READS]?: Record<string, TEarlyRead> })[PAGE_EARLY_READS];
}

/** The page script's call of `path` if it made one that is still fresh; taken once. */
function takePageRead(path: string, now: number): TEarlyRead | null {
  const reads = pageReads();
  if (!reads) {
    // The page script has not run (yet, or at all): the app asks itself, and leaves an empty
    // record, so that a page script running late asks nothing twice (early-reads-page.ts).
    Object.assign(globalThis, { [PAGE_EARLY_READS]: {} });
    return null;
  }
  const read = reads[path];
  if (!read) return null;
  delete reads[path];
  return now - read.startedAt <= EARLY_ANSWER_MAX_AGE_MS ? read : null;
}

/** Starts GET `path` (an API path, e.g. '/calendar/') unless it is already under way. */
export function startEarly(path: string, now = Date.now()): void {
  const current = started.get(path);
  if (current && now - current.startedAt <= EARLY_ANSWER_MAX_AGE_MS) return;
  const fromPage = takePageRead(path, now);
  // Anything but the page call's JSON is asked again through the client, which refreshes an
  // expired token and turns a failure into the app's own error.
  const answer = fromPage
    ? fromPage.answer.catch(() => api.get<unknown>(path))
    : api.get<unknown>(path);
  // A failure is the taker's to show; a call nobody takes must not report an unhandled one.
  answer.catch(() => undefined);
  started.set(path, { startedAt: fromPage?.startedAt ?? now, answer });
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
  const reads = pageReads();
  if (reads) for (const path of Object.keys(reads)) delete reads[path];
}
