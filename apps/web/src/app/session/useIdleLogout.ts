import { useEffect } from 'react';

/**
 * While signed in: watches for inactivity (idle-watch.ts, loaded only then) and calls `onExpire`
 * after 10 idle minutes, with a warning at 8 (spec 1 §4).
 */
export function useIdleLogout(enabled: boolean, onExpire: () => void): void {
  useEffect(() => {
    if (!enabled) return;
    let stopped = false;
    let stop: (() => void) | undefined;
    void import('./idle-watch').then(({ watchIdle }) => {
      if (!stopped) stop = watchIdle(onExpire);
    });
    return () => {
      stopped = true;
      stop?.();
    };
  }, [enabled, onExpire]);
}
