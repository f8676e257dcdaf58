// Moving the placement start (ADR 19): every entry and weekly page keeps its dates and gets the
// week those dates fall in under the new start; a move that would renumber a submitted or signed
// week, or leave work outside weeks 1..8, is refused and changes nothing; daily POSTs racing a
// move end in the week of the final start.
import { MESSAGES, weekOfDate } from '@ptlog/shared';
import { asc, desc, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditLogs, dailyReports, weeklyReports } from '../src/db/schema';
import {
  getPlacementStartDate,
  setPlacementStartDate,
} from '../src/features/calendar/calendar.repository';
import { placementClock } from '../src/features/calendar/calendar.service';
import { createDailyReport } from '../src/features/daily-reports/daily-reports.service';
import {
  buildLogbookApp,
  dayOf,
  logbookSnapshot,
  NOW,
  PLACEMENT_START,
  signedInStudent,
  TODAY,
  type TStudentClient,
} from './helpers/logbook';
import { perSuite } from './helpers/per-suite';

const testApp = perSuite(buildLogbookApp);

const ONE_WEEK_EARLIER = '2026-02-23';
const ONE_WEEK_LATER = '2026-03-09';

beforeEach(async () => {
  await testApp.db.delete(weeklyReports);
  await testApp.db.delete(dailyReports);
  await setPlacementStartDate(testApp.db, PLACEMENT_START);
});

async function logDay(student: TStudentClient, date: string) {
  const response = await student.call('POST', '/api/reports/daily/', {
    date,
    hours_spent: 7,
    description: `Worked on the conveyor on ${date}.`,
  });
  expect(response.statusCode, response.body).toBe(201);
}

/** A student with entries on Monday and Tuesday of weeks 2 and 3 and a draft page for week 2. */
async function studentWithWeeks2And3() {
  const student = await signedInStudent(testApp);
  for (const date of [dayOf(2, 0), dayOf(2, 1), dayOf(3, 0), dayOf(3, 1)]) {
    await logDay(student, date);
  }
  const page = await student.call('POST', '/api/reports/weekly/', {
    week_number: 2,
    summary: 'Bearings week',
  });
  expect(page.statusCode, page.body).toBe(201);
  return student;
}

async function staffMember() {
  return signedInStudent(testApp, { isStaff: true });
}

/** Every entry's week is the week its date falls in under the stored start. */
async function expectWeeksMatchDates() {
  const start = (await getPlacementStartDate(testApp.db))!;
  const rows = await testApp.db.select().from(dailyReports).orderBy(asc(dailyReports.id));
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) expect(row.weekNumber, row.date).toBe(weekOfDate(row.date, start));
}

async function weekPage(student: TStudentClient, week: number) {
  const response = await student.call('GET', `/api/reports/weekly/week/${week}/`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    id: number | null;
    start_date: string;
    end_date: string;
    summary?: string;
    daily_reports: { date: string }[];
  };
}

