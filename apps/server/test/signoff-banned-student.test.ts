// A banned student (is_active false) gets no more mail from the sign-off (mail audit 2): the
// supervisor's decision still records, but the student is not told of it, and the supervisor is
// not reminded on Monday with a fresh link. Payment decisions and the Thursday reminder already
// leave banned accounts out.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, users, weeklyReports } from '../src/db/schema';
import { remindSupervisors } from '../src/features/reminders/reminders.service';
import type { TTestApp } from './helpers/build-test-app';
import { fillWeekTwo } from './helpers/export-files';
import { dayOf, NOW, signedInStudent } from './helpers/logbook';
import { expectStatus } from './helpers/logbook-requests';
import { startMailingApp } from './helpers/signoff-app';
import { signoffTokenIn, type TSmtpServer } from './helpers/smtp';

const DAY_MS = 24 * 3_600_000;
const WEEK_TWO = [0, 1, 2, 3, 4].map((day) => dayOf(2, day as 0 | 1 | 2 | 3 | 4));

describe("a banned student's sign-off", () => {
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

  /** A student whose week 2 went to `supervisor`: their e-mail, the week and the link's token. */
  async function sentWeek(supervisor: string) {
    clock = NOW;
    const student = await signedInStudent(testApp, { firstName: 'Asha', lastName: 'Mushi' });
    const email = expectStatus(await student.call('GET', '/api/auth/profile/'), 200).user_details
      .email;
    expectStatus(
      await student.call('PUT', '/api/auth/profile/', {
        first_name: 'Asha',
        last_name: 'Mushi',
        supervisor_email: supervisor,
      }),
      200,
    );
    const { weeklyId } = await fillWeekTwo(student, WEEK_TWO);
    expectStatus(await student.call('PATCH', '/api/reports/weekly/week/2/submit/'), 200);
    const url = `/api/reports/weekly/${weeklyId}/request_signoff/`;
    expectStatus(await student.call('POST', url), 202);
    await testApp.app.mail.flush();
    const token = signoffTokenIn(smtp.mailsTo(supervisor).at(-1));
    return { id: student.id, email, weeklyId, token };
  }

  const ban = (id: number) =>
    testApp.db.update(users).set({ isActive: false }).where(eq(users.id, id));
  const queuedTo = (email: string) =>
    testApp.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
  const statusOf = async (weeklyId: number) =>
    (await testApp.db.select().from(weeklyReports).where(eq(weeklyReports.id, weeklyId)))[0]
      ?.status;
  const decide = (token: string, payload: object) =>
    testApp.app.inject({ method: 'POST', url: `/api/signoff/${token}/`, payload });
  const remind = () =>
    remindSupervisors(testApp.db, clock, {
      publicUrl: testApp.config.publicUrl,
      appSecret: testApp.config.appSecret,
      supervisorAfterDays: 3,
    });

  it('records an approval and a return, and mails the student about neither', async () => {
    const approved = await sentWeek('eng.approve@tanesco.example.tz');
    const returned = await sentWeek('eng.return@tanesco.example.tz');
    await ban(approved.id);
    await ban(returned.id);
    const before = [
      ...(await queuedTo(approved.email.toLowerCase())),
      ...(await queuedTo(returned.email.toLowerCase())),
    ].length;
    expectStatus(await decide(approved.token, { decision: 'approve', signer_name: 'Eng. A' }), 200);
    expectStatus(
      await decide(returned.token, {
        decision: 'return',
        signer_name: 'Eng. R',
        comment: 'Add the hours of Tuesday.',
      }),
      200,
    );
    expect(await statusOf(approved.weeklyId)).toBe('APPROVED');
    expect(await statusOf(returned.weeklyId)).toBe('DRAFT');
    const after = [
      ...(await queuedTo(approved.email.toLowerCase())),
      ...(await queuedTo(returned.email.toLowerCase())),
    ];
    expect(after).toHaveLength(before);
    expect(after.map((row) => row.subject)).not.toContainEqual(
      expect.stringMatching(/approved|returned/),
    );
  });

  it("an active student's decision is still mailed (the check is not too wide)", async () => {
    const active = await sentWeek('eng.active@tanesco.example.tz');
    expectStatus(await decide(active.token, { decision: 'approve', signer_name: 'Eng. A' }), 200);
    const subjects = (await queuedTo(active.email.toLowerCase())).map((row) => row.subject);
    expect(subjects).toContain('Your supervisor approved week 2 of your log book');
  });

  it('sends no Monday reminder to the supervisor of a banned student', async () => {
    const banned = await sentWeek('eng.banned.reminder@tanesco.example.tz');
    const active = await sentWeek('eng.active.reminder@tanesco.example.tz');
    await ban(banned.id);
    clock = new Date(NOW.getTime() + 4 * DAY_MS);
    expect(await remind()).toBe(1);
    await testApp.app.mail.flush();
    const reminders = (supervisor: string) =>
      smtp.mailsTo(supervisor).filter((mail) => mail.subject.startsWith('Reminder: '));
    expect(reminders('eng.banned.reminder@tanesco.example.tz')).toEqual([]);
    expect(reminders('eng.active.reminder@tanesco.example.tz')).toHaveLength(1);
    // The banned student's link is left as it was: no fresh link replaced it.
    const page = await testApp.app.inject({ method: 'GET', url: `/api/signoff/${banned.token}/` });
    expect(page.statusCode).toBe(200);
    expect(active.token).not.toBe(banned.token);
  });
});
