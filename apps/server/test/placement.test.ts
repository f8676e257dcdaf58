import { describe, expect, it } from 'vitest';
import {
  getPlacementStartDate,
  setPlacementStartDate,
} from '../src/features/calendar/calendar.repository';
import { ensurePlacementStartDate } from '../src/features/calendar/calendar.service';
import { buildTestApp } from './helpers/build-test-app';
import { perSuite } from './helpers/per-suite';

// Sunday 15 March 2026: the Monday on or before it is 9 March.
const SUNDAY = new Date(2026, 2, 15, 18, 30, 0);

describe('placement start date', () => {
  const testApp = perSuite(() => buildTestApp({}, { deps: { now: () => SUNDAY } }));

  it('is stored at start-up as the Monday on or before today when PT_START_DATE is unset', async () => {
    expect(await getPlacementStartDate(testApp.db)).toBe('2026-03-09');
  });

  it('is never overwritten once stored, by configuration or by a later start', async () => {
    await setPlacementStartDate(testApp.db, '2026-01-19');
    const kept = await ensurePlacementStartDate(testApp.db, {
      configured: '2026-03-02',
      now: SUNDAY,
    });
    expect(kept).toBe('2026-01-19');
    expect(await getPlacementStartDate(testApp.db)).toBe('2026-01-19');
  });

  it('refuses a start that is not a Monday', async () => {
    await expect(setPlacementStartDate(testApp.db, '2026-03-10')).rejects.toThrow(/Monday/);
  });
});
