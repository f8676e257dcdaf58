import { MESSAGES } from '@ptlog/shared';
import { describe, expect, it } from 'vitest';
import { placementStartProblem } from './placement-start';

describe('placementStartProblem', () => {
  it('accepts a Monday only', () => {
    expect(placementStartProblem('2026-11-23')).toBeNull();
    expect(placementStartProblem('2026-11-24')).toBe(MESSAGES.admin.placementStartNotMonday);
    expect(placementStartProblem('2026-11-29')).toBe(MESSAGES.admin.placementStartNotMonday);
    expect(placementStartProblem('')).toBe('Please choose a date.');
  });
});
