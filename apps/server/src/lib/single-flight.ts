/**
 * Identical reads that arrive while one is running share its answer instead of starting their
 * own: `run(key, load)` starts `load` only when no call with `key` is in flight, and every caller
 * with that key gets the same promise until it settles (a failure too; the next call starts
 * afresh). Nothing is kept once it settles, so an answer is never older than the query a caller
 * joined. Use one instance per app, for reads that are costly and the same for every caller.
 */
export function singleFlight<T>() {
  const running = new Map<string, Promise<T>>();
  return function run(key: string, load: () => Promise<T>): Promise<T> {
    const current = running.get(key);
    if (current) return current;
    const started = load().finally(() => running.delete(key));
    running.set(key, started);
    return started;
  };
}
