// The supervisor audit (2026-12-02): a student's own browser cannot decide their week; a corrected
// supervisor is not held up by the links sent to the old address; and the mail, the page and the
// printed week name the same student and the same supervisor.

import { MESSAGES } from '@ptlog/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { weeklyReports } from '../src/db/schema';
import type { TTestApp } from './helpers/build-test-app';
import { NOW, type TStudentClient } from './helpers/logbook';
import { expectStatus } from './helpers/logbook-requests';
import { startMailingApp, studentWithSubmittedWeek } from './helpers/signoff-app';
import { signoffTokenIn, type TSmtpServer } from './helpers/smtp';

const FIRST = 'eng.mwita@tanroads.example.tz';
const SECOND = 'neema.kweka@tanroads.example.tz';
const NAMES = { first_name: 'Asha', last_name: 'Mushi' };

describe('sign-off: the student, a corrected supervisor, and what each side reads', () => {
  let smtp: TSmtpServer;
  let testApp: TTestApp;
  let student: TStudentClient;
  let weeklyId: number;

  const send = (message: string) =>
    student.call('POST', `/api/reports/weekly/${weeklyId}/request_signoff/`, { message });
  const anonymous = (method: 'GET' | 'POST', token: string, payload?: object) =>
    testApp.app.inject({ method, url: `/api/signoff/${token}/`, payload });
  async function lastLinkTo(address: string) {
    await testApp.app.mail.flush();
    return signoffTokenIn(smtp.mailsTo(address).at(-1));
  }
  const weekRow = async () =>
    (await testApp.db.select().from(weeklyReports).where(eq(weeklyReports.id, weeklyId)))[0]!;

  beforeAll(async () => {
    ({ smtp, testApp } = await startMailingApp(() => NOW));
    ({ student, weeklyId } = await studentWithSubmittedWeek(testApp, FIRST));
    expectStatus(
      await student.call('PUT', '/api/auth/profile/', {
        ...NAMES,
        supervisor_name: 'Eng. Mwita',
        supervisor_email: FIRST,
      }),
      200,
    );
  });
  afterAll(async () => {
    await testApp?.close();
    await smtp?.close();
  });

  it("refuses a decision from the student's own signed-in browser, and says so on the page", async () => {
    expectStatus(await send('Please sign.'), 202);
    const token = await lastLinkTo(FIRST);
    expect(expectStatus(await anonymous('GET', token), 200).signed_in_as_student).toBe(false);
    expect(
      expectStatus(await student.call('GET', `/api/signoff/${token}/`), 200).signed_in_as_student,
    ).toBe(true);
    const refused = expectStatus(
      await student.call('POST', `/api/signoff/${token}/`, {
        decision: 'approve',
        signer_name: 'Eng. Mwita',
      }),
      403,
    );
    expect(refused).toMatchObject({ code: 'own_week', detail: MESSAGES.signoff.ownWeek });
    expect((await weekRow()).status).toBe('SUBMITTED');
    // The supervisor's own browser still decides with the same link.
    expect(expectStatus(await anonymous('GET', token), 200).week_number).toBe(2);
  });

  it('counts the daily limit per address: the corrected supervisor is sent the week at once', async () => {
    expectStatus(await send('Again, please.'), 202);
    expectStatus(await send('A third time.'), 202);
    expectStatus(await send('A fourth time.'), 429);
    expectStatus(
      await student.call('PUT', '/api/auth/profile/', {
        ...NAMES,
        supervisor_name: 'Eng. Neema Kweka',
        supervisor_email: SECOND,
      }),
      200,
    );
    expectStatus(await send('My supervisor changed.'), 202);
    expect(smtp.mailsTo(SECOND)).toHaveLength(0);
    await lastLinkTo(SECOND);
    expect(smtp.mailsTo(SECOND)).toHaveLength(1);
  });

  it('names the student as handed in, and the supervisor it was sent to, in mail, page and print', async () => {
    expectStatus(
      await student.call('PUT', '/api/auth/profile/', {
        first_name: 'Zawadi',
        last_name: 'Mushi',
        student_id: '9999-99-99999',
      }),
      200,
    );
    expectStatus(await send('Sent once more.'), 202);
    const token = await lastLinkTo(SECOND);
    const mail = smtp.mailsTo(SECOND).at(-1)!;
    expect(mail.subject).toContain("Please sign Asha Mushi's log book, week 2");
    expect(mail.text).toContain('Hello Eng. Neema Kweka,\n\nAsha Mushi');
    expect(mail.text).not.toContain('Zawadi');
    expect(mail.text).not.toContain('9999-99-99999');
    const page = expectStatus(await anonymous('GET', token), 200);
    expect(page.student_name).toBe('Asha Mushi');
    expect(page.supervisor_name).toBe('Eng. Neema Kweka');
    // The printed block names the supervisor asked to sign; the rest stays as handed in.
    expect((await weekRow()).studentSnapshot).toMatchObject({
      fullName: 'Asha Mushi',
      supervisor: 'Eng. Neema Kweka',
    });
  });

  it("opens the supervisor's unsubscribe page in the browser's language, without the students' Settings", async () => {
    const text = smtp.mailsTo(SECOND).at(-1)!.text;
    const url = /https:\/\/logbook\.example\.tz(\/api\/reminders\/unsubscribe\/\?token=\S+)/.exec(
      text,
    )?.[1];
    const open = (acceptLanguage?: string) =>
      testApp.app.inject({
        method: 'GET',
        url: url!,
        headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
      });
    const swahili = await open('sw-TZ,sw;q=0.9,en;q=0.5');
    expect(swahili.body).toContain('<html lang="sw">');
    expect(swahili.body).toContain('Unaweza kuziwasha tena kwenye ukurasa unaofuata.');
    expect(swahili.body).not.toContain('Mipangilio');
    const english = await open();
    expect(english.body).toContain('<html lang="en">');
    expect(english.body).toContain('You can turn them back on from the page that follows.');
    expect(english.body).not.toContain('Settings');
  });
});
