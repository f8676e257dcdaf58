// A supervisor e-mail that is not an address (spec 1 §3: the wizard's supervisor fields are not
// validated). Registration keeps what the student typed, lower-casing only a real address as the
// profile does, so the profile shows it for correction; request_signoff refuses it with the
// profile's own rule instead of reporting a mail sent to "joseph.mrema@gmail".
import { MESSAGES } from '@ptlog/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, signoffRequests } from '../src/db/schema';
import { register } from './helpers/accounts';
import type { TTestApp } from './helpers/build-test-app';
import { NOW } from './helpers/logbook';
import { startMailingApp, studentWithSubmittedWeek } from './helpers/signoff-app';
import type { TSmtpServer } from './helpers/smtp';

const SUPERVISOR = 'eng.mwita@tanroads.example.tz';
const NOT_ADDRESSES = ['joseph.mrema@gmail', 'Mr Mrema, +255 712'];

describe('a supervisor e-mail that is not an address', () => {
  let smtp: TSmtpServer;
  let testApp: TTestApp;
  // Friday of week 2 (the week can be sent from its last working day, ADR 21).
  const clock = new Date(NOW.getTime() + 2 * 24 * 3_600_000);

  beforeAll(async () => {
    ({ smtp, testApp } = await startMailingApp(() => clock));
  });
  afterAll(async () => {
    await testApp?.close();
    await smtp?.close();
  });

  const storedSupervisorEmail = async (access: string) =>
    (
      await testApp.app.inject({
        url: '/api/auth/profile/',
        headers: { authorization: `Bearer ${access}` },
      })
    ).json().supervisor_email;

  it('registration stores an address lower-cased, and anything else as typed', async () => {
    const real = await register(testApp.app, { supervisor_email: '  Joseph.Mrema@Example.TZ ' });
    expect(await storedSupervisorEmail(real.answer.access)).toBe('joseph.mrema@example.tz');
    for (const typed of NOT_ADDRESSES) {
      const { answer } = await register(testApp.app, { supervisor_email: ` ${typed} ` });
      expect(await storedSupervisorEmail(answer.access)).toBe(typed);
    }
  });

  it('request_signoff refuses it on the supervisor_email field: no link, no mail', async () => {
    const { student, weeklyId } = await studentWithSubmittedWeek(testApp, SUPERVISOR);
    for (const typed of NOT_ADDRESSES) {
      // As registration stored it: the profile's PUT would refuse it.
      await testApp.db
        .update(profiles)
        .set({ supervisorEmail: typed })
        .where(eq(profiles.userId, student.id));
      const sent = await student.call(
        'POST',
        `/api/reports/weekly/${weeklyId}/request_signoff/`,
        {},
      );
      expect(sent.statusCode, sent.body).toBe(400);
      expect(sent.json()).toMatchObject({
        detail: MESSAGES.signoff.supervisorEmailInvalid,
        errors: { supervisor_email: [MESSAGES.signoff.supervisorEmailInvalid] },
      });
      await testApp.app.mail.flush();
      expect(smtp.mailsTo(typed.toLowerCase())).toEqual([]);
    }
    expect(
      await testApp.db
        .select()
        .from(signoffRequests)
        .where(eq(signoffRequests.studentId, student.id)),
    ).toEqual([]);
    // Corrected in the profile, the week goes.
    await testApp.db
      .update(profiles)
      .set({ supervisorEmail: SUPERVISOR })
      .where(eq(profiles.userId, student.id));
    const sent = await student.call('POST', `/api/reports/weekly/${weeklyId}/request_signoff/`, {});
    expect(sent.statusCode, sent.body).toBe(202);
  });
});
