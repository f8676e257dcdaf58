import { MESSAGES } from '@ptlog/shared';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { ADMIN_NS } from './i18n';
import { placementStartProblem } from './placement-start';

describe('placementStartProblem', () => {
  it('accepts a Monday only', () => {
    expect(placementStartProblem(i18n.getFixedT('en', ADMIN_NS), '2026-11-23')).toBeNull();
    expect(placementStartProblem(i18n.getFixedT('en', ADMIN_NS), '2026-11-24')).toBe(
      MESSAGES.admin.placementStartNotMonday,
    );
    expect(placementStartProblem(i18n.getFixedT('en', ADMIN_NS), '2026-11-29')).toBe(
      MESSAGES.admin.placementStartNotMonday,
    );
    expect(placementStartProblem(i18n.getFixedT('en', ADMIN_NS), '')).toBe('Please choose a date.');
  });
});
