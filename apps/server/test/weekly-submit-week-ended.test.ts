// A week is submitted, and sent for sign-off, from its last working day on (ADR 21, audit A2
// finding 2): on Monday of week 8 a submit would lock Tuesday to Friday before they happen, so
// the student could never log them and the supervisor would be asked to sign blank days.
import { ERROR_CODES, MESSAGES } from '@ptlog/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signoffRequests, weeklyReports } from '../src/db/schema';
import { setPlacementStartDate } from '../src/features/calendar/calendar.repository';
import type { TTestApp } from './helpers/build-test-app';
import { buildTestApp } from './helpers/build-test-app';
import { signedInStudent, type TStudentClient } from './helpers/logbook';
import { expectRefused, expectStatus, logDay } from './helpers/logbook-requests';
import { signedInAgain } from './helpers/signoff-app';

// The placement of audit A2: started Monday 12 Oct 2026, so week 8 is Mon 30 Nov – Fri 4 Dec.
const START = '2026-10-12';
/** Monday 30 Nov 2026, 09:00 EAT. */
const MONDAY = new Date('2026-11-30T06:00:00Z');
/** Thursday 3 Dec 2026, 23:59 EAT: still Thursday in the placement's time zone. */
const THURSDAY_NIGHT = new Date('2026-12-03T20:59:00Z');
/** Friday 4 Dec 2026, 00:05 EAT (still Thursday in UTC). */
const FRIDAY_EARLY = new Date('2026-12-03T21:05:00Z');
const SUPERVISOR = 'eng.mwita@tanroads.example.tz';

const notEnded = MESSAGES.weekly.submitFromLastDay(8, 'Friday 4 Dec');

describe('submitting a week before its last working day', () => {
  let testApp: TTestApp;
  let clock = MONDAY;
  let student: TStudentClient;
  let email: string;

  beforeAll(async () => {
    testApp = await buildTestApp({ RATE_LIMIT_MAX: '100000' }, { deps: { now: () => clock } });
    await setPlacementStartDate(testApp.db, START);
    student = await signedInStudent(testApp, { firstName: 'Neema', lastName: 'Kweka' });
    email = expectStatus(await student.call('GET', '/api/auth/profile/'), 200).user_details.email;
    expectStatus(
      await student.call('PUT', '/api/auth/profile/', {
        first_name: 'Neema',
        last_name: 'Kweka',
        supervisor_name: 'Eng. Mwita',
        supervisor_email: SUPERVISOR,
      }),
      200,
    );
    await logDay(student, '2026-11-30', 8, 'Serviced the compressor and checked its belts.');
    expectStatus(await student.call('POST', '/api/reports/weekly/', { week_number: 8 }), 201);
  });

  afterAll(async () => {
    await testApp?.close();
  });

  async function moveClockTo(moment: Date) {
    clock = moment;
    student = await signedInAgain(testApp, student, email);
  }

  it('refuses on Monday with 409 week_not_ended, naming the Friday, and changes nothing', async () => {
    const error = await expectRefused(
      testApp.db,
      student,
      ['PATCH', '/api/reports/weekly/week/8/submit/'],
      409,
      notEnded,
    );
    expect(notEnded).toBe('You can submit week 8 from Friday 4 Dec, its last working day.');
    expect(error.code).toBe(ERROR_CODES.WEEK_NOT_ENDED);
    // The rest of the week can still be logged.
    const week = expectStatus(await student.call('GET', '/api/reports/weekly/week/8/'), 200);
    expect(week).toMatchObject({ status: 'DRAFT', signoff: { state: 'draft' } });
  });

  it('counts the day in East Africa Time: Thursday 23:59 is refused, Friday 00:05 submits', async () => {
    await moveClockTo(THURSDAY_NIGHT);
    await expectRefused(
      testApp.db,
      student,
      ['PATCH', '/api/reports/weekly/week/8/submit/'],
      409,
      notEnded,
    );
    await moveClockTo(FRIDAY_EARLY);
    const submitted = expectStatus(
      await student.call('PATCH', '/api/reports/weekly/week/8/submit/'),
      200,
    );
    expect(submitted.status).toBe('SUBMITTED');
  });

  it('refuses the sign-off request of a week submitted early until its Friday', async () => {
    // A week submitted before this rule (or by a client that skipped it) stays SUBMITTED.
    await moveClockTo(MONDAY);
    const [week] = await testApp.db
      .update(weeklyReports)
      .set({ status: 'SUBMITTED', submittedAt: MONDAY })
      .where(eq(weeklyReports.weekNumber, 8))
      .returning();
    const url = `/api/reports/weekly/${week!.id}/request_signoff/`;
    const refused = await student.call('POST', url, { message: 'Please sign week 8.' });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'week_not_ended', detail: notEnded });
    expect(await testApp.db.select().from(signoffRequests)).toEqual([]);
    const [unchanged] = await testApp.db
      .select()
      .from(weeklyReports)
      .where(eq(weeklyReports.id, week!.id));
    expect(unchanged!.signoffSentAt).toBeNull();

    await moveClockTo(FRIDAY_EARLY);
    const sent = await student.call('POST', url, { message: 'Please sign week 8.' });
    expect(sent.statusCode, sent.body).toBe(202);
    expect(await testApp.db.select().from(signoffRequests)).toHaveLength(1);
  });
});
