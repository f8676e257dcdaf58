// A supervisor address that reaches an account's own mailbox is refused like the account's own
// address (signoff.policy.ts): a "+tag" (RFC 5233 sub-addressing, every domain) or Gmail's dots
// and googlemail.com deliver to the same inbox, so the sign-off link would reach the student, who
// could approve their own week. Refused on the profile and, for an address saved before the rule,
// when sending (request_signoff): no link, no mail.
import { MESSAGES } from '@ptlog/shared';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, signoffRequests, users } from '../src/db/schema';
import { mailboxKey, mailboxKeySql } from '../src/lib/mailbox-key';
import type { TTestApp } from './helpers/build-test-app';
import { createUser } from './helpers/factories';
import { NOW, type TStudentClient } from './helpers/logbook';
import { expectStatus } from './helpers/logbook-requests';
import { startMailingApp, studentWithSubmittedWeek } from './helpers/signoff-app';
import type { TSmtpServer } from './helpers/smtp';

const SUPERVISOR = 'eng.mwita@tanroads.example.tz';
const COLLEAGUE = 'neema.kweka@example.tz';
const STUDENT_GMAIL = 'juma.hassan@gmail.com';

describe("a supervisor address that reaches an account's own mailbox", () => {
  let smtp: TSmtpServer;
  let testApp: TTestApp;
  // Friday of week 2 (the week can be sent from its last working day, ADR 21).
  const clock = new Date(NOW.getTime() + 2 * 24 * 3_600_000);

  beforeAll(async () => {
    ({ smtp, testApp } = await startMailingApp(() => clock));
    await createUser(testApp.db, { email: COLLEAGUE });
  });
  afterAll(async () => {
    await testApp?.close();
    await smtp?.close();
  });

  const profile = (call: TStudentClient['call'], supervisorEmail: string) =>
    call('PUT', '/api/auth/profile/', {
      first_name: 'Asha',
      last_name: 'Mushi',
      supervisor_email: supervisorEmail,
    });

  it("refuses a plus-address of the student's own or another account's e-mail", async () => {
    const { student, email } = await studentWithSubmittedWeek(testApp, SUPERVISOR);
    const [local, domain] = email.split('@');
    for (const address of [
      `${local}+supervisor@${domain}`,
      `${local?.toUpperCase()}+Boss@${domain?.toUpperCase()}`,
      'neema.kweka+pt@example.tz',
    ]) {
      const refused = await profile(student.call, address);
      expect(refused.statusCode, `${address}: ${refused.body}`).toBe(400);
      expect(refused.json().errors).toEqual({
        supervisor_email: [MESSAGES.signoff.supervisorEmailNotOwn],
      });
    }
    const kept = expectStatus(await student.call('GET', '/api/auth/profile/'), 200);
    expect(kept.supervisor_email).toBe(SUPERVISOR);
  });

  it("refuses a Gmail student's dotted, tagged or googlemail.com address; others are kept", async () => {
    const { student } = await studentWithSubmittedWeek(testApp, SUPERVISOR);
    await testApp.db
      .update(users)
      .set({ email: STUDENT_GMAIL, username: STUDENT_GMAIL })
      .where(eq(users.id, student.id));
    for (const address of [
      'juma.hassan+boss@gmail.com',
      'jumahassan@gmail.com',
      'j.u.m.a.hassan@googlemail.com',
      'juma.hassan+x@googlemail.com',
    ]) {
      const refused = await profile(student.call, address);
      expect(refused.statusCode, `${address}: ${refused.body}`).toBe(400);
      expect(refused.json().errors).toEqual({
        supervisor_email: [MESSAGES.signoff.supervisorEmailNotOwn],
      });
    }
    // Another mailbox: another Gmail name, Gmail's name elsewhere, dots outside Gmail.
    for (const address of [
      'juma.hassan2@gmail.com',
      'juma.hassan@example.tz',
      'neemakweka@example.tz',
    ]) {
      expectStatus(await profile(student.call, address), 200);
    }
  });

  it('refuses to send to such an address saved before the rule: no link, no mail', async () => {
    const { student, weeklyId } = await studentWithSubmittedWeek(testApp, SUPERVISOR);
    const [own] = await testApp.db.select().from(users).where(eq(users.id, student.id));
    const [local, domain] = own!.email.split('@');
    const alias = `${local}+boss@${domain}`;
    await testApp.db
      .update(profiles)
      .set({ supervisorEmail: alias })
      .where(eq(profiles.userId, student.id));
    const sent = await student.call('POST', `/api/reports/weekly/${weeklyId}/request_signoff/`, {});
    expect(sent.statusCode, sent.body).toBe(400);
    expect(sent.json().errors).toEqual({
      supervisor_email: [MESSAGES.signoff.supervisorEmailNotOwn],
    });
    await testApp.app.mail.flush();
    expect(smtp.mailsTo(alias)).toEqual([]);
    expect(
      await testApp.db
        .select()
        .from(signoffRequests)
        .where(eq(signoffRequests.studentId, student.id)),
    ).toEqual([]);
  });

  it("computes the accounts' mailbox key in SQL as mailboxKey does", async () => {
    const emails = [
      'Asha.Mushi+Boss@Example.TZ',
      'a.sha.mushi+x+y@GoogleMail.com',
      'ashamushi@gmail.com',
      'o.k+@yahoo.com',
      'first.last@sub.gmail.com',
      '"odd@local"+x@example.tz',
    ];
    const made = [];
    for (const email of emails) made.push(await createUser(testApp.db, { email }));
    const rows = await testApp.db
      .select({ email: users.email, key: mailboxKeySql(users.email) })
      .from(users)
      .where(
        inArray(
          users.id,
          made.map((user) => user.id),
        ),
      );
    expect(rows.map((row) => row.key).sort()).toEqual(emails.map(mailboxKey).sort());
  });
});
