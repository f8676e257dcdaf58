// Erasing a student deletes every outbox mail about them, sent or not (ADR 5; audit: the sent
// sign-off mail "Please sign <Full Name>'s log book, week 2" stayed, as erasure matched it by its
// Reply-To, which the outbox clears once a mail is sent). Also the backfill of migration 0024,
// which gave the mails queued before user_id theirs, on rows written by the real code.
import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/client';
import { mailOutbox, signoffRequests } from '../src/db/schema';
import { remindSupervisors } from '../src/features/reminders/reminders.service';
import { signedInUser } from './helpers/admin';
import type { TTestApp } from './helpers/build-test-app';
import { eraseAccount } from './helpers/erasure-race';
import { NOW } from './helpers/logbook';
import { expectStatus } from './helpers/logbook-requests';
import { startMailingApp, studentWithSubmittedWeek } from './helpers/signoff-app';
import { signoffTokenIn, type TSmtpServer } from './helpers/smtp';

const SUPERVISOR = 'boss@tanroads.example.tz';
const DAY_MS = 24 * 3_600_000;

/** Every outbox row that is about the student, to them or names them. */
async function mailsAbout(testApp: TTestApp, student: { id: number; email: string }) {
  const rows = await testApp.db.execute(
    sql`select id, "to", subject, status, user_id from mail_outbox
      where user_id = ${student.id} or "to" = ${student.email} or reply_to = ${student.email}
        or subject like '%Asha Mushi%' order by id`,
  );
  return rowsOf<{ id: number; to: string; subject: string; status: string }>(rows);
}

/** The statements of migration 0024 after its DDL: the backfill of user_id. */
function backfillStatements(): string[] {
  const file = new URL('../src/db/migrations/0024_mail_outbox_user_id.sql', import.meta.url);
  const statements = readFileSync(file, 'utf8').split('--> statement-breakpoint');
  expect(statements[0]).toContain('ADD COLUMN "user_id"');
  expect(statements[1]).toContain('CREATE INDEX "mail_outbox_user_idx"');
  return statements.slice(2);
}

