import { LIMITS, MESSAGES } from '@ptlog/shared';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { ADMIN_NS } from './i18n';
import { placementStartProblem } from './placement-start';

const TODAY = '2026-11-23';
const en = () => i18n.getFixedT('en', ADMIN_NS);

describe('placementStartProblem', () => {
  it('accepts a Monday only', () => {
    expect(placementStartProblem(en(), '2026-11-23', TODAY)).toBeNull();
    expect(placementStartProblem(en(), '2026-11-24', TODAY)).toBe(
      MESSAGES.admin.placementStartNotMonday,
    );
    expect(placementStartProblem(en(), '2026-11-29', TODAY)).toBe(
      MESSAGES.admin.placementStartNotMonday,
    );
    expect(placementStartProblem(en(), '', TODAY)).toBe('Please choose a date.');
  });

  it(`refuses a Monday more than ${LIMITS.PLACEMENT_START_MAX_YEARS_AWAY} years from the server's today, as the server does`, () => {
    expect(placementStartProblem(en(), '2030-01-07', TODAY)).toBe(
      MESSAGES.admin.placementStartOutOfRange,
    );
    expect(placementStartProblem(en(), '2024-11-18', TODAY)).toBe(
      MESSAGES.admin.placementStartOutOfRange,
    );
    // The last Monday on either side of the bound is taken.
    expect(placementStartProblem(en(), '2028-11-20', TODAY)).toBeNull();
    expect(placementStartProblem(en(), '2024-11-25', TODAY)).toBeNull();
  });
});
