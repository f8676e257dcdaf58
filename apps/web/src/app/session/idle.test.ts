import { LIMITS, MESSAGES } from '@ptlog/shared';
import { describe, expect, it } from 'vitest';
import { idleState } from './idle';

const minute = 60_000;
const start = 1_800_000_000_000;

describe('idleState', () => {
  it('stays active for the first 8 minutes', () => {
    expect(idleState(start, start)).toEqual({ kind: 'active' });
    expect(idleState(start, start + 8 * minute - 1)).toEqual({ kind: 'active' });
  });

  it('warns from 8 minutes with the minutes left, never fewer than one', () => {
    expect(LIMITS.IDLE_WARNING_MS).toBe(8 * minute);
    expect(idleState(start, start + 8 * minute)).toEqual({ kind: 'warning', minutesLeft: 2 });
    expect(idleState(start, start + 9 * minute)).toEqual({ kind: 'warning', minutesLeft: 1 });
    expect(idleState(start, start + 10 * minute - 1)).toEqual({ kind: 'warning', minutesLeft: 1 });
    expect(MESSAGES.generic.idleWarning(2)).toBe(
      "You'll be logged out in 2 minute(s) due to inactivity.",
    );
  });

  it('expires at 10 minutes and stays expired (a laptop waking after a day)', () => {
    expect(LIMITS.IDLE_TIMEOUT_MS).toBe(10 * minute);
    expect(idleState(start, start + 10 * minute)).toEqual({ kind: 'expired' });
    expect(idleState(start, start + LIMITS.SESSION_MAX_AGE_MS + 1)).toEqual({ kind: 'expired' });
  });
});
