// The log book figures the staff user list sorts and filters by (student_logbook_stats, ADR 25),
// kept by the database's triggers: every write path that adds, removes or re-dates a day or
// changes a week's status leaves them true, including writes of one student at the same time.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { dailyReports, studentLogbookStats, weeklyReports } from '../src/db/schema';
import { ADMIN_API, signedInStaff } from './helpers/admin';
import { REAL_POSTGRES } from './helpers/billing';
import { eraseAccount } from './helpers/erasure-race';
import { buildLogbookApp, dayOf, signedInStudent } from './helpers/logbook';
import { expectStatus, logDay } from './helpers/logbook-requests';
import { builtOnce, perSuite } from './helpers/per-suite';

const testApp = perSuite(() => buildLogbookApp());
const staff = builtOnce(() => signedInStaff(testApp));

async function statsOf(userId: number) {
  const [row] = await testApp.db
    .select()
    .from(studentLogbookStats)
    .where(eq(studentLogbookStats.userId, userId));
  return row && { lastEntry: row.lastEntry, days: row.daysLogged, weeks: row.weeksHandedIn };
}

async function setWeekStatus(weekId: number, status: 'DRAFT' | 'SUBMITTED' | 'APPROVED') {
  await testApp.db.update(weeklyReports).set({ status }).where(eq(weeklyReports.id, weekId));
}

