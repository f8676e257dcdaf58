// The Monday reminder replaces a pending link (the old one revoked, a new one mailed). It did so
// without the profile row's lock that a change of the supervisor's e-mail and a student's send
// take (security audit, sign-off): a change or a send made while the reminder ran never saw the
// reminder's new link, which stayed pending: a working link in the OLD supervisor's mailbox after
// the student changed supervisor, or two live links for one week. The reminder now locks the
// profile's supervisor e-mail first, and sends nothing when it no longer names the link's address.
// On PostgreSQL the reminder is stalled where it inserts its new link (a test-only trigger waits
// on an advisory lock the test holds), so the student's request provably runs meanwhile; on
// PGlite, which runs one transaction at a time, the two run in turn and must end the same way.
import { and, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, profiles, signoffRequests } from '../src/db/schema';
import { remindSupervisors } from '../src/features/reminders/reminders.service';
import { REAL_POSTGRES } from './helpers/billing';
import type { TTestApp } from './helpers/build-test-app';
import { raceBehind, type TRaced } from './helpers/erasure-race';
import { fillWeekTwo } from './helpers/export-files';
import { dayOf, NOW, signedInStudent, type TStudentClient } from './helpers/logbook';
import { expectStatus } from './helpers/logbook-requests';
import { signedInAgain, startMailingApp } from './helpers/signoff-app';
import { signoffTokenIn, type TSmtpServer } from './helpers/smtp';

const DAY_MS = 24 * 3_600_000;
const WEEK_TWO = [0, 1, 2, 3, 4].map((day) => dayOf(2, day as 0 | 1 | 2 | 3 | 4));
const STALL_KEY = 4243;

describe('the Monday reminder racing the student', () => {
  let smtp: TSmtpServer;
  let testApp: TTestApp;
  let clock = NOW;

  beforeAll(async () => {
    ({ smtp, testApp } = await startMailingApp(() => clock));
  });
  afterAll(async () => {
    await testApp?.close();
    await smtp?.close();
  });

  const remind = () =>
    remindSupervisors(testApp.db, clock, {
      publicUrl: testApp.config.publicUrl,
      appSecret: testApp.config.appSecret,
      supervisorAfterDays: 3,
    });
  const profileOf = (student: TStudentClient, supervisor: string) =>
    student.call('PUT', '/api/auth/profile/', {
      first_name: student.firstName,
      last_name: student.lastName,
      supervisor_name: 'Eng. Mwita',
      supervisor_email: supervisor,
    });
  const pendingLinks = (weeklyId: number) =>
    testApp.db
      .select()
      .from(signoffRequests)
      .where(
        and(eq(signoffRequests.weeklyReportId, weeklyId), eq(signoffRequests.status, 'pending')),
      );
  async function reminderTo(supervisor: string) {
    await testApp.app.mail.flush();
    return smtp.mailsTo(supervisor).find((mail) => mail.subject.startsWith('Reminder: '));
  }

  /** A student whose week 2 was sent 4 days ago and not answered: the reminder is due. */
  async function unansweredWeek(supervisor: string) {
    let student = await signedInStudent(testApp, { firstName: 'Asha', lastName: 'Mushi' });
    const email = expectStatus(await student.call('GET', '/api/auth/profile/'), 200).user_details
      .email;
    expectStatus(await profileOf(student, supervisor), 200);
    const { weeklyId } = await fillWeekTwo(student, WEEK_TWO);
    expectStatus(await student.call('PATCH', '/api/reports/weekly/week/2/submit/'), 200);
    const url = `/api/reports/weekly/${weeklyId}/request_signoff/`;
    expectStatus(await student.call('POST', url, { message: 'Please sign week 2.' }), 202);
    clock = new Date(clock.getTime() + 4 * DAY_MS);
    student = await signedInAgain(testApp, student, email);
    return { student, weeklyId, url };
  }

  /**
   * `reminder()` stops where it inserts its new link, holding what it locked before, while
   * `write()` starts (PostgreSQL); on PGlite the reminder runs, then the write.
   */
  async function raceReminder<B>(write: () => Promise<B>): Promise<TRaced<number, B>> {
    if (!REAL_POSTGRES) return { first: await remind(), second: await write(), seen: 'in turn' };
    const target = testApp.config.database as { url: string };
    const admin = new pg.Client({ connectionString: target.url });
    await admin.connect();
    await admin.query(`create or replace function test_stall() returns trigger language plpgsql
      as $$ begin perform pg_advisory_xact_lock_shared(${STALL_KEY}); return new; end $$`);
    await admin.query(`create trigger test_stall before insert on signoff_requests
      for each row execute function test_stall()`);
    try {
      return await raceBehind(
        testApp,
        { text: `select pg_advisory_xact_lock(${STALL_KEY}) as held`, values: [] },
        remind,
        write,
      );
    } finally {
      await admin.query('drop trigger test_stall on signoff_requests');
      await admin.query('drop function test_stall()');
      await admin.end();
    }
  }

  it("a change of supervisor meanwhile leaves the old supervisor's reminder link dead", async () => {
    const before = 'old.boss@tanroads.example.tz';
    const { student, weeklyId } = await unansweredWeek(before);
    const raced = await raceReminder(() => profileOf(student, 'new.boss@tanesco.example.tz'));
    expect(raced.seen).toBe(REAL_POSTGRES ? 'waiting' : 'in turn');
    expect(raced.first).toBe(1);
    expectStatus(raced.second, 200);
    expect(await pendingLinks(weeklyId)).toEqual([]);
    const token = signoffTokenIn(await reminderTo(before));
    const approved = await testApp.app.inject({
      method: 'POST',
      url: `/api/signoff/${token}/`,
      payload: { decision: 'approve', signer_name: 'Old Boss' },
    });
    expect(approved.statusCode, approved.body).toBe(410);
    expect(approved.json().code).toBe('link_replaced');
  });

  it("a 'send again' meanwhile leaves one live link for the week", async () => {
    const { student, weeklyId, url } = await unansweredWeek('boss.two@tanroads.example.tz');
    const raced = await raceReminder(() => student.call('POST', url, { message: 'Updated.' }));
    expect(raced.seen).toBe(REAL_POSTGRES ? 'waiting' : 'in turn');
    expect(raced.first).toBe(1);
    expectStatus(raced.second, 202);
    const live = await pendingLinks(weeklyId);
    expect(live.map((link) => link.message)).toEqual(['Updated.']);
  });

  it('sends nothing for a link whose address the profile no longer names', async () => {
    const before = 'boss.three@tanroads.example.tz';
    const { student, weeklyId } = await unansweredWeek(before);
    // As a change committed between the reminder's list of due links and its transaction.
    await testApp.db
      .update(profiles)
      .set({ supervisorEmail: 'someone.else@tanesco.example.tz' })
      .where(eq(profiles.userId, student.id));
    await remind();
    const queued = await testApp.db.select().from(mailOutbox).where(eq(mailOutbox.to, before));
    expect(queued.map((mail) => mail.subject)).not.toContainEqual(
      expect.stringMatching(/^Reminder: /),
    );
    expect((await pendingLinks(weeklyId)).map((link) => link.remindedAt)).toEqual([null]);
  });
});
