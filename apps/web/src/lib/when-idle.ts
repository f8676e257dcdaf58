/**
 * Runs `task` once the page is idle, and at the latest after `timeoutMs`; where the browser has no
 * idle callbacks (Safari), after `timeoutMs` capped at 3 s. Returns what cancels it.
 */
export function whenIdle(task: () => void, timeoutMs: number): () => void {
  if (typeof globalThis.requestIdleCallback === 'function') {
    const handle = globalThis.requestIdleCallback(() => task(), { timeout: timeoutMs });
    return () => globalThis.cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, Math.min(timeoutMs, 3_000));
  return () => clearTimeout(timer);
}
