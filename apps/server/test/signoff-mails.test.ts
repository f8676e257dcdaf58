// The sign-off's mails (audit findings 5 and 11): the student hears of an approval in their
// language, with the comment, and a supervisor's reply to a sign-off mail reaches the student.
// The supervisor's mail says who asks and why (audit A2 finding 11), in English and Kiswahili.
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
    extra: { profile?: Record<string, string>; message?: string } = {},
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
        ...extra.profile,
      }),
      200,
    );
    const { weeklyId } = await fillWeekTwo(student, WEEK_TWO);
    expectStatus(await student.call('PATCH', '/api/reports/weekly/week/2/submit/'), 200);
    expectStatus(
      await student.call(
        'POST',
        `/api/reports/weekly/${weeklyId}/request_signoff/`,
        extra.message ? { message: extra.message } : undefined,
      ),
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

  it("gives the student's address, but no Reply-To: a quoted reply would carry the link (audit)", async () => {
    const { email, request } = await sentWeek('Neema', 'en', {
      email: 'eng.kisanga@tanesco.example.tz',
      name: 'Eng. Kisanga',
      position: 'Site Engineer',
    });
    expect(request.headers['reply-to']).toBeUndefined();
    expect(request.text).toContain(`To write to Neema Mushi: ${email}. Please do not forward`);
    expect(request.text).toContain(`Kumwandikia Neema Mushi: ${email}. Tafadhali usiisambaze`);
    // English, then Kiswahili, whatever the student's language (docs/api/signoff.md, "Mails").
    expect(request.subject).toBe(
      "Please sign Neema Mushi's log book, week 2 / Tafadhali saini log book ya Neema Mushi, wiki 2",
    );
  });

  it('tells the supervisor who asks and why, in English and Kiswahili (audit A2 finding 11)', async () => {
    const { email, request } = await sentWeek(
      'Baraka',
      'sw',
      { email: 'halima.said@tanesco.example.tz', name: 'Eng. Halima Said', position: '' },
      {
        profile: {
          student_id: '2022-04-11223',
          program: 'ELECTRICAL',
          company_name: 'TANESCO Ubungo',
          company_region: 'Dar es Salaam',
        },
        message: 'Week 2 is ready for your signature. Asante!',
      },
    );
    expect(request.subject).toBe(
      "Please sign Baraka Mushi's log book, week 2 / Tafadhali saini log book ya Baraka Mushi, wiki 2",
    );
    const link = `https://logbook.example.tz/signoff/${signoffTokenIn(request)}`;
    const [body, footer] = request.text.split('\n--\n');
    expect(body).toBe(
      [
        'Hello Eng. Halima Said,',
        '',
        'Baraka Mushi (Reg. No 2022-04-11223, Electrical Engineering, College of Engineering and Technology (CoET), University of Dar es Salaam) is on industrial practical training at TANESCO Ubungo, Dar es Salaam, and asks you to sign week 2 (09-03-2026 to 13-03-2026) of their log book.',
        '',
        "PT Logbook is the log book of the student's industrial practical training, which their university marks. You get this mail because Baraka Mushi named you as their supervisor.",
        '',
        'Message from Baraka Mushi:',
        'Week 2 is ready for your signature. Asante!',
        '',
        'Open this link to read the week and approve it, or return it with a comment:',
        '',
        link,
        '',
        'You can open it as often as you like until you approve or return the week, until 01-04-2026 10:00 EAT. No account is needed.',
        '',
        `To write to Baraka Mushi: ${email}. Please do not forward this mail or reply with it quoted: anyone with the link can approve the week.`,
        '',
        'Kwa Kiswahili:',
        '',
        'Habari Eng. Halima Said,',
        '',
        'Baraka Mushi (Namba ya Usajili 2022-04-11223, Electrical Engineering, College of Engineering and Technology (CoET), University of Dar es Salaam) anafanya mafunzo kwa vitendo viwandani katika TANESCO Ubungo, Dar es Salaam, na anakuomba usaini wiki 2 (09-03-2026 hadi 13-03-2026) ya log book yake.',
        '',
        'PT Logbook ni log book ya mafunzo kwa vitendo viwandani ya mwanafunzi, ambayo chuo kikuu chake huitumia kumpa alama. Umepokea barua pepe hii kwa sababu Baraka Mushi amekutaja kuwa msimamizi wake.',
        '',
        'Fungua kiungo hiki ili kusoma wiki hii na kuiidhinisha, au kuirudisha pamoja na maoni (ujumbe wa Baraka Mushi uko hapo juu):',
        '',
        link,
        '',
        'Unaweza kukifungua mara nyingi upendavyo hadi utakapoidhinisha au kurudisha wiki, mpaka 01-04-2026 10:00 EAT. Huhitaji akaunti.',
        '',
        `Kumwandikia Baraka Mushi: ${email}. Tafadhali usiisambaze barua pepe hii wala kuijibu ikiwa imenukuliwa: yeyote mwenye kiungo hiki anaweza kuiidhinisha wiki.`,
        '',
      ].join('\n'),
    );
    // The footer too is in both languages, English first (mail audit 2).
    expect(footer).toMatch(
      /^To stop PT Logbook reminder e-mails, open this link:\nKuacha kupokea barua pepe za vikumbusho vya PT Logbook, fungua kiungo hiki:\nhttps:\/\/logbook\.example\.tz\/api\/reminders\/unsubscribe\/\?token=\S+\n?$/,
    );
    expect(request.text).not.toMatch(/works once/i);
  });

  it("names only what the student's profile says: no program, no college or university", async () => {
    const { request } = await sentWeek(
      'Asha',
      'en',
      { email: 'eng.temba@twiga.example.tz', name: '', position: '' },
      { profile: { company_name: 'Twiga Cement' } },
    );
    expect(request.text).toContain(
      'Hello Supervisor,\n\nAsha Mushi is on industrial practical training at Twiga Cement, and asks you to sign week 2 (09-03-2026 to 13-03-2026) of their log book.',
    );
    expect(request.text).toContain(
      'Habari Msimamizi,\n\nAsha Mushi anafanya mafunzo kwa vitendo viwandani katika Twiga Cement, na anakuomba usaini wiki 2',
    );
    expect(request.text).not.toContain('University of Dar es Salaam');
    expect(request.text).not.toContain('ujumbe wa');
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
