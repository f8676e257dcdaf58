// Sign-off integrity (audit findings 1, 4, 5, 6, 7, 8, 12): no approving one's own week, the
// address the approval came from kept and shown masked, a link's distinct 410s, the newest send
// on the week, a new supervisor revoking the old links, and public answers never cached.
import { ERROR_CODES, MESSAGES } from '@ptlog/shared';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, signoffRequests, weeklyReports } from '../src/db/schema';
import { callWith, login } from './helpers/accounts';
import type { TTestApp } from './helpers/build-test-app';
import { fillWeekTwo, pdfWords, printedCode } from './helpers/export-files';
import { createUser } from './helpers/factories';
import { dayOf, NOW, signedInStudent, type TStudentClient } from './helpers/logbook';
import { expectStatus, logDay } from './helpers/logbook-requests';
import { signedInAgain, startMailingApp } from './helpers/signoff-app';
import { signoffTokenIn, type TSmtpServer } from './helpers/smtp';

const SUPERVISOR = 'eng.mwita@tanroads.example.tz';
const NEW_SUPERVISOR = 'neema.kileo@newsite.example.tz';
const COLLEAGUE = 'colleague.student@example.tz';
const DAY_MS = 24 * 3_600_000;
const LINK_DAYS = 14;

/** A 410 of this code and detail, never cached. */
function expectGone(response: LightMyRequestResponse, code: string, detail: string) {
  expect(response.statusCode, response.body).toBe(410);
  expect(response.json()).toMatchObject({ code, detail });
  expect(response.headers['cache-control']).toBe('no-store');
}