describe('moving the placement start', () => {
  it('keeps every entry on its date and renumbers its week, both ways', async () => {
    const amina = await studentWithWeeks2And3();
    const baraka = await studentWithWeeks2And3();
    const staff = await staffMember();
    const datesBefore = await testApp.db
      .select({ id: dailyReports.id, date: dailyReports.date })
      .from(dailyReports)
      .orderBy(asc(dailyReports.id));

    const earlier = await staff.call('PUT', '/api/calendar/', { start_date: ONE_WEEK_EARLIER });
    expect(earlier.statusCode, earlier.body).toBe(200);
    expect(earlier.json()).toMatchObject({ start_date: ONE_WEEK_EARLIER, current_week: 4 });
    await expectWeeksMatchDates();
    for (const student of [amina, baraka]) {
      const week1 = await weekPage(student, 1);
      expect(week1).toMatchObject({ start_date: '2026-02-23', end_date: '2026-02-27' });
      expect(week1.daily_reports).toEqual([]);
      // The draft page of 9–13 March moved with its days: it is week 3 now.
      const week3 = await weekPage(student, 3);
      expect(week3).toMatchObject({ start_date: '2026-03-09', summary: 'Bearings week' });
      expect(week3.daily_reports.map((day) => day.date)).toEqual(['2026-03-09', '2026-03-10']);
      expect((await weekPage(student, 2)).id).toBeNull();
    }

    const later = await staff.call('PUT', '/api/calendar/', { start_date: ONE_WEEK_LATER });
    expect(later.statusCode, later.body).toBe(200);
    expect(later.json()).toMatchObject({ start_date: ONE_WEEK_LATER, current_week: 2 });
    await expectWeeksMatchDates();
    for (const student of [amina, baraka]) {
      const week1 = await weekPage(student, 1);
      expect(week1).toMatchObject({ start_date: '2026-03-09', summary: 'Bearings week' });
      expect(week1.daily_reports.map((day) => day.date)).toEqual(['2026-03-09', '2026-03-10']);
      const week2 = await weekPage(student, 2);
      expect(week2.daily_reports.map((day) => day.date)).toEqual(['2026-03-16', '2026-03-17']);
    }
    const datesAfter = await testApp.db
      .select({ id: dailyReports.id, date: dailyReports.date })
      .from(dailyReports)
      .orderBy(asc(dailyReports.id));
    expect(datesAfter).toEqual(datesBefore);

    const [record] = await testApp.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.action, 'admin.placement_start.set'))
      .orderBy(desc(auditLogs.id))
      .limit(1);
    expect(record?.details).toEqual({
      start_date: ONE_WEEK_LATER,
      previous_start_date: ONE_WEEK_EARLIER,
      week_shift: -2,
      daily_reports_moved: 8,
      weekly_reports_moved: 2,
      students: 2,
    });
  });

  it('is refused while a week is submitted, and changes nothing', async () => {
    const amina = await studentWithWeeks2And3();
    await studentWithWeeks2And3();
    const submit = await amina.call('PATCH', '/api/reports/weekly/week/2/submit/');
    expect(submit.statusCode, submit.body).toBe(200);
    const staff = await staffMember();
    const before = await logbookSnapshot(testApp.db);

    const moved = await staff.call('PUT', '/api/calendar/', { start_date: ONE_WEEK_EARLIER });
    expect(moved.statusCode).toBe(409);
    expect(moved.json()).toMatchObject({
      code: 'placement_weeks_submitted',
      detail: MESSAGES.placementMove.weeksSubmitted(1),
    });
    expect(moved.json().detail).toMatch(/^1 student has submitted or signed weeks;/);
    expect(await logbookSnapshot(testApp.db)).toEqual(before);
    expect(await getPlacementStartDate(testApp.db)).toBe(PLACEMENT_START);

    const preview = await staff.call(
      'GET',
      `/api/calendar/preview/?start_date=${ONE_WEEK_EARLIER}`,
    );
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().refusal).toEqual({
      code: 'placement_weeks_submitted',
      detail: MESSAGES.placementMove.weeksSubmitted(1),
    });
  });

  it('is refused when entries would fall before week 1 or after week 8, naming them', async () => {
    await studentWithWeeks2And3();
    const staff = await staffMember();
    const before = await logbookSnapshot(testApp.db);

    // Two weeks later: week 2's days (9–10 March) would come before week 1.
    const tooLate = await staff.call('PUT', '/api/calendar/', { start_date: '2026-03-16' });
    expect(tooLate.statusCode).toBe(409);
    expect(tooLate.json()).toEqual({
      code: 'placement_entries_outside',
      detail: MESSAGES.placementMove.entriesOutside(2, 1, 1, '09-03-2026', '13-03-2026'),
    });
    // Six weeks earlier: week 3's days (16–17 March) would come after week 8.
    const tooEarly = await staff.call('PUT', '/api/calendar/', { start_date: '2026-01-19' });
    expect(tooEarly.statusCode).toBe(409);
    expect(tooEarly.json().detail).toBe(
      MESSAGES.placementMove.entriesOutside(2, 0, 1, '16-03-2026', '17-03-2026'),
    );
    expect(await logbookSnapshot(testApp.db)).toEqual(before);
    expect(await getPlacementStartDate(testApp.db)).toBe(PLACEMENT_START);
  });

  it('to the same date changes nothing and writes no audit row', async () => {
    await studentWithWeeks2And3();
    const staff = await staffMember();
    const before = await logbookSnapshot(testApp.db);
    const audits = await testApp.db.select().from(auditLogs);
    const same = await staff.call('PUT', '/api/calendar/', { start_date: PLACEMENT_START });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json()).toMatchObject({ start_date: PLACEMENT_START, current_week: 3 });
    expect(await logbookSnapshot(testApp.db)).toEqual(before);
    expect(await testApp.db.select().from(auditLogs)).toEqual(audits);
  });
});

