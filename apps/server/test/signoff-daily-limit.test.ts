// Three sends a day per week, and a repeat of the pending link within 2 minutes is not one of
// them (docs/api/signoff.md). A double tap on 'Send' (two identical sends at once) was counted
// twice (security audit, sign-off): both were counted before the second one, under the week's
// lock, turned out to repeat the first, so the student had one send left instead of two, and a
// double tap on the day's last send answered 429 to the tap that repeated it.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signoffRequests } from '../src/db/schema';
import type { TTestApp } from './helpers/build-test-app';
import { NOW, type TStudentClient } from './helpers/logbook';
import { expectStatus } from './helpers/logbook-requests';
import { signedInAgain, startMailingApp, studentWithSubmittedWeek } from './helpers/signoff-app';
import type { TSmtpServer } from './helpers/smtp';

const SUPERVISOR = 'eng.mwita@tanroads.example.tz';
const DAY_MS = 24 * 3_600_000;

describe("sign-off: a double tap and the week's daily limit", () => {
  let smtp: TSmtpServer;
  let testApp: TTestApp;
  let clock = NOW;
  let student: TStudentClient;
  let studentEmail: string;
  let weeklyId: number;

  const send = (message: string) =>
    student.call('POST', `/api/reports/weekly/${weeklyId}/request_signoff/`, { message });
  const links = () =>
    testApp.db.select().from(signoffRequests).where(eq(signoffRequests.weeklyReportId, weeklyId));
  async function mailCount() {
    await testApp.app.mail.flush();
    return smtp.mailsTo(SUPERVISOR).length;
  }

  beforeAll(async () => {
    ({ smtp, testApp } = await startMailingApp(() => clock));
    ({
      student,
      email: studentEmail,
      weeklyId,
    } = await studentWithSubmittedWeek(testApp, SUPERVISOR));
  });
  afterAll(async () => {
    await testApp?.close();
    await smtp?.close();
  });

  it('counts a double tap once: two more sends are allowed that day, a fourth is not', async () => {
    const taps = await Promise.all([send('Please sign.'), send('Please sign.')]);
    for (const tap of taps) expectStatus(tap, 202);
    expect(await links()).toHaveLength(1);
    expect(await mailCount()).toBe(1);
    expectStatus(await send('One more thing.'), 202);
    expectStatus(await send('And another.'), 202);
    const fourth = expectStatus(await send('And a last one.'), 429);
    expect(fourth.code).toBe('rate_limited');
    expect(await mailCount()).toBe(3);
  });

  it("answers both taps of a double tap on the day's last send", async () => {
    clock = new Date(clock.getTime() + DAY_MS);
    student = await signedInAgain(testApp, student, studentEmail);
    expectStatus(await send('Monday: please sign.'), 202);
    expectStatus(await send('Tuesday: please sign.'), 202);
    const before = await mailCount();
    const taps = await Promise.all([send('Last try today.'), send('Last try today.')]);
    for (const tap of taps) expectStatus(tap, 202);
    expect(await mailCount()).toBe(before + 1);
    expectStatus(await send('One too many.'), 429);
  });
});
