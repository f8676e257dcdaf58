// Reminder e-mails on the database-locked scheduler (issue 17), run at a fake clock.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { mailOutbox } from '../src/db/schema';
import { remindStudentsBehind } from '../src/features/reminders/reminders.service';
import { callWith, login } from './helpers/accounts';
import type { TTestApp } from './helpers/build-test-app';
import { createUser, FACTORY_PASSWORD } from './helpers/factories';
import { dayOf, NOW } from './helpers/logbook';
import { expectStatus, logDay } from './helpers/logbook-requests';
import { startMailingApp } from './helpers/signoff-app';
import { signoffTokenIn, type TSmtpServer } from './helpers/smtp';

// The students' reminder at its default time, Thursday 16:00 East Africa Time: in week 3,
// Thursday 19 March 2026, 13:00 UTC. Monday to Thursday can be logged by then; Friday cannot.
const STUDENT_DUE = new Date('2026-03-19T13:00:00Z');
const NEXT_STUDENT_DUE = new Date('2026-03-26T13:00:00Z');
// Thursday of week 9, after the eight weeks of the placement.
const AFTER_PLACEMENT_DUE = new Date('2026-04-30T13:00:00Z');
// Monday 23 March 2026, 09:00 EAT.
const MONDAY_DUE = new Date('2026-03-23T06:00:00Z');
const SUPERVISOR = 'supervisor.reminders@example.tz';

