import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { ADMIN_NS } from './i18n';
import { drawerWeekText, placementToday, placementTodayText } from './placement-today';

// GET /calendar/ clamps current_week: 1 before the start, 8 after the end.
const PLACEMENT = { start_date: '2027-01-04', end_date: '2027-02-26' };
const on = (today: string, current_week: number) => ({ ...PLACEMENT, today, current_week });

describe('placementToday', () => {
  it('is before the start until the start date, in a week through the end date, then after', () => {
    expect(placementToday(on('2026-12-01', 1))).toEqual({ when: 'before', date: '2027-01-04' });
    expect(placementToday(on('2027-01-03', 1))).toEqual({ when: 'before', date: '2027-01-04' });
    expect(placementToday(on('2027-01-04', 1))).toEqual({ when: 'during', week: 1 });
    expect(placementToday(on('2027-02-26', 8))).toEqual({ when: 'during', week: 8 });
    expect(placementToday(on('2027-02-27', 8))).toEqual({ when: 'after', date: '2027-02-26' });
  });
});

describe('the words for today in the placement', () => {
  const t = i18n.getFixedT('en', ADMIN_NS);

  it('on the placement card', () => {
    expect(placementTodayText(t, on('2026-12-01', 1))).toBe('The placement starts on 4 Jan 2027.');
    expect(placementTodayText(t, on('2027-01-20', 3))).toBe('Today is in week 3.');
    expect(placementTodayText(t, on('2027-03-10', 8))).toBe('The placement ended on 26 Feb 2027.');
  });

  it("in the user drawer's progress line", () => {
    expect(drawerWeekText(t, on('2026-12-01', 1))).toBe('Placement starts 4 Jan 2027');
    expect(drawerWeekText(t, on('2027-01-20', 3))).toBe('Current week 3');
    expect(drawerWeekText(t, on('2027-03-10', 8))).toBe('Placement ended 26 Feb 2027');
  });
});
