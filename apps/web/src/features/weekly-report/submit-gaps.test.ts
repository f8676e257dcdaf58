import { describe, expect, it } from 'vitest';
import { submitGaps, submitOpensOn } from './submit-gaps';
import { dailyFixture, weeklyFixture } from './weekly-report.fixture';

// Week 8 of audit A2: Monday 30 Nov – Friday 4 Dec 2026, Monday logged.
const week8 = weeklyFixture({
  week_number: 8,
  start_date: '2026-11-30',
  end_date: '2026-12-04',
  daily_reports: [dailyFixture({ date: '2026-11-30', week_number: 8 })],
});

describe('submitGaps', () => {
  it('never counts a day after today as an empty day', () => {
    expect(submitGaps(week8, '2026-11-30').emptyDays).toEqual([]);
    expect(submitGaps(week8, '2026-12-02').emptyDays).toEqual(['2026-12-01', '2026-12-02']);
  });

  it('counts every unlogged working day once the week has ended', () => {
    expect(submitGaps(week8, '2026-12-04').emptyDays).toEqual([
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
    ]);
    expect(submitGaps(week8, '2027-01-11').emptyDays).toHaveLength(4);
  });
});

describe('submitOpensOn', () => {
  it("answers the week's Friday until that day, then null", () => {
    expect(submitOpensOn(week8, '2026-11-30')).toBe('2026-12-04');
    expect(submitOpensOn(week8, '2026-12-03')).toBe('2026-12-04');
    expect(submitOpensOn(week8, '2026-12-04')).toBeNull();
    expect(submitOpensOn(week8, '2026-12-07')).toBeNull();
  });
});
