import { describe, expect, it } from 'vitest';
import {
  canSubmitWeekOn,
  englishWorkingDayLabel,
  lastWorkingDayFrom,
  lastWorkingDayOfWeek,
} from './week-submit';

// The placement of audit A2: started Monday 12 Oct 2026, so week 8 is 30 Nov – 4 Dec.
const START = '2026-10-12';

describe('when a week can be submitted', () => {
  it('names Friday as the last working day of a week', () => {
    expect(lastWorkingDayOfWeek(8, START)).toBe('2026-12-04');
    expect(lastWorkingDayOfWeek(1, START)).toBe('2026-10-16');
    expect(lastWorkingDayFrom('2026-11-30')).toBe('2026-12-04');
  });

  it('refuses every day before that Friday and allows it and every day after', () => {
    expect(canSubmitWeekOn(8, START, '2026-11-30')).toBe(false);
    expect(canSubmitWeekOn(8, START, '2026-12-03')).toBe(false);
    expect(canSubmitWeekOn(8, START, '2026-12-04')).toBe(true);
    expect(canSubmitWeekOn(8, START, '2026-12-05')).toBe(true);
    expect(canSubmitWeekOn(7, START, '2026-11-30')).toBe(true);
  });

  it('anchors a start saved mid-week on its Monday', () => {
    expect(lastWorkingDayOfWeek(1, '2026-10-14')).toBe('2026-10-16');
  });

  it("words the day as the API's English messages do", () => {
    expect(englishWorkingDayLabel('2026-12-04')).toBe('Friday 4 Dec');
    expect(englishWorkingDayLabel('2026-09-18')).toBe('Friday 18 Sep');
  });
});