describe('student_logbook_stats', () => {
  it('counts every day of a burst of saves by one student, and the newest date', async () => {
    const amina = await signedInStudent(testApp, { firstName: 'Amina' });
    const dates = [dayOf(1, 0), dayOf(1, 1), dayOf(1, 2), dayOf(1, 3), dayOf(2, 0), dayOf(2, 1)];
    const answers = await Promise.all(
      dates.map((date) =>
        amina.call('POST', '/api/reports/daily/', {
          date,
          hours_spent: 8,
          description: 'Serviced the compressor.',
        }),
      ),
    );
    for (const answer of answers) expectStatus(answer, 201);
    expect(await statsOf(amina.id)).toEqual({ lastEntry: dayOf(2, 1), days: 6, weeks: 0 });
  });

  it('two transactions adding days of one student at once both count', async () => {
    const halima = await signedInStudent(testApp, { firstName: 'Halima' });
    await logDay(halima, dayOf(1, 0), 8, 'Read the plant manual.');
    const insertDay = `insert into daily_reports (student_id, date, week_number, description, hours_spent)
      values ($1, $2, 1, 'Checked the valves.', 8)`;
    if (REAL_POSTGRES) {
      // The first holds its new day uncommitted while the second adds another: without the lock
      // on the figures' row, the second counted in a snapshot that lacked the first's day.
      const target = testApp.config.database;
      if (target.kind !== 'postgres') throw new Error('expected PostgreSQL');
      const [first, second] = [
        new pg.Client({ connectionString: target.url }),
        new pg.Client({ connectionString: target.url }),
      ];
      await Promise.all([first.connect(), second.connect()]);
      try {
        await first.query('begin');
        await second.query('begin');
        await first.query(insertDay, [halima.id, dayOf(1, 1)]);
        const secondInsert = second.query(insertDay, [halima.id, dayOf(1, 2)]);
        await new Promise((resolve) => setTimeout(resolve, 200));
        await first.query('commit');
        await secondInsert;
        await second.query('commit');
      } finally {
        await Promise.all([first.end(), second.end()]);
      }
    } else {
      for (const date of [dayOf(1, 1), dayOf(1, 2)]) {
        await testApp.db.execute(sql`insert into daily_reports
          (student_id, date, week_number, description, hours_spent)
          values (${halima.id}, ${date}, 1, 'Checked the valves.', 8)`);
      }
    }
    expect(await statsOf(halima.id)).toEqual({ lastEntry: dayOf(1, 2), days: 3, weeks: 0 });
  });

  it('works the newest date out again when the newest day is deleted', async () => {
    const baraka = await signedInStudent(testApp, { firstName: 'Baraka' });
    await logDay(baraka, dayOf(1, 0), 8, 'Wired the control panel.');
    const newest = await logDay(baraka, dayOf(1, 3), 8, 'Tested the control panel.');
    expect(await statsOf(baraka.id)).toEqual({ lastEntry: dayOf(1, 3), days: 2, weeks: 0 });

    // No route deletes a day; the erasure and the tests do.
    await testApp.db.delete(dailyReports).where(eq(dailyReports.id, newest.id));
    expect(await statsOf(baraka.id)).toEqual({ lastEntry: dayOf(1, 0), days: 1, weeks: 0 });
  });

  it('follows a day moved to another date', async () => {
    const chausiku = await signedInStudent(testApp, { firstName: 'Chausiku' });
    const day = await logDay(chausiku, dayOf(1, 0), 8, 'Calibrated the flow meter.');
    await testApp.db
      .update(dailyReports)
      .set({ date: dayOf(1, 4) })
      .where(eq(dailyReports.id, day.id));
    expect(await statsOf(chausiku.id)).toEqual({ lastEntry: dayOf(1, 4), days: 1, weeks: 0 });
  });

  it('counts weeks handed in: submitted or approved, not drafts', async () => {
    const daudi = await signedInStudent(testApp, { firstName: 'Daudi' });
    const [one, two] = await testApp.db
      .insert(weeklyReports)
      .values([
        { studentId: daudi.id, weekNumber: 1 },
        { studentId: daudi.id, weekNumber: 2 },
      ])
      .returning({ id: weeklyReports.id });
    expect(await statsOf(daudi.id)).toEqual({ lastEntry: null, days: 0, weeks: 0 });

    await setWeekStatus(one!.id, 'SUBMITTED');
    await setWeekStatus(two!.id, 'SUBMITTED');
    expect((await statsOf(daudi.id))?.weeks).toBe(2);
    await setWeekStatus(one!.id, 'APPROVED');
    expect((await statsOf(daudi.id))?.weeks).toBe(2);
    await setWeekStatus(two!.id, 'DRAFT');
    expect((await statsOf(daudi.id))?.weeks).toBe(1);
    await testApp.db.delete(weeklyReports).where(eq(weeklyReports.id, one!.id));
    expect((await statsOf(daudi.id))?.weeks).toBe(0);
  });

  it("empties an erased student's figures with their reports", async () => {
    const elia = await signedInStudent(testApp, { firstName: 'Elia' });
    await logDay(elia, dayOf(1, 0), 8, 'Replaced the bearings.');
    expectStatus(await eraseAccount(await staff, elia.id), 200);
    expect(await statsOf(elia.id)).toEqual({ lastEntry: null, days: 0, weeks: 0 });
  });

  it('the list sorts by the kept figures: weeks, then days, then name', async () => {
    const [fatuma, gabrieli] = [
      await signedInStudent(testApp, { firstName: 'Fatuma', lastName: 'Statsorder' }),
      await signedInStudent(testApp, { firstName: 'Gabrieli', lastName: 'Statsorder' }),
    ];
    await logDay(fatuma, dayOf(1, 0), 8, 'Drew the pipe layout.');
    await logDay(gabrieli, dayOf(1, 0), 8, 'Drew the cable layout.');
    await logDay(gabrieli, dayOf(1, 1), 8, 'Laid the cables.');
    const listed = await (await staff).get(`${ADMIN_API}/users/?search=statsorder&ordering=-weeks`);
    expect(
      listed
        .json()
        .users.map((user: { first_name: string; last_entry: string }) => [
          user.first_name,
          user.last_entry,
        ]),
    ).toEqual([
      ['Gabrieli', dayOf(1, 1)],
      ['Fatuma', dayOf(1, 0)],
    ]);
  });

  it("migration 0023's backfill builds the same figures the triggers keep", async () => {
    const kept = await testApp.db
      .select()
      .from(studentLogbookStats)
      .orderBy(studentLogbookStats.userId);
    expect(kept.length).toBeGreaterThan(3);

    const file = path.resolve(
      import.meta.dirname,
      '../src/db/migrations/0023_student_logbook_stats_triggers.sql',
    );
    const backfill = readFileSync(file, 'utf8').split('--> statement-breakpoint').at(-1)!;
    expect(backfill).toMatch(/^\s*INSERT INTO student_logbook_stats/);
    await testApp.db.transaction(async (tx) => {
      await tx.execute(sql`delete from student_logbook_stats`);
      await tx.execute(sql.raw(backfill));
    });
    const withWeeks = await testApp.db
      .selectDistinct({ id: weeklyReports.studentId })
      .from(weeklyReports);
    const hasWeeks = (userId: number) => withWeeks.some((row) => row.id === userId);
    const built = await testApp.db
      .select()
      .from(studentLogbookStats)
      .orderBy(studentLogbookStats.userId);
    // The backfill makes rows only for students with reports; the triggers keep an emptied row.
    expect(built).toEqual(
      kept.filter((row) => row.daysLogged > 0 || row.weeksHandedIn > 0 || hasWeeks(row.userId)),
    );
  });
});