describe('sign-off integrity', () => {
  let smtp: TSmtpServer;
  let testApp: TTestApp;
  let clock = NOW;
  let student: TStudentClient;
  let studentEmail: string;
  let weeklyId: number;
  let week1Id: number;

  const profile = (supervisorEmail: string) =>
    student.call('PUT', '/api/auth/profile/', {
      first_name: 'Asha',
      last_name: 'Mushi',
      supervisor_name: 'Eng. Mwita',
      supervisor_email: supervisorEmail,
      supervisor_position: 'Site Engineer',
    });
  const request = (id = weeklyId) =>
    student.call('POST', `/api/reports/weekly/${id}/request_signoff/`, { message: 'Please sign.' });
  const page = (token: string) =>
    testApp.app.inject({ method: 'GET', url: `/api/signoff/${token}/` });
  const decide = (token: string, body: object) =>
    testApp.app.inject({ method: 'POST', url: `/api/signoff/${token}/`, payload: body });
  const approve = (token: string, comment?: string) =>
    decide(token, { decision: 'approve', signer_name: 'Eng. Big Boss', comment });
  const week = async (number: number) =>
    expectStatus(await student.call('GET', `/api/reports/weekly/week/${number}/`), 200);
  async function sendAndReceive(to: string, id = weeklyId): Promise<string> {
    const before = smtp.mailsTo(to).length;
    expectStatus(await request(id), 202);
    await testApp.app.mail.flush();
    expect(smtp.mailsTo(to)).toHaveLength(before + 1);
    return signoffTokenIn(smtp.mailsTo(to).at(-1));
  }
  /** Moves the app clock; the student signs in again (access tokens live 15 minutes). */
  async function advance(ms: number) {
    clock = new Date(clock.getTime() + ms);
    student = await signedInAgain(testApp, student, studentEmail);
  }

  beforeAll(async () => {
    ({ smtp, testApp } = await startMailingApp(() => clock));
    await createUser(testApp.db, { email: COLLEAGUE });
    student = await signedInStudent(testApp, { firstName: 'Asha', lastName: 'Mushi' });
    studentEmail = expectStatus(await student.call('GET', '/api/auth/profile/'), 200).user_details
      .email;
    expectStatus(await profile(SUPERVISOR), 200);
    ({ weeklyId } = await fillWeekTwo(
      student,
      [0, 1, 2, 3, 4].map((day) => dayOf(2, day as 0 | 1 | 2 | 3 | 4)),
    ));
    expectStatus(await student.call('PATCH', '/api/reports/weekly/week/2/submit/'), 200);
    for (const day of [0, 1, 2] as const) {
      await logDay(student, dayOf(1, day), 8, `Week one, day ${day + 1}: serviced pumps.`);
    }
    week1Id = expectStatus(
      await student.call('POST', '/api/reports/weekly/', { week_number: 1 }),
      201,
    ).id;
    expectStatus(await student.call('PATCH', '/api/reports/weekly/week/1/submit/'), 200);
  });

  afterAll(async () => {
    await testApp?.close();
    await smtp?.close();
  });

  it("refuses the student's own or another account's e-mail as supervisor", async () => {
    for (const address of [studentEmail.toUpperCase(), COLLEAGUE]) {
      const refused = await profile(address);
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json()).toMatchObject({
        detail: MESSAGES.signoff.supervisorEmailNotOwn,
        errors: { supervisor_email: [MESSAGES.signoff.supervisorEmailNotOwn] },
      });
    }
    const kept = expectStatus(await student.call('GET', '/api/auth/profile/'), 200);
    expect(kept.supervisor_email).toBe(SUPERVISOR);

    // An address saved before the rule is refused when sending: no link, no mail.
    await testApp.db
      .update(profiles)
      .set({ supervisorEmail: studentEmail })
      .where(eq(profiles.userId, student.id));
    const send = await request();
    expect(send.statusCode, send.body).toBe(400);
    expect(send.json().errors).toEqual({
      supervisor_email: [MESSAGES.signoff.supervisorEmailNotOwn],
    });
    await testApp.app.mail.flush();
    expect(smtp.mailsTo(studentEmail)).toEqual([]);
    expect(await testApp.db.select().from(signoffRequests)).toEqual([]);
    await testApp.db
      .update(profiles)
      .set({ supervisorEmail: SUPERVISOR })
      .where(eq(profiles.userId, student.id));
  });

  it('keeps the newest send, its address and expiry; replaced and expired links say so', async () => {
    const answer = expectStatus(await request(), 202);
    // One shared message (translated as it is), nothing appended.
    expect(answer.message).toBe(MESSAGES.signoff.sent(SUPERVISOR));
    await testApp.app.mail.flush();
    const first = signoffTokenIn(smtp.mailsTo(SUPERVISOR).at(-1));
    const shown = await page(first);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['cache-control']).toBe('no-store');

    await advance(3_600_000);
    const second = await sendAndReceive(SUPERVISOR);
    const expiresAt = new Date(clock.getTime() + LINK_DAYS * DAY_MS).toISOString();
    expect((await week(2)).signoff).toMatchObject({
      state: 'sent',
      sent_at: clock.toISOString(),
      sent_to: SUPERVISOR,
      expires_at: expiresAt,
      approval_comment: null,
    });
    expectGone(await page(first), ERROR_CODES.LINK_REPLACED, MESSAGES.signoff.linkReplaced);
    expectGone(await approve(first), ERROR_CODES.LINK_REPLACED, MESSAGES.signoff.linkReplaced);
    const unknown = await page('A'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['cache-control']).toBe('no-store');

    // Past its expiry the week still waits ('sent'), with the expiry in the past: send again.
    await advance(LINK_DAYS * DAY_MS + 60_000);
    const expired = (await week(2)).signoff;
    expect(expired).toMatchObject({ state: 'sent', sent_to: SUPERVISOR, expires_at: expiresAt });
    expect(Date.parse(expired.expires_at)).toBeLessThan(clock.getTime());
    expectGone(await page(second), ERROR_CODES.LINK_EXPIRED, MESSAGES.signoff.linkExpired);
    expectGone(await approve(second), ERROR_CODES.LINK_EXPIRED, MESSAGES.signoff.linkExpired);
    expect((await week(2)).status).toBe('SUBMITTED');
  });

  it("a new supervisor e-mail revokes the old one's link: the week is to be sent again", async () => {
    const old = await sendAndReceive(SUPERVISOR);
    // The same address written otherwise is no change.
    expectStatus(await profile(SUPERVISOR.toUpperCase()), 200);
    expect((await page(old)).statusCode).toBe(200);

    expectStatus(await profile(NEW_SUPERVISOR), 200);
    expect((await week(2)).signoff).toMatchObject({
      state: 'submitted',
      sent_at: null,
      sent_to: null,
      expires_at: null,
    });
    expectGone(await page(old), ERROR_CODES.LINK_REPLACED, MESSAGES.signoff.linkReplaced);
    expectGone(await approve(old), ERROR_CODES.LINK_REPLACED, MESSAGES.signoff.linkReplaced);
    const pending = await testApp.db
      .select()
      .from(signoffRequests)
      .where(eq(signoffRequests.status, 'pending'));
    expect(pending).toEqual([]);
    await sendAndReceive(NEW_SUPERVISOR);
    expect((await week(2)).signoff).toMatchObject({ state: 'sent', sent_to: NEW_SUPERVISOR });
  });

  it('keeps who approved (masked on /verify and for staff) and the comment', async () => {
    await advance(DAY_MS);
    const token = await sendAndReceive(NEW_SUPERVISOR);
    expectStatus(await approve(token, 'Good work on the amplifier.'), 200);
    expect((await week(2)).signoff).toMatchObject({
      state: 'approved',
      approved_by: 'Eng. Big Boss',
      approval_comment: 'Good work on the amplifier.',
      sent_at: null,
      sent_to: null,
      expires_at: null,
    });
    const [stored] = await testApp.db
      .select()
      .from(weeklyReports)
      .where(eq(weeklyReports.id, weeklyId));
    expect(stored!.approvedEmail).toBe(NEW_SUPERVISOR);

    // Asked again: its own message; the used link says the week is approved.
    const again = await request();
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(MESSAGES.signoff.alreadyApproved);
    expectGone(await approve(token), ERROR_CODES.LINK_USED, MESSAGES.signoff.linkApproved);
    expectGone(await page(token), ERROR_CODES.LINK_USED, MESSAGES.signoff.linkApproved);

    const pdf = await student.call('GET', `/api/export/weekly/${weeklyId}/pdf/`);
    expect(pdf.statusCode).toBe(200);
    const verify = await testApp.app.inject({
      method: 'GET',
      url: `/verify/${printedCode(await pdfWords(pdf.rawPayload))}`,
    });
    expect(verify.statusCode).toBe(200);
    expect(verify.body).toContain('Approval link sent to n***@newsite.example.tz');
    expect(verify.body).not.toContain(NEW_SUPERVISOR);

    const staff = await createUser(testApp.db, { isStaff: true });
    const { access } = await login(testApp.app, staff.email, staff.password);
    const detail = expectStatus(
      await callWith(testApp.app, access)('GET', `/api/admin-dashboard/api/users/${student.id}/`),
      200,
    );
    expect(detail.weeks).toEqual([
      expect.objectContaining({ week_number: 1, state: 'submitted', approved_email: null }),
      expect.objectContaining({
        week_number: 2,
        state: 'approved',
        approved_email: 'n***@newsite.example.tz',
      }),
    ]);
  });

  it('a returned link says so, and once the week is approved, that it is approved', async () => {
    const returnedLink = await sendAndReceive(NEW_SUPERVISOR, week1Id);
    expectStatus(
      await decide(returnedLink, {
        decision: 'return',
        signer_name: 'Eng. Kileo',
        comment: 'Add Thursday.',
      }),
      200,
    );
    expectGone(await page(returnedLink), ERROR_CODES.LINK_USED, MESSAGES.signoff.linkReturned);
    // Of two tabs, the one that answers second learns what the first did.
    const returnAgain = await decide(returnedLink, { decision: 'approve', signer_name: 'X' });
    expectGone(returnAgain, ERROR_CODES.LINK_USED, MESSAGES.signoff.linkReturned);

    await logDay(student, dayOf(1, 3), 8, 'Week one, day 4: pump alignment.');
    expectStatus(await student.call('PATCH', '/api/reports/weekly/week/1/submit/'), 200);
    expectStatus(await approve(await sendAndReceive(NEW_SUPERVISOR, week1Id)), 200);
    expect((await week(1)).signoff.approval_comment).toBeNull();
    expectGone(await page(returnedLink), ERROR_CODES.LINK_USED, MESSAGES.signoff.linkApproved);
  });
});