describe('reminders', () => {
  let smtp: TSmtpServer;
  let testApp: TTestApp;
  let second: FastifyInstance;
  let clock = NOW;
  const emails: Record<string, string> = {};

  async function student(
    key: string,
    overrides: { isStaff?: boolean; emailVerified?: boolean; language?: 'en' | 'sw' } = {},
  ) {
    const user = await createUser(testApp.db, { firstName: key, ...overrides });
    emails[key] = user.email;
    const { access } = await login(testApp.app, user.email, FACTORY_PASSWORD);
    return { id: user.id, firstName: key, lastName: 'Test', call: callWith(testApp.app, access) };
  }

  beforeAll(async () => {
    ({ smtp, testApp } = await startMailingApp(() => clock));
    // A second instance on the same database: its own connections on PostgreSQL.
    const shared = testApp.app.database;
    second = buildApp(testApp.config, {
      now: () => clock,
      print: () => undefined,
      ...(shared.kind === 'postgres' ? {} : { database: { ...shared, close: async () => {} } }),
    });
    await second.ready();

    const behind = await student('Behind');
    await logDay(behind, dayOf(3, 0), 8, 'Monday of week three: conveyor belt inspection.');
    const complete = await student('Complete');
    for (const day of [0, 1, 2] as const) {
      await logDay(complete, dayOf(3, day), 8, `Week three, day ${day + 1}: panel wiring.`);
    }
    const noTuesday = await student('NoTuesday');
    for (const day of [0, 2] as const) {
      await logDay(noTuesday, dayOf(3, day), 8, `Week three, day ${day + 1}: cable pulling.`);
    }
    const swahili = await student('Swahili', { language: 'sw' });
    await logDay(swahili, dayOf(3, 1), 8, 'Week three, Tuesday: transformer oil test.');
    const optedOut = await student('OptedOut');
    expect(
      expectStatus(await optedOut.call('PUT', '/api/user/reminders/', { enabled: false }), 200),
    ).toEqual({ enabled: false });
    expect(expectStatus(await optedOut.call('GET', '/api/user/reminders/'), 200)).toEqual({
      enabled: false,
    });
    await student('Staff', { isStaff: true });
    await student('Unverified', { emailVerified: false });

    // A week sent to the supervisor on Wednesday 18 March, and one sent on Saturday the 21st.
    const sender = await student('Sender');
    await logDay(sender, dayOf(2, 0), 8, 'Week two: installed the cable trays.');
    await logDay(sender, dayOf(1, 0), 8, 'Week one: induction and safety briefing.');
    expectStatus(
      await sender.call('PUT', '/api/auth/profile/', {
        first_name: 'Sender',
        last_name: 'Test',
        supervisor_email: SUPERVISOR,
        supervisor_name: 'Eng. Kisanga',
        student_id: '2022-04-05678',
        program: 'CIVIL',
        company_name: 'TANROADS',
      }),
      200,
    );
    for (const week of [1, 2]) {
      expectStatus(await sender.call('POST', '/api/reports/weekly/', { week_number: week }), 201);
      expectStatus(await sender.call('PATCH', `/api/reports/weekly/week/${week}/submit/`), 200);
    }
    const weeks = expectStatus(await sender.call('GET', '/api/reports/weekly/'), 200).results;
    const idOf = (week: number) =>
      weeks.find((w: { week_number: number }) => w.week_number === week).id;
    expectStatus(await sender.call('POST', `/api/reports/weekly/${idOf(2)}/request_signoff/`), 202);
    clock = new Date('2026-03-21T09:00:00Z');
    const { access } = await login(testApp.app, emails.Sender!, FACTORY_PASSWORD);
    expectStatus(
      await callWith(testApp.app, access)(
        'POST',
        `/api/reports/weekly/${idOf(1)}/request_signoff/`,
      ),
      202,
    );
    await flushBoth();
  });

  afterAll(async () => {
    await second?.close();
    await testApp?.close();
    await smtp?.close();
  });

  /** Both instances deliver mail; wait for both workers' passes. */
  const flushBoth = async () => {
    await Promise.all([testApp.app.mail.flush(), second.mail.flush()]);
    await Promise.all([testApp.app.mail.flush(), second.mail.flush()]);
  };
  /**
   * The mails `to` received, a re-delivery counted once: the outbox is at least once and a retry
   * keeps its Message-ID (docs/security.md). The fake clock here jumps days at once, so a mail one
   * instance is still sending can look abandoned to the other, which then sends it again.
   */
  const deliveredTo = (to: string) => [
    ...new Map(smtp.mailsTo(to).map((mail) => [mail.messageId, mail])).values(),
  ];
  /** The students' reminders `key` received (they link to the daily report screen). */
  const mailsTo = (key: string) =>
    deliveredTo(emails[key]!).filter((mail) => mail.text.includes('/daily-report'));
  const unsubscribePath = (text: string) =>
    /https:\/\/logbook\.example\.tz(\/api\/reminders\/unsubscribe\/\?token=\S+)/.exec(text)![1]!;

  async function signIn(key: string) {
    const { access } = await login(testApp.app, emails[key]!, FACTORY_PASSWORD);
    return { id: 0, firstName: key, lastName: 'Test', call: callWith(testApp.app, access) };
  }

  it('runs nothing before the due time', async () => {
    clock = new Date(STUDENT_DUE.getTime() - 60_000);
    expect(await testApp.app.reminders.runDue()).toEqual([]);
    // Thursday afternoon: Complete and NoTuesday log today. Friday cannot be logged yet.
    const complete = await signIn('Complete');
    await logDay(complete, dayOf(3, 3), 8, 'Week three, day 4: panel wiring.');
    const noTuesday = await signIn('NoTuesday');
    await logDay(noTuesday, dayOf(3, 3), 8, 'Week three, day 4: cable pulling.');
  });

  it('Thursday: one e-mail per student missing a day so far, naming it; run once by two instances', async () => {
    clock = new Date(STUDENT_DUE.getTime() + 30_000);
    const [first, other] = await Promise.all([
      testApp.app.reminders.runDue(),
      second.reminders.runDue(),
    ]);
    expect([...first, ...other].map((run) => run.job)).toEqual(['reminder:students-behind']);
    // Both instances tick again later that afternoon: the due time is claimed.
    clock = new Date(STUDENT_DUE.getTime() + 3_600_000);
    expect(await testApp.app.reminders.runDue()).toEqual([]);
    expect(await second.reminders.runDue()).toEqual([]);
    // Run by hand again (a retry after a crash): the idempotency keys send nothing twice.
    expect(
      await remindStudentsBehind(testApp.db, clock, {
        publicUrl: testApp.config.publicUrl,
        appSecret: testApp.config.appSecret,
        supervisorAfterDays: 3,
      }),
    ).toBe(0);
    await flushBoth();

    expect(mailsTo('Behind')).toHaveLength(1);
    expect(mailsTo('Sender')).toHaveLength(1);
    // Monday to Thursday logged: nothing is missing yet on Thursday.
    for (const key of ['Complete', 'OptedOut', 'Staff', 'Unverified']) {
      expect(mailsTo(key)).toEqual([]);
    }
    const [noTuesday] = mailsTo('NoTuesday');
    expect(noTuesday?.subject).toBe('Week 3: 1 day missing from your PT log book');
    expect(noTuesday?.text).toContain(
      'Your log book for week 3 has no entry yet for Tuesday 17-03-2026.',
    );
    const mail = mailsTo('Behind')[0]!;
    expect(mail.subject).toBe('Week 3: 3 days missing from your PT log book');
    expect(mail.text).toContain(
      'no entry yet for Tuesday 17-03-2026, Wednesday 18-03-2026 and Thursday 19-03-2026.',
    );
    expect(mail.text).not.toContain('Friday');
    expect(mail.text).toContain('https://logbook.example.tz/daily-report');
    expect(mailsTo('Swahili').map((sw) => sw.subject)).toEqual([
      'Wiki 3: siku 3 hazijaandikwa kwenye log book yako ya PT',
    ]);
    expect(mailsTo('Swahili')[0]!.text).toContain(
      'Jumatatu 16-03-2026, Jumatano 18-03-2026 na Alhamisi 19-03-2026.',
    );
    // RFC 8058: mail clients may offer "Unsubscribe" and do it with one POST to the same link.
    expect(mail.headers['list-unsubscribe']).toBe(
      `<https://logbook.example.tz${unsubscribePath(mail.text)}>`,
    );
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    // Like the body, the headers (their link opts the address out) and the Reply-To (a student's
    // address, kept nowhere once an account is erased) are erased once sent.
    const sent = await testApp.db
      .select({ headers: mailOutbox.headers, replyTo: mailOutbox.replyTo })
      .from(mailOutbox)
      .where(eq(mailOutbox.status, 'sent'));
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.filter((row) => row.headers !== null || row.replyTo !== null)).toEqual([]);
  });

  it('the unsubscribe link: GET only asks, its button and the one-click POST opt out', async () => {
    const link = unsubscribePath(mailsTo('Behind')[0]!.text);
    const behind = await signIn('Behind');
    const enabled = async () =>
      expectStatus(await behind.call('GET', '/api/user/reminders/'), 200).enabled;
    // A mail scanner opening the link changes nothing.
    const page = await testApp.app.inject({ method: 'GET', url: link });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Stop reminder e-mails?');
    expect(page.body).toContain(emails.Behind!.toLowerCase());
    expect(page.body).not.toContain('You will no longer receive reminders');
    expect(await enabled()).toBe(true);
    // The page's button: a form POST (an empty form-encoded body) to the same link, named
    // relative to the page, so the browser resolves it against the page's address.
    const action = /<form method="post" action="([^"]+)">/
      .exec(page.body)![1]!
      .replaceAll('&amp;', '&');
    const target = new URL(action, `https://logbook.example.tz${link}`);
    expect(`${target.pathname}${target.search}`).toBe(link);
    const pressed = await testApp.app.inject({
      method: 'POST',
      url: `${target.pathname}${target.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(pressed.statusCode).toBe(200);
    expect(pressed.body).toContain('You will no longer receive reminders from PT Logbook.');
    expect(await enabled()).toBe(false);

    // A mail client's one-click unsubscribe: the List-Unsubscribe link, POSTed as RFC 8058 says.
    const header = mailsTo('NoTuesday')[0]!.headers['list-unsubscribe']!;
    const oneClick = await testApp.app.inject({
      method: 'POST',
      url: header.slice('<https://logbook.example.tz'.length, -1),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    const noTuesday = await signIn('NoTuesday');
    expect(expectStatus(await noTuesday.call('GET', '/api/user/reminders/'), 200)).toEqual({
      enabled: false,
    });

    // In the language of the address's account.
    const swahili = await testApp.app.inject({
      method: 'GET',
      url: unsubscribePath(mailsTo('Swahili')[0]!.text),
    });
    expect(swahili.body).toContain('<html lang="sw">');
    expect(swahili.body).toContain('Acha barua pepe za vikumbusho');
    // A student's account can turn them on again in Settings too.
    expect(swahili.body).toContain('au baadaye kwenye Mipangilio.');
    // RFC 8058 prefers the one-click POST as multipart/form-data.
    const boundary = 'one-click-boundary';
    const multipart = await testApp.app.inject({
      method: 'POST',
      url: unsubscribePath(mailsTo('Swahili')[0]!.text),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
    });
    expect(multipart.statusCode).toBe(200);
    expect(multipart.body).toContain('Hutapokea tena vikumbusho kutoka PT Logbook.');
    const swahiliStudent = await signIn('Swahili');
    expect(
      expectStatus(await swahiliStudent.call('GET', '/api/user/reminders/'), 200).enabled,
    ).toBe(false);

    for (const method of ['GET', 'POST'] as const) {
      const forged = await testApp.app.inject({
        method,
        url: link.replace(/\.[^.]+$/, '.forged'),
      });
      expect(forged.statusCode).toBe(404);
    }
  });

  it('the next week: one again each, none after unsubscribing', async () => {
    clock = new Date(NEXT_STUDENT_DUE.getTime() + 1000);
    expect((await testApp.app.reminders.runDue()).map((run) => run.job)).toEqual([
      'reminder:students-behind',
    ]);
    await flushBoth();
    expect(mailsTo('Behind')).toHaveLength(1);
    expect(mailsTo('NoTuesday')).toHaveLength(1);
    expect(mailsTo('Complete').map((mail) => mail.subject)).toEqual([
      'Week 4: 4 days missing from your PT log book',
    ]);
    expect(mailsTo('Sender')).toHaveLength(2);
  });

  it('Monday: reminds the supervisor of a week unanswered after 3 days, once, with a new link', async () => {
    const requests = () =>
      deliveredTo(SUPERVISOR).filter((mail) => mail.subject.startsWith('Please sign'));
    const reminders = () =>
      deliveredTo(SUPERVISOR).filter((mail) => mail.subject.startsWith('Reminder: '));
    expect(requests()).toHaveLength(2);
    const week2Link = signoffTokenIn(
      requests().find((mail) => mail.subject.includes(', week 2 / ')),
    );

    clock = new Date(MONDAY_DUE.getTime() + 1000);
    const [first, other] = await Promise.all([
      testApp.app.reminders.runDue(),
      second.reminders.runDue(),
    ]);
    expect([...first, ...other].map((run) => run.job)).toEqual(['reminder:supervisors']);
    await flushBoth();
    // Week 2 was sent 5 days ago; week 1 only 2 days ago.
    expect(reminders()).toHaveLength(1);
    const reminder = reminders()[0]!;
    expect(reminder.subject).toBe(
      "Reminder: Please sign Sender Test's log book, week 2 / Kumbusho: tafadhali saini log book ya Sender Test, wiki 2",
    );
    expect(reminder.text).toContain('replaces the one sent earlier');
    // Who asks, as in the request (audit A2 finding 11), and the link's true lifetime.
    expect(reminder.text).toContain(
      'Sender Test (Reg. No 2022-04-05678, Civil Engineering, College of Engineering and Technology (CoET), University of Dar es Salaam) is on industrial practical training at TANROADS, and is still waiting for your sign-off of week 2',
    );
    expect(reminder.text).toContain('na bado anasubiri usaini wiki 2');
    expect(reminder.text).toContain('You can open it as often as you like until you approve');
    // The student's address is in the text, not Reply-To (a quoted reply would carry the link);
    // the reminder (what the opt-out stops) can be unsubscribed from the mail client. The request
    // itself is no reminder.
    expect(reminder.headers['reply-to']).toBeUndefined();
    expect(reminder.text).toContain(`To write to Sender Test: ${emails.Sender!.toLowerCase()}.`);
    expect(reminder.headers['list-unsubscribe']).toBe(
      `<https://logbook.example.tz${unsubscribePath(reminder.text)}>`,
    );
    expect(reminder.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    for (const sent of requests()) {
      expect(sent.headers['reply-to']).toBeUndefined();
      expect(sent.headers['list-unsubscribe']).toBeUndefined();
    }
    const fresh = signoffTokenIn(reminder);
    expect(fresh).not.toBe(week2Link);
    const pageOf = (token: string) =>
      testApp.app.inject({ method: 'GET', url: `/api/signoff/${token}/` });
    expect((await pageOf(week2Link)).statusCode).toBe(410);
    expect((await pageOf(fresh)).statusCode).toBe(200);

    // The next Monday: week 1's link is now old enough; week 2's reminded link is not reminded again.
    clock = new Date(MONDAY_DUE.getTime() + 7 * 24 * 3_600_000 + 1000);
    await testApp.app.reminders.runDue();
    await flushBoth();
    expect(reminders()).toHaveLength(2);
    expect(reminders()[1]!.subject).toMatch(/wiki 1$/);
  });

  it('sends no reminder after the placement has ended', async () => {
    clock = new Date(AFTER_PLACEMENT_DUE.getTime() + 1000);
    expect(await testApp.app.reminders.runDue()).toEqual([
      { job: 'reminder:students-behind', dueAt: AFTER_PLACEMENT_DUE, sent: 0 },
    ]);
  });

  it('does not count a public holiday as a missing day (Easter Monday, Karume Day)', async () => {
    // Thursday of week 6, 16:00 EAT: Monday 6 to Thursday 9 April 2026, Monday being Easter Monday
    // and Tuesday Karume Day.
    clock = new Date('2026-04-09T13:00:00Z');
    await remindStudentsBehind(testApp.db, clock, {
      publicUrl: testApp.config.publicUrl,
      appSecret: testApp.config.appSecret,
      supervisorAfterDays: 3,
    });
    await flushBoth();
    const [week6] = mailsTo('Complete').filter((mail) => mail.subject.startsWith('Week 6'));
    expect(week6?.subject).toBe('Week 6: 2 days missing from your PT log book');
    expect(week6?.text).toContain('no entry yet for Wednesday 08-04-2026 and Thursday 09-04-2026.');
  });
});
