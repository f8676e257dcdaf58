// A placement start stored far out of range (year 9999: written before staff's changes were
// bounded, or by hand) counts as not set: the calendar reads answer 503, never a 500 from dates
// past year 9999; staff can set it again, and a restart stores the configured start.
import { MESSAGES } from '@ptlog/shared';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { appSettings } from '../src/db/schema';
import { getPlacementStartDate } from '../src/features/calendar/calendar.repository';
import { ensurePlacementStartDate } from '../src/features/calendar/calendar.service';
import { buildLogbookApp, NOW, PLACEMENT_START, signedInStudent } from './helpers/logbook';
import { perSuite } from './helpers/per-suite';

const testApp = perSuite(buildLogbookApp);

/** Writes the stored value directly, as an old release or a hand edit left it. */
async function storeStart(value: string) {
  await testApp.db
    .update(appSettings)
    .set({ value })
    .where(eq(appSettings.key, 'placement_start_date'));
}

const READS = [
  '/api/calendar/',
  '/api/reports/daily/week/?week_number=2',
  '/api/reports/weekly/week/2/',
  '/api/billing/dashboard/dashboard_data/',
];

describe('a stored placement start far out of range', () => {
  afterEach(() => storeStart(PLACEMENT_START));

  it('counts as not set: the calendar reads answer 503, never a 500', async () => {
    const student = await signedInStudent(testApp);
    for (const start of ['9999-12-27', '9999-01-04', '1900-01-01']) {
      await storeStart(start);
      for (const url of READS) {
        const response = await student.call('GET', url);
        expect(response.statusCode, `${start} ${url}: ${response.body}`).toBe(503);
        expect(response.json().detail).toBe(MESSAGES.generic.serviceUnavailable);
      }
    }
  });

  it('reads again once staff set a start', async () => {
    const student = await signedInStudent(testApp);
    const staff = await signedInStudent(testApp, { isStaff: true });
    await storeStart('9999-12-27');
    const set = await staff.call('PUT', '/api/calendar/', { start_date: '2026-03-09' });
    expect(set.statusCode, set.body).toBe(200);
    const calendar = await student.call('GET', '/api/calendar/');
    expect(calendar.statusCode).toBe(200);
    expect(calendar.json()).toMatchObject({ start_date: '2026-03-09', current_week: 2 });
  });

  it('is replaced at start-up by the configured start', async () => {
    await storeStart('9999-12-27');
    expect(await ensurePlacementStartDate(testApp.db, { configured: '2026-03-02', now: NOW })).toBe(
      '2026-03-02',
    );
    expect(await getPlacementStartDate(testApp.db)).toBe('2026-03-02');
  });
});
