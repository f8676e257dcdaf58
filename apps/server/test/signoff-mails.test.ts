// The sign-off's mails (audit findings 5 and 11): the student hears of an approval in their
// language, with the comment, and a supervisor's reply to a sign-off mail reaches the student.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../src/db/schema';
import { callWith, login } from './helpers/accounts';
import type { TTestApp } from './helpers/build-test-app';
import { fillWeekTwo } from './helpers/export-files';
import { createUser, FACTORY_PASSWORD } from './helpers/factories';
import { dayOf, NOW, type TStudentClient } from './helpers/logbook';
import { expectStatus } from './helpers/logbook-requests';
import { startMailingApp } from './helpers/signoff-app';
import { signoffTokenIn, type TSmtpServer } from './helpers/smtp';

const WEEK_TWO = [0, 1, 2, 3, 4].map((day) => dayOf(2, day as 0 | 1 | 2 | 3 | 4));

describe('sign-off mails', () => {
  let smtp: TSmtpServer;
  let testApp: TTestApp;

  beforeAll(async () => {
    ({ smtp, testApp } = await startMailingApp(() => NOW));
  });

  afterAll(async () => {
    await testApp?.close();
    await smtp?.close();
  });

  /** A student whose submitted week 2 was sent to `supervisor`; answers the link's token. */
  async function sentWeek(
    firstName: string,
    language: 'en' | 'sw',
    supervisor: { email: string; name: string; position: string },
  ) {
    const user = await createUser(testApp.db, { firstName, lastName: 'Mushi', language });
    const { access } = await login(testApp.app, user.email, FACTORY_PASSWORD);
    const student: TStudentClient = {
      id: user.id,
      firstName,
      lastName: 'Mushi',
      call: callWith(testApp.app, access),
    };
    expectStatus(
      await student.call('PUT', '/api/auth/profile/', {
        first_name: firstName,
        last_name: 'Mushi',
        supervisor_email: supervisor.email,
        supervisor_name: supervisor.name,
        supervisor_position: supervisor.position,
      }),
      200,
    );
    const { weeklyId } = await fillWeekTwo(student, WEEK_TWO);
    expectStatus(await student.call('PATCH', '/api/reports/weekly/week/2/submit/'), 200);
    expectStatus(
      await student.call('POST', `/api/reports/weekly/${weeklyId}/request_signoff/`),
      202,
    );
    await testApp.app.mail.flush();
    const request = smtp.mailsTo(supervisor.email).at(-1)!;
    return { email: user.email, request, token: signoffTokenIn(request) };
  }

  const approve = (token: string, body: object) =>
    testApp.app.inject({
      method: 'POST',
      url: `/api/signoff/${token}/`,
      payload: { decision: 'approve', ...body },
    });

  it("replies to the supervisor's mail go to the student", async () => {
    const { email, request } = await sentWeek('Neema', 'en', {
      email: 'eng.kisanga@tanesco.example.tz',
      name: 'Eng. Kisanga',
      position: 'Site Engineer',
    });
    expect(request.headers['reply-to']).toBe(email);
    // Written in English whatever the student's language (docs/api/signoff.md, "Mails").
    expect(request.subject).toBe("Please sign Neema Mushi's log book, week 2");
  });

  it('mails the student the approval in Kiswahili, with who approved and the comment', async () => {
    const { email, token } = await sentWeek('Zawadi', 'sw', {
      email: 'eng.mwita@tanroads.example.tz',
      name: 'Eng. Mwita',
      position: 'Resident Engineer',
    });
    expectStatus(
      await approve(token, { signer_name: 'Eng. J. Mwita', comment: 'Kazi nzuri ya amplifier.' }),
      200,
    );
    // Queued in the approval's transaction: in the outbox before any delivery pass.
    const queued = await testApp.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(queued.map((row) => row.subject)).toEqual([
      'Msimamizi wako ameidhinisha wiki 2 ya log book yako',
    ]);
    await testApp.app.mail.flush();
    const mail = smtp.mailsTo(email).at(-1)!;
    expect(mail.subject).toBe('Msimamizi wako ameidhinisha wiki 2 ya log book yako');
    expect(mail.text).toContain('Habari Zawadi,');
    expect(mail.text).toContain(
      'Eng. J. Mwita (Resident Engineer) ameidhinisha wiki 2 (09-03-2026 hadi 13-03-2026)',
    );
    expect(mail.text).toContain('Maoni ya msimamizi wako:\nKazi nzuri ya amplifier.');
    expect(mail.text).toContain('https://logbook.example.tz/weekly-report/2');
  });

  it('mails an English approval without a comment section when there is none', async () => {
    const { email, token } = await sentWeek('Baraka', 'en', {
      email: 'eng.lyimo@twiga.example.tz',
      name: 'Eng. Lyimo',
      position: '',
    });
    expectStatus(await approve(token, { signer_name: 'Eng. Lyimo' }), 200);
    await testApp.app.mail.flush();
    const mail = smtp.mailsTo(email).at(-1)!;
    expect(mail.subject).toBe('Your supervisor approved week 2 of your log book');
    expect(mail.text).toContain(
      'Eng. Lyimo approved week 2 (09-03-2026 to 13-03-2026) of your log book.',
    );
    expect(mail.text).not.toContain('comment');
    // A second decision on the used link is refused and mails nothing more.
    const again = await approve(token, { signer_name: 'Eng. Lyimo' });
    expect(again.statusCode).toBe(410);
    await testApp.app.mail.flush();
    expect(smtp.mailsTo(email).filter((sent) => sent.subject.includes('approved'))).toHaveLength(1);
  });
});
