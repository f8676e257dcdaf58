import { LIMITS } from '@ptlog/shared';

export type TIdleState =
  | { kind: 'active' }
  | { kind: 'warning'; minutesLeft: number }
  | { kind: 'expired' };

/**
 * Where an idle session stands (spec 1 §4): a warning from 8 minutes without activity, logged
 * out at 10. Measured from the stored last activity, so activity in another tab counts too.
 */
export function idleState(lastActivityMs: number, nowMs: number): TIdleState {
  const idleMs = nowMs - lastActivityMs;
  if (idleMs >= LIMITS.IDLE_TIMEOUT_MS) return { kind: 'expired' };
  if (idleMs >= LIMITS.IDLE_WARNING_MS) {
    const minutesLeft = Math.max(1, Math.ceil((LIMITS.IDLE_TIMEOUT_MS - idleMs) / 60_000));
    return { kind: 'warning', minutesLeft };
  }
  return { kind: 'active' };
}
