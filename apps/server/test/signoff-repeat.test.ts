// A send repeated after a lost answer (a phone's connection cut after the server mailed the link)
// must not mail a second link that kills the first; 'send again' after the window still replaces it.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signoffRequests } from '../src/db/schema';
import { SIGNOFF_REPEAT_WINDOW_MS } from '../src/features/signoff/signoff.service';
import type { TTestApp } from './helpers/build-test-app';
import { fillWeekTwo } from './helpers/export-files';
import { dayOf, NOW, signedInStudent, type TStudentClient } from './helpers/logbook';
import { expectStatus } from './helpers/logbook-requests';
import { signedInAgain, startMailingApp } from './helpers/signoff-app';
import { signoffTokenIn, type TSmtpServer } from './helpers/smtp';

const SUPERVISOR = 'eng.mwita@tanroads.example.tz';
const OTHER_SUPERVISOR = 'neema.kileo@newsite.example.tz';

describe('sign-off: a repeated send', () => {
  let smtp: TSmtpServer;
  let testApp: TTestApp;
  let clock = NOW;
  let student: TStudentClient;
  let studentEmail: string;
  let weeklyId: number;

  const profile = (supervisorEmail: string) =>
    student.call('PUT', '/api/auth/profile/', {
      first_name: 'Asha',
      last_name: 'Mushi',
      supervisor_name: 'Eng. Mwita',
      supervisor_email: supervisorEmail,
    });
  const send = (message = 'Please sign week 2.') =>
    student.call('POST', `/api/reports/weekly/${weeklyId}/request_signoff/`, { message });
  const page = (token: string) =>
    testApp.app.inject({ method: 'GET', url: `/api/signoff/${token}/` });
  async function mailsTo(address: string) {
    await testApp.app.mail.flush();
    return smtp.mailsTo(address);
  }
  const links = () =>
    testApp.db.select().from(signoffRequests).where(eq(signoffRequests.weeklyReportId, weeklyId));
  async function advance(ms: number) {
    clock = new Date(clock.getTime() + ms);
    student = await signedInAgain(testApp, student, studentEmail);
  }

  beforeAll(async () => {
    ({ smtp, testApp } = await startMailingApp(() => clock));
    student = await signedInStudent(testApp, { firstName: 'Asha', lastName: 'Mushi' });
    studentEmail = expectStatus(await student.call('GET', '/api/auth/profile/'), 200).user_details
      .email;
    expectStatus(await profile(SUPERVISOR), 200);
    ({ weeklyId } = await fillWeekTwo(
      student,
      [0, 1, 2, 3, 4].map((day) => dayOf(2, day as 0 | 1 | 2 | 3 | 4)),
    ));
    expectStatus(await student.call('PATCH', '/api/reports/weekly/week/2/submit/'), 200);
  });

  afterAll(async () => {
    await testApp?.close();
    await smtp?.close();
  });

  it('within 2 minutes answers the pending link: no second mail, the first link works', async () => {
    const first = expectStatus(await send(), 202);
    const mails = await mailsTo(SUPERVISOR);
    expect(mails).toHaveLength(1);
    const token = signoffTokenIn(mails[0]);

    await advance(SIGNOFF_REPEAT_WINDOW_MS - 1000);
    // The phone never heard the first answer and sends again, twice at once.
    const repeats = await Promise.all([send(), send()]);
    for (const repeat of repeats) expect(expectStatus(repeat, 202)).toEqual(first);

    expect(await mailsTo(SUPERVISOR)).toHaveLength(1);
    expect((await links()).map((link) => link.status)).toEqual(['pending']);
    expect((await page(token)).statusCode).toBe(200);
  });

  it('after the window, send again mails a new link that replaces the first', async () => {
    const token = signoffTokenIn((await mailsTo(SUPERVISOR)).at(-1));
    await advance(SIGNOFF_REPEAT_WINDOW_MS);
    const again = expectStatus(await send(), 202);
    const mails = await mailsTo(SUPERVISOR);
    expect(mails).toHaveLength(2);
    expect(again.expires_at).not.toBe(undefined);
    expect((await page(token)).json().code).toBe('link_replaced');
    expect((await page(signoffTokenIn(mails[1]))).statusCode).toBe(200);
  });

  it('a new message or a new supervisor within the window is a new send, not a repeat', async () => {
    // A new day: at most 3 sends of a week a day.
    await advance(24 * 3_600_000);
    expectStatus(await send(), 202);
    expectStatus(await send('Sorry, one more thing: Friday was a site visit.'), 202);
    expect(await mailsTo(SUPERVISOR)).toHaveLength(4);

    expectStatus(await profile(OTHER_SUPERVISOR), 200);
    expectStatus(await send('Sorry, one more thing: Friday was a site visit.'), 202);
    expect(await mailsTo(OTHER_SUPERVISOR)).toHaveLength(1);
    expect((await links()).filter((link) => link.status === 'pending')).toHaveLength(1);
  });
});
