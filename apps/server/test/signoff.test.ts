// Supervisor sign-off by e-mailed link (issue 17): request → e-mail → public page → decision.
import { LIMITS, MESSAGES } from '@ptlog/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signoffRequests, weeklyReports } from '../src/db/schema';
import { SIGNOFF_REPEAT_WINDOW_MS } from '../src/features/signoff/signoff.service';
import { callWith, login } from './helpers/accounts';
import type { TTestApp } from './helpers/build-test-app';
import { docxContent, fillWeekTwo, pdfWords, printedCode } from './helpers/export-files';
import { createUser } from './helpers/factories';
import {
  dayOf,
  logbookSnapshot,
  NOW,
  signedInStudent,
  type TStudentClient,
} from './helpers/logbook';
import { expectStatus, logDay } from './helpers/logbook-requests';
import { signedInAgain, startMailingApp } from './helpers/signoff-app';
import { signoffTokenIn, type TSmtpServer } from './helpers/smtp';

const SUPERVISOR = 'eng.mwita@tanroads.example.tz';
const DAY_MS = 24 * 3_600_000;

describe('supervisor sign-off', () => {
  let smtp: TSmtpServer;
  let testApp: TTestApp;
  let clock = NOW;
  let student: TStudentClient;
  let studentEmail: string;
  let weeklyId: number;

  beforeAll(async () => {
    ({ smtp, testApp } = await startMailingApp(() => clock));
    student = await signedInStudent(testApp, { firstName: 'Asha', lastName: 'Mushi' });
    studentEmail = expectStatus(await student.call('GET', '/api/auth/profile/'), 200).user_details
      .email;
    expectStatus(
      await student.call('PUT', '/api/auth/profile/', {
        first_name: 'Asha',
        last_name: 'Mushi',
        supervisor_name: 'Eng. Mwita',
        supervisor_email: SUPERVISOR.toUpperCase(),
        supervisor_position: 'Site Engineer',
        supervisor_phone: '+255 754 000 111',
      }),
      200,
    );
    ({ weeklyId } = await fillWeekTwo(
      student,
      [0, 1, 2, 3, 4].map((day) => dayOf(2, day as 0 | 1 | 2 | 3 | 4)),
    ));
  });

  afterAll(async () => {
    await testApp?.close();
    await smtp?.close();
  });

  const request = (id = weeklyId, body: unknown = { message: 'Please sign week 2.' }) =>
    student.call('POST', `/api/reports/weekly/${id}/request_signoff/`, body);
  const page = (token: string) =>
    testApp.app.inject({ method: 'GET', url: `/api/signoff/${token}/` });
  const decide = (token: string, body: unknown) =>
    testApp.app.inject({
      method: 'POST',
      url: `/api/signoff/${token}/`,
      payload: body as object,
      remoteAddress: '196.41.50.7',
    });
  async function sendAndReceive(id = weeklyId): Promise<string> {
    const before = smtp.mailsTo(SUPERVISOR).length;
    expectStatus(await request(id), 202);
    await testApp.app.mail.flush();
    const mails = smtp.mailsTo(SUPERVISOR);
    expect(mails).toHaveLength(before + 1);
    return signoffTokenIn(mails.at(-1));
  }
  /** Moves the app clock; the student signs in again (access tokens live 15 minutes). */
  async function advance(ms: number) {
    clock = new Date(clock.getTime() + ms);
    student = await signedInAgain(testApp, student, studentEmail);
  }
  const week = async (number: number) =>
    expectStatus(await student.call('GET', `/api/reports/weekly/week/${number}/`), 200);

  it('refuses a draft week, a long message and a week of someone else', async () => {
    const draft = await request();
    expect(draft.statusCode).toBe(409);
    expect(draft.json().detail).toBe(MESSAGES.signoff.notSubmitted);
    const long = await request(weeklyId, { message: 'x'.repeat(LIMITS.SIGNOFF_MESSAGE_MAX + 1) });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors.message).toEqual([MESSAGES.signoff.messageTooLong]);
    const other = await signedInStudent(testApp);
    const foreign = await other.call('POST', `/api/reports/weekly/${weeklyId}/request_signoff/`);
    expect(foreign.statusCode).toBe(404);
    expect(await testApp.db.select().from(signoffRequests)).toEqual([]);
  });

  it('mails the supervisor a link, shows the week as printed, and approval locks it', async () => {
    expectStatus(await student.call('PATCH', '/api/reports/weekly/week/2/submit/'), 200);
    const answer = expectStatus(await request(), 202);
    expect(answer.message).toBe(MESSAGES.signoff.sent(SUPERVISOR));
    await testApp.app.mail.flush();
    const mail = smtp.mailsTo(SUPERVISOR).at(-1)!;
    expect(mail.subject).toBe(
      "Please sign Asha Mushi's log book, week 2 / Tafadhali saini log book ya Asha Mushi, wiki 2",
    );
    expect(mail.text).toContain('Please sign week 2.');
    expect(mail.text).toMatch(/https:\/\/logbook\.example\.tz\/signoff\/[A-Za-z0-9_-]{43}\n/);
    expect(mail.text).toContain('https://logbook.example.tz/api/reminders/unsubscribe/?token=');
    const token = signoffTokenIn(mail);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect((await week(2)).signoff).toMatchObject({ state: 'sent', approved_by: null });

    // Only a hash is stored; the delivered mail's body is erased from the outbox.
    const dump = await testApp.db.execute(
      sql`select (select coalesce(json_agg(s), '[]') from signoff_requests s)::text as requests,
        (select coalesce(json_agg(m), '[]') from mail_outbox m)::text as mails`,
    );
    const text = JSON.stringify(dump);
    expect(text).not.toContain(token);
    const [row] = await testApp.db.select().from(signoffRequests);
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.expiresAt.getTime() - clock.getTime()).toBe(14 * DAY_MS);

    const shown = expectStatus(await page(token), 200);
    expect(shown).toMatchObject({
      student_name: 'Asha Mushi',
      week_number: 2,
      start_date: '2026-03-09',
      end_date: '2026-03-13',
      total_hours: 38,
      main_job_title: 'Sequence of creating an audio amplifier circuit',
      message: 'Please sign week 2.',
      supervisor_position: 'Site Engineer',
    });
    expect(shown.days.map((day: { label: string }) => day.label)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
    ]);
    expect(shown.operations).toHaveLength(3);

    await advance(3_600_000);
    const decided = expectStatus(
      await decide(token, { decision: 'approve', signer_name: 'Eng. Juma Mwita' }),
      200,
    );
    expect(decided).toMatchObject({ status: 'APPROVED', message: MESSAGES.signoff.approved });
    const approved = await week(2);
    expect(approved.status).toBe('APPROVED');
    expect(approved.signoff).toMatchObject({
      state: 'approved',
      approved_by: 'Eng. Juma Mwita',
      approved_position: 'Site Engineer',
      approved_at: clock.toISOString(),
    });
    const [stored] = await testApp.db
      .select()
      .from(weeklyReports)
      .where(eq(weeklyReports.id, weeklyId));
    expect(stored!.approvedIp).toBe('196.41.50.7');

    // Locked: every edit, AI enhancement and reset answers 409.
    const locked = [
      await student.call('PUT', '/api/reports/weekly/week/2/', { summary: 'changed' }),
      await student.call('POST', '/api/reports/weekly/week/2/enhance_with_ai/', {}),
      await student.call('POST', `/api/reports/weekly/${weeklyId}/reset_to_original/`, {}),
      await student.call('POST', '/api/reports/daily/', {
        date: dayOf(2, 0),
        hours_spent: 8,
        description: 'another',
      }),
    ];
    expect(locked.map((response) => response.statusCode)).toEqual([409, 409, 409, 409]);
    // Asking again for an approved week is refused.
    expect((await request()).statusCode).toBe(409);

    // The exports print the approval just above the signature box (who, then when), leaving the
    // box empty for a hand signature and stamp; the verification page shows the whole line.
    const printed = 'Approved electronically by Eng. Juma Mwita, Site Engineer on 18-03-2026';
    const box =
      'Approved electronically by Eng. Juma Mwita, Site Engineer on 18-03-2026 11:00 EAT Signature Training Officer Date Verification code';
    const pdf = await student.call('GET', `/api/export/weekly/${weeklyId}/pdf/`);
    expect(pdf.statusCode).toBe(200);
    const words = await pdfWords(pdf.rawPayload);
    expect(words).toContain(box);
    const docx = await student.call('GET', `/api/export/weekly/${weeklyId}/docx/`);
    const docxWords = (await docxContent(docx.rawPayload)).words;
    expect(docxWords).toContain('Approved electronically by Eng. Juma Mwita, Site Engineer');
    expect(docxWords).toMatch(/Site Engineer\s+on 18-03-2026 11:00 EAT/);
    const verify = await testApp.app.inject({
      method: 'GET',
      url: `/verify/${printedCode(words)}`,
    });
    expect(verify.statusCode).toBe(200);
    expect(verify.body.replace(/<[^>]+>/g, '')).toContain(printed);

    // The link was used: 410 saying the week is approved, and nothing changes.
    const before = await logbookSnapshot(testApp.db);
    const used = await decide(token, { decision: 'return', signer_name: 'X', comment: 'no' });
    expect(used.statusCode).toBe(410);
    // It names the week and whose log book it was, so the supervisor knows which mail it was.
    expect(used.json()).toEqual({
      code: 'link_used',
      detail: MESSAGES.signoff.linkApproved,
      week_number: 2,
      student_name: 'Asha Mushi',
    });
    expect((await page(token)).json()).toEqual(used.json());
    expect(await logbookSnapshot(testApp.db)).toEqual(before);
  });

  describe('week 1', () => {
    let week1: number;

    beforeAll(async () => {
      for (const day of [0, 1, 2] as const) {
        await logDay(student, dayOf(1, day), 8, `Week one, day ${day + 1}: serviced pumps.`);
      }
      week1 = expectStatus(
        await student.call('POST', '/api/reports/weekly/', { week_number: 1 }),
        201,
      ).id;
      expectStatus(await student.call('PATCH', '/api/reports/weekly/week/1/submit/'), 200);
    });

    it('a return needs a comment; it makes the week a draft and mails the student', async () => {
      const token = await sendAndReceive(week1);
      const noComment = await decide(token, { decision: 'return', signer_name: 'Eng. Mwita' });
      expect(noComment.statusCode).toBe(400);
      expect(noComment.json().errors.comment).toEqual([MESSAGES.signoff.commentRequired]);
      const noName = await decide(token, { decision: 'approve', signer_name: '  ' });
      expect(noName.statusCode).toBe(400);
      expect((await week(1)).status).toBe('SUBMITTED');

      const returned = await decide(token, {
        decision: 'return',
        signer_name: 'Eng. Mwita',
        comment: 'Thursday and Friday are missing.',
      });
      expect(expectStatus(returned, 200)).toMatchObject({ status: 'DRAFT' });
      const draft = await week(1);
      expect(draft.status).toBe('DRAFT');
      expect(draft.signoff).toMatchObject({
        state: 'returned',
        returned_by: 'Eng. Mwita',
        return_comment: 'Thursday and Friday are missing.',
        sent_at: null,
      });
      expect(
        draft.daily_reports.every((daily: { is_editable: boolean }) => daily.is_editable),
      ).toBe(true);
      await testApp.app.mail.flush();
      const mail = smtp.mailsTo(studentEmail).at(-1)!;
      expect(mail.subject).toBe('Your supervisor returned week 1 of your log book');
      expect(mail.text).toContain('Thursday and Friday are missing.');
      expect(mail.text).toContain('https://logbook.example.tz/weekly-report/1');
      expect(mail.text).toContain('/api/reminders/unsubscribe/?token=');

      // The student edits, submits and sends again.
      await logDay(student, dayOf(1, 3), 8, 'Week one, day 4: pump alignment.');
      expectStatus(await student.call('PATCH', '/api/reports/weekly/week/1/submit/'), 200);
      expect((await week(1)).signoff.state).toBe('submitted');
      await sendAndReceive(week1);
    });

    it('refuses revoked, expired and made-up links and changes nothing', async () => {
      await advance(DAY_MS);
      const first = await sendAndReceive(week1);
      await advance(SIGNOFF_REPEAT_WINDOW_MS);
      const second = await sendAndReceive(week1);
      const before = await logbookSnapshot(testApp.db);
      const revoked = await decide(first, { decision: 'approve', signer_name: 'Eng. Mwita' });
      expect(revoked.statusCode).toBe(410);
      expect(revoked.json()).toEqual({
        code: 'link_replaced',
        detail: MESSAGES.signoff.linkReplaced,
        week_number: 1,
        student_name: 'Asha Mushi',
      });
      // A made-up token learns nothing: no week, no name (no oracle).
      const madeUp = await page('A'.repeat(43));
      expect(madeUp.statusCode).toBe(404);
      expect(madeUp.json()).toEqual({ code: 'not_found', detail: MESSAGES.signoff.linkGone });
      expect(
        (await decide('nope', { decision: 'approve', signer_name: 'Eng. Mwita' })).statusCode,
      ).toBe(404);

      const saved = clock;
      clock = new Date(clock.getTime() + 14 * DAY_MS + 1000);
      try {
        expect((await page(second)).statusCode).toBe(410);
        const expired = await decide(second, { decision: 'approve', signer_name: 'Eng. Mwita' });
        expect(expired.statusCode).toBe(410);
        expect(expired.json()).toEqual({
          code: 'link_expired',
          detail: MESSAGES.signoff.linkExpired,
          week_number: 1,
          student_name: 'Asha Mushi',
        });
      } finally {
        clock = saved;
      }
      expect(await logbookSnapshot(testApp.db)).toEqual(before);
      expect((await week(1)).status).toBe('SUBMITTED');
      // Still the live link until then.
      expect((await page(second)).statusCode).toBe(200);
    });

    it('of two simultaneous decisions on one link exactly one wins', async () => {
      // A new day: the daily limit of requests counts the last 24 hours.
      await advance(DAY_MS);
      const token = await sendAndReceive(week1);
      const answers = await Promise.all([
        decide(token, { decision: 'approve', signer_name: 'Eng. Mwita' }),
        decide(token, { decision: 'return', signer_name: 'Eng. Mwita', comment: 'Redo it.' }),
        decide(token, { decision: 'approve', signer_name: 'Eng. Mwita' }),
      ]);
      const codes = answers.map((answer) => answer.statusCode).sort();
      expect(codes).toEqual([200, 410, 410]);
      const winner = answers.find((answer) => answer.statusCode === 200)!.json();
      // The losers learn that the link was used (signoff-integrity.test.ts: what for).
      for (const lost of answers.filter((answer) => answer.statusCode === 410)) {
        expect(lost.json()).toMatchObject({
          code: 'link_used',
          week_number: 1,
          student_name: 'Asha Mushi',
        });
      }
      expect((await week(1)).status).toBe(winner.status);
      const settled = await testApp.db
        .select()
        .from(signoffRequests)
        .where(eq(signoffRequests.weeklyReportId, week1));
      expect(
        settled.filter((row) => row.status === 'approved' || row.status === 'returned'),
      ).toHaveLength(
        // The return of the first test, and this one.
        2,
      );
    });
  });

  let otherId = 0;
  it('sends at most 3 requests per week a day, counted atomically', async () => {
    const other = await signedInStudent(testApp);
    otherId = other.id;
    expectStatus(
      await other.call('PUT', '/api/auth/profile/', {
        first_name: 'Baraka',
        last_name: 'Ally',
        supervisor_email: 'boss@example.tz',
      }),
      200,
    );
    await logDay(other, dayOf(1, 0), 8, 'Induction and safety briefing at the plant.');
    const id = expectStatus(
      await other.call('POST', '/api/reports/weekly/', { week_number: 1 }),
      201,
    ).id;
    expectStatus(await other.call('PATCH', '/api/reports/weekly/week/1/submit/'), 200);
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, n) =>
        other.call('POST', `/api/reports/weekly/${id}/request_signoff/`, { message: `Try ${n}` }),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([202, 202, 202, 429, 429]);
    expect(answers.find((answer) => answer.statusCode === 429)!.json().detail).toBe(
      MESSAGES.signoff.tooManyRequests,
    );
    const links = await testApp.db
      .select()
      .from(signoffRequests)
      .where(eq(signoffRequests.weeklyReportId, id));
    expect(links.filter((link) => link.status === 'pending')).toHaveLength(1);
    expect(links).toHaveLength(3);
  });

  it("staff see each student's weeks by sign-off state and the weeks waiting over 7 days", async () => {
    const staff = await createUser(testApp.db, { isStaff: true });
    await advance(8 * DAY_MS);
    const { access } = await login(testApp.app, staff.email, staff.password);
    const asStaff = callWith(testApp.app, access);
    const waiting = expectStatus(
      await asStaff('GET', '/api/admin-dashboard/api/users/?signoff=waiting'),
      200,
    );
    expect(waiting.users.map((user: { id: number }) => user.id)).toEqual([otherId]);
    expect(waiting.users[0].week_states).toEqual({
      draft: 0,
      submitted: 0,
      sent: 1,
      approved: 0,
      returned: 0,
    });
    const all = expectStatus(await asStaff('GET', '/api/admin-dashboard/api/users/'), 200);
    const asha = all.users.find((user: { id: number }) => user.id === student.id);
    expect(asha.week_states.approved + asha.week_states.returned).toBe(2);
    expect(asha.week_states.approved).toBeGreaterThanOrEqual(1);
    const detail = expectStatus(
      await asStaff('GET', `/api/admin-dashboard/api/users/${student.id}/`),
      200,
    );
    expect(detail.weeks.map((week: { week_number: number }) => week.week_number)).toEqual([1, 2]);
    expect(detail.weeks[1]).toMatchObject({
      state: 'approved',
      approved_by: 'Eng. Juma Mwita',
    });
    // A student sees no staff list.
    expect((await student.call('GET', '/api/admin-dashboard/api/users/')).statusCode).toBe(403);
  });
});
