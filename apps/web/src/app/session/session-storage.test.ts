import { describe, expect, it } from 'vitest';
import { isSessionTooOld } from './session-storage';

describe('session age', () => {
  const now = Date.UTC(2026, 10, 22, 12);
  it('keeps a session active within 24 hours of the last activity', () => {
    expect(isSessionTooOld(now - 23 * 3_600_000, now)).toBe(false);
    expect(isSessionTooOld(null, now)).toBe(false);
  });
  it('ends a session idle for more than 24 hours', () => {
    expect(isSessionTooOld(now - 24 * 3_600_000 - 1, now)).toBe(true);
  });
});
