// A day sent without a date is filed under the placement's today, read from the app clock in
// East Africa Time: the clock's own app per moment (late evening UTC, a Sunday).
import { MESSAGES } from '@ptlog/shared';
import { describe, expect, it } from 'vitest';
import { buildLogbookApp, signedInStudent } from './helpers/logbook';
import { expectRefused } from './helpers/logbook-requests';
import { perSuite } from './helpers/per-suite';

describe("today's date in East Africa Time", () => {
  // 21:30 UTC on Tuesday 17 March is already Wednesday 18 March, 00:30, in Dar es Salaam.
  const lateEvening = perSuite(() => buildLogbookApp(new Date('2026-03-17T21:30:00Z')));

  it('files a day sent without a date under the date of Dar es Salaam, not UTC', async () => {
    const student = await signedInStudent(lateEvening);
    const response = await student.call('POST', '/api/reports/daily/', {
      hours_spent: 2,
      description: 'Night shift handover.',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ date: '2026-03-18', week_number: 3 });
  });
});

describe('POST /api/reports/daily/ on a weekend', () => {
  // Sunday 15 March 2026, 10:00 East Africa Time: in week 2 of the placement.
  const weekendApp = perSuite(() => buildLogbookApp(new Date('2026-03-15T07:00:00Z')));

  it('refuses a report without a date, saying only Monday to Friday can be logged', async () => {
    const student = await signedInStudent(weekendApp);
    const undated = { hours_spent: 8, description: 'Installed a new cable tray in the workshop.' };
    const error = await expectRefused(
      weekendApp.db,
      student,
      ['POST', '/api/reports/daily/', undated],
      400,
      MESSAGES.daily.weekendDate,
    );
    expect(error.errors).toEqual({ date: [MESSAGES.daily.weekendDate] });
  });
});
