import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signoffRequests } from '../src/db/schema';
import type { TTestApp } from './helpers/build-test-app';
import { NOW, signedInStudent, type TStudentClient } from './helpers/logbook';
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

// The day's count was once taken in a counter of the week id alone, before the week was known to
// be the caller's, and given back only after the 404. Week ids are sequential: a stranger's burst
// on another student's week held its owner's count over the limit meanwhile, and the owner's first
// send of the day was refused 429. Now the links sent are counted under the week's lock.
describe("sign-off: strangers' requests and the owner's daily limit", () => {
  let smtp: TSmtpServer;
  let testApp: TTestApp;

  beforeAll(async () => {
    ({ smtp, testApp } = await startMailingApp(() => NOW));
  });
  afterAll(async () => {
    await testApp?.close();
    await smtp?.close();
  });

  // The race (TEST_DATABASE_URL: it failed 3 runs of 3); on PGlite the requests run in turn.
  it("never refuses the owner's first send because of a burst of strangers' 404s", async () => {
    const { student: owner, weeklyId } = await studentWithSubmittedWeek(testApp, SUPERVISOR);
    const stranger = await signedInStudent(testApp);
    const url = `/api/reports/weekly/${weeklyId}/request_signoff/`;
    const strangers = Array.from({ length: 40 }, () =>
      stranger.call('POST', url, { message: 'x' }),
    );
    const mine = owner.call('POST', url, { message: 'Please sign week 2.' });
    const [answers, own] = await Promise.all([Promise.all(strangers), mine]);
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(40).fill(404));
    expect(own.statusCode, own.body).toBe(202);
  });
});
