// Writes that took a row the erasure deletes before they reached the user's row deadlocked with
// it on PostgreSQL (security audit, erasure races): one side was aborted with a 500, and when it
// was the erasure, nothing was erased. Each now locks the live user first, in the erasure's order.
// On PostgreSQL a held row lock makes both sides provably overlap (helpers/erasure-race.ts); on
// PGlite they run in turn and must answer the same way.
import { and, eq } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { dailyReports, mailOutbox, users, weeklyReports } from '../src/db/schema';
import { callWith, REFRESH_IN_BODY } from './helpers/accounts';
import { signedInUser } from './helpers/admin';
import { REAL_POSTGRES } from './helpers/billing';
import { eraseAccount, raceBehind } from './helpers/erasure-race';
import { fillWeekTwo } from './helpers/export-files';
import { buildLogbookApp, dayOf } from './helpers/logbook';
import { builtOnce, perSuite } from './helpers/per-suite';

const testApp = perSuite(buildLogbookApp);
const staff = builtOnce(() => signedInUser(testApp, { isStaff: true }));

/** Erased, not rolled back: the tombstone, and the week's report gone. */
async function expectErased(id: number) {
  const [row] = await testApp.db.select().from(users).where(eq(users.id, id));
  expect(row?.deletedAt).not.toBeNull();
  expect(
    await testApp.db.select().from(weeklyReports).where(eq(weeklyReports.studentId, id)),
  ).toEqual([]);
}

describe('no deadlock between an erasure and', () => {
  it("a sign-off request of the student's week; its queued mail goes with the account", async () => {
    const student = await signedInUser(testApp, { firstName: 'Amina', lastName: 'Mushi' });
    const call = callWith(testApp.app, student.access);
    const profile = await call('PUT', '/api/auth/profile/', {
      first_name: 'Amina',
      last_name: 'Mushi',
      supervisor_name: 'Eng. Mwita',
      supervisor_email: 'mwita@tanroads.example.tz',
    });
    expect(profile.statusCode, profile.body).toBe(200);
    const client = { id: student.id, firstName: 'Amina', lastName: 'Mushi', call };
    const days = [0, 1, 2, 3, 4].map((day) => dayOf(2, day as 0 | 1 | 2 | 3 | 4));
    const { weeklyId } = await fillWeekTwo(client, days);
    expect((await call('PATCH', '/api/reports/weekly/week/2/submit/')).statusCode).toBe(200);
    const url = `/api/reports/weekly/${weeklyId}/request_signoff/`;
    expect((await call('POST', url, { message: 'one' })).statusCode).toBe(202);
    // Held: the week's pending link, so the second send stops where it replaces it, holding what
    // it locked before (the profile and the week: the erasure then waited on the week while the
    // send went on to need the user).
    const raced = await raceBehind(
      testApp,
      {
        text: 'select id from signoff_requests where weekly_report_id = $1 for update',
        values: [weeklyId],
      },
      () => call('POST', url, { message: 'two' }),
      () => eraseAccount(staff, student.id),
    );
    expect(raced.seen).toBe(REAL_POSTGRES ? 'waiting' : 'in turn');
    expect(raced.first.statusCode, raced.first.body).toBe(202);
    expect(raced.second.statusCode, raced.second.body).toBe(200);
    await expectErased(student.id);
    // The supervisor's mail about the erased student (Reply-To: them) is not left queued.
    const queued = await testApp.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, 'mwita@tanroads.example.tz'), eq(mailOutbox.status, 'pending')));
    expect(queued).toEqual([]);
  });

  it('a daily report in a week that has a DRAFT weekly report (401, no row)', async () => {
    const student = await signedInUser(testApp);
    const week = await student.send('POST', '/api/reports/weekly/', { week_number: 3 });
    expect(week.statusCode, week.body).toBe(201);
    // Held: the week's report, so the erasure (the user locked) stops where it deletes it.
    const raced = await raceBehind(
      testApp,
      {
        text: 'select id from weekly_reports where student_id = $1 for share',
        values: [student.id],
      },
      () => eraseAccount(staff, student.id),
      () =>
        student.send('POST', '/api/reports/daily/', {
          date: dayOf(3, 1),
          hours_spent: 8,
          description: 'Site inspection.',
        }),
    );
    expect(raced.seen).toBe(REAL_POSTGRES ? 'waiting' : 'in turn');
    expect(raced.first.statusCode, raced.first.body).toBe(200);
    expect(raced.second.statusCode, raced.second.body).toBe(401);
    await expectErased(student.id);
    expect(
      await testApp.db.select().from(dailyReports).where(eq(dailyReports.studentId, student.id)),
    ).toEqual([]);
  });

  it('a refresh of one of its sessions', async () => {
    const student = await signedInUser(testApp);
    const refresh = () =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/auth/refresh',
        headers: REFRESH_IN_BODY,
        payload: { refresh: student.refresh },
      });
    if (!REAL_POSTGRES) {
      expect((await refresh()).statusCode).toBe(200);
      expect((await eraseAccount(staff, student.id)).statusCode).toBe(200);
      return;
    }
    // The refresh's two writes are one round trip apart: a trigger (test-only) stalls it between
    // them, on an advisory lock the test holds, when it inserts the next token.
    const target = testApp.config.database as { url: string };
    const admin = new pg.Client({ connectionString: target.url });
    await admin.connect();
    await admin.query(`create or replace function test_stall() returns trigger language plpgsql
      as $$ begin perform pg_advisory_xact_lock_shared(4242); return new; end $$`);
    await admin.query(`create trigger test_stall before insert on refresh_tokens
      for each row execute function test_stall()`);
    try {
      const raced = await raceBehind(
        testApp,
        { text: 'select pg_advisory_xact_lock(4242) as held', values: [] },
        refresh,
        () => eraseAccount(staff, student.id),
      );
      expect(raced.seen).toBe('waiting');
      expect(raced.first.statusCode, raced.first.body).toBe(200);
      expect(raced.second.statusCode, raced.second.body).toBe(200);
      await expectErased(student.id);
    } finally {
      await admin.query('drop trigger test_stall on refresh_tokens');
      await admin.query('drop function test_stall()');
      await admin.end();
    }
  });
});