describe('erasing a student and the mails about them', () => {
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

  it('deletes the sent sign-off mail, the sent Monday reminder and the decision mail', async () => {
    clock = NOW;
    const { student, email, weeklyId } = await studentWithSubmittedWeek(testApp, SUPERVISOR);
    expectStatus(
      await student.call('POST', `/api/reports/weekly/${weeklyId}/request_signoff/`),
      202,
    );
    await testApp.app.mail.flush();
    // A week later, unanswered: the Monday reminder mails a new link.
    clock = new Date(NOW.getTime() + 7 * DAY_MS);
    const deps = {
      publicUrl: testApp.config.publicUrl,
      appSecret: testApp.config.appSecret,
      supervisorAfterDays: 3,
    };
    expect(await remindSupervisors(testApp.db, clock, deps)).toBe(1);
    await testApp.app.mail.flush();
    const mails = smtp.mailsTo(SUPERVISOR);
    expect(mails.map((mail) => mail.subject)).toEqual([
      "Please sign Asha Mushi's log book, week 2 / Tafadhali saini log book ya Asha Mushi, wiki 2",
      "Reminder: Please sign Asha Mushi's log book, week 2 / Kumbusho: tafadhali saini log book ya Asha Mushi, wiki 2",
    ]);
    // Approved through the reminder's link: the student is mailed the decision.
    const decided = await testApp.app.inject({
      method: 'POST',
      url: `/api/signoff/${signoffTokenIn(mails.at(-1))}/`,
      payload: { decision: 'approve', signer_name: 'Eng. Juma Mwita' },
    });
    expect(decided.statusCode, decided.body).toBe(200);
    await testApp.app.mail.flush();
    const sent = await mailsAbout(testApp, { id: student.id, email });
    expect(sent.map((mail) => [mail.to, mail.status])).toEqual([
      [SUPERVISOR, 'sent'],
      [SUPERVISOR, 'sent'],
      [email, 'sent'],
    ]);

    const staff = await signedInUser(testApp, { isStaff: true });
    const erased = await eraseAccount(staff, student.id);
    expect(erased.statusCode, erased.body).toBe(200);
    expect(await mailsAbout(testApp, { id: student.id, email })).toEqual([]);
    expect(await testApp.db.select().from(mailOutbox).where(eq(mailOutbox.to, SUPERVISOR))).toEqual(
      [],
    );
  });

  it('migration 0024 links the mails queued before it, or takes the name out of them', async () => {
    clock = NOW;
    await testApp.db.delete(mailOutbox);
    const { student, email, weeklyId } = await studentWithSubmittedWeek(testApp, SUPERVISOR);
    expectStatus(
      await student.call('POST', `/api/reports/weekly/${weeklyId}/request_signoff/`),
      202,
    );
    await testApp.app.mail.flush();
    const [request] = await testApp.db
      .select()
      .from(signoffRequests)
      .where(eq(signoffRequests.studentId, student.id));
    // The code before user_id wrote the subject in English only.
    await testApp.db
      .update(mailOutbox)
      .set({ subject: "Please sign Asha Mushi's log book, week 2" })
      .where(eq(mailOutbox.to, SUPERVISOR));
    // Rows as the code before user_id left them: a sent sign-off mail (no Reply-To any more), a
    // sent reminder keyed by its link, an unsent one (its Reply-To the student), a sent sign-off
    // mail about a student erased before (no such name left), a Thursday reminder and another
    // mail to the student, and one of a name two students with the same supervisor share.
    await testApp.db.insert(mailOutbox).values([
      {
        to: SUPERVISOR,
        subject: "Reminder: Please sign Asha Mushi's log book, week 2",
        text: '',
        status: 'sent',
        idempotencyKey: `reminder:signoff:${request!.id}`,
      },
      {
        to: SUPERVISOR,
        subject: "Please sign Asha Mushi's log book, week 3",
        text: 'link',
        replyTo: email,
      },
      {
        to: 'other.boss@example.tz',
        subject: "Please sign Baraka O'Neil Juma's log book, week 1",
        text: '',
        status: 'sent',
      },
      {
        to: email,
        subject: 'Week 3: 2 days missing from your PT log book',
        text: '',
        status: 'sent',
        idempotencyKey: `reminder:days:${student.id}:week-of:2026-03-16`,
      },
      { to: email, subject: 'Your supervisor returned week 2', text: '', status: 'sent' },
    ]);
    await testApp.db.update(mailOutbox).set({ userId: null });
    const twin = await signedInUser(testApp, { firstName: 'Neema', lastName: 'Kweka' });
    const twin2 = await signedInUser(testApp, { firstName: 'Neema', lastName: 'Kweka' });
    for (const id of [twin.id, twin2.id]) {
      await testApp.db.execute(
        sql`insert into profiles (user_id, supervisor_email) values (${id}, ${SUPERVISOR})`,
      );
    }
    await testApp.db.insert(mailOutbox).values({
      to: SUPERVISOR,
      subject: "Please sign Neema Kweka's log book, week 4",
      text: '',
      status: 'failed',
    });

    for (const statement of backfillStatements()) await testApp.db.execute(sql.raw(statement));

    const rows = await testApp.db
      .select({ to: mailOutbox.to, subject: mailOutbox.subject, userId: mailOutbox.userId })
      .from(mailOutbox)
      .orderBy(mailOutbox.id);
    expect(rows).toEqual([
      { to: SUPERVISOR, subject: "Please sign Asha Mushi's log book, week 2", userId: student.id },
      {
        to: SUPERVISOR,
        subject: "Reminder: Please sign Asha Mushi's log book, week 2",
        userId: student.id,
      },
      { to: SUPERVISOR, subject: "Please sign Asha Mushi's log book, week 3", userId: student.id },
      {
        to: 'other.boss@example.tz',
        subject: "Please sign a student's log book, week 1",
        userId: null,
      },
      {
        to: email,
        subject: 'Week 3: 2 days missing from your PT log book',
        userId: student.id,
      },
      { to: email, subject: 'Your supervisor returned week 2', userId: student.id },
      { to: SUPERVISOR, subject: "Please sign a student's log book, week 4", userId: null },
    ]);

    const staff = await signedInUser(testApp, { isStaff: true });
    expect((await eraseAccount(staff, student.id)).statusCode).toBe(200);
    expect(await mailsAbout(testApp, { id: student.id, email })).toEqual([]);
  });
});