describe('a week page saved across a move of the start', () => {
  it('is refused (409) for a page that no longer starts on the Monday it showed', async () => {
    const student = await studentWithWeeks2And3();
    // Week 3 gets a page too: after the move below it is the page numbered 2.
    const week3 = await student.call('POST', '/api/reports/weekly/', {
      week_number: 3,
      summary: 'Gearbox week',
    });
    expect(week3.statusCode, week3.body).toBe(201);
    const shown = await weekPage(student, 2);
    expect(shown.start_date).toBe('2026-03-09');
    const ok = await student.call('PUT', '/api/reports/weekly/week/2/', {
      summary: 'Bearings week, first draft',
      start_date: shown.start_date,
    });
    expect(ok.statusCode, ok.body).toBe(200);

    const staff = await staffMember();
    const moved = await staff.call('PUT', '/api/calendar/', { start_date: ONE_WEEK_LATER });
    expect(moved.statusCode, moved.body).toBe(200);
    // The student's tab still shows 9–13 March as week 2; week 2 is now 16–20 March.
    const refused = await student.call('PUT', '/api/reports/weekly/week/2/', {
      summary: 'Bearings week: replaced the bearing on 9 March',
      start_date: shown.start_date,
    });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toEqual({ detail: MESSAGES.weekly.calendarMoved, code: 'conflict' });
    expect(await weekPage(student, 2)).toMatchObject({
      start_date: '2026-03-16',
      summary: 'Gearbox week',
    });
    expect(await weekPage(student, 1)).toMatchObject({
      start_date: '2026-03-09',
      summary: 'Bearings week, first draft',
    });

    // Submitting "week 2" from the same tab would lock the other week: refused too.
    const submit = await student.call('PATCH', '/api/reports/weekly/week/2/submit/', {
      start_date: shown.start_date,
    });
    expect(submit.statusCode, submit.body).toBe(409);
    expect(submit.json().detail).toBe(MESSAGES.weekly.calendarMoved);
    expect((await weekPage(student, 2)) as { status?: string }).toMatchObject({ status: 'DRAFT' });
  });
});

describe('GET /api/calendar/preview/', () => {
  it('answers what would move, with an example entry, and changes nothing', async () => {
    await studentWithWeeks2And3();
    await studentWithWeeks2And3();
    const staff = await staffMember();
    const before = await logbookSnapshot(testApp.db);
    const response = await staff.call('GET', `/api/calendar/preview/?start_date=${ONE_WEEK_LATER}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      start_date: ONE_WEEK_LATER,
      current_start_date: PLACEMENT_START,
      week_shift: -1,
      daily_reports: 8,
      weekly_reports: 2,
      students: 2,
      example: { date: '2026-03-17', week_before: 3, week_after: 2 },
      refusal: null,
    });
    expect(await logbookSnapshot(testApp.db)).toEqual(before);
    expect(await getPlacementStartDate(testApp.db)).toBe(PLACEMENT_START);
  });

  it('is for staff only, and checks the date as the move does', async () => {
    const student = await signedInStudent(testApp);
    const forbidden = await student.call(
      'GET',
      `/api/calendar/preview/?start_date=${ONE_WEEK_LATER}`,
    );
    expect(forbidden.statusCode).toBe(403);
    const staff = await staffMember();
    const tuesday = await staff.call('GET', '/api/calendar/preview/?start_date=2026-03-10');
    expect(tuesday.statusCode).toBe(400);
    expect(tuesday.json().detail).toBe(MESSAGES.admin.placementStartNotMonday);
  });
});

describe('daily POSTs racing moves of the start', () => {
  it('a POST that read the start before a move places its day under the new start', async () => {
    const student = await signedInStudent(testApp);
    const staff = await staffMember();
    const clockBeforeTheMove = await placementClock(testApp.db, NOW);
    const moved = await staff.call('PUT', '/api/calendar/', { start_date: ONE_WEEK_EARLIER });
    expect(moved.statusCode, moved.body).toBe(200);
    const day = { date: dayOf(2, 2), hours_spent: 5, description: 'Serviced the compressor.' };
    const row = await createDailyReport(testApp.db, student.id, day, clockBeforeTheMove, NOW);
    // Wednesday 11 March is in week 3 of a placement starting on 23 February.
    expect(row.weekNumber).toBe(3);
    await expectWeeksMatchDates();
  });

  it('end with every entry in the week of its date under the final start', async () => {
    const students = await Promise.all(Array.from({ length: 10 }, () => signedInStudent(testApp)));
    const staff = await staffMember();
    // The working days of weeks 1..3 up to today: inside the placement under either start.
    const dates = [1, 2, 3]
      .flatMap((week) => [0, 1, 2, 3, 4].map((day) => dayOf(week, day as 0 | 1 | 2 | 3 | 4)))
      .filter((date) => date <= TODAY);
    // Each round sends a move and every student's POST of one date at once: whichever way they
    // interleave (on PostgreSQL they run side by side), no day keeps a week of another start.
    // The interleaving that needs the insert's own start check is pinned by the test above.
    for (const [round, date] of dates.entries()) {
      const start = round % 2 === 0 ? ONE_WEEK_EARLIER : PLACEMENT_START;
      const [moved, ...posted] = await Promise.all([
        staff.call('PUT', '/api/calendar/', { start_date: start }),
        ...students.map((student) =>
          student.call('POST', '/api/reports/daily/', {
            date,
            hours_spent: 6,
            description: 'Aligned the pump shaft.',
          }),
        ),
      ]);
      expect(moved!.statusCode, moved!.body).toBe(200);
      for (const answer of posted) expect(answer.statusCode, answer.body).toBe(201);
    }
    const rows = await testApp.db.select().from(dailyReports);
    expect(rows).toHaveLength(students.length * dates.length);
    await expectWeeksMatchDates();
  });
});
