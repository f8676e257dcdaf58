// Reminder e-mails on the database-locked scheduler (issue 17), run at a fake clock.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { setPlacementStartDate } from '../src/features/calendar/calendar.repository';
import { remindStudentsBehind } from '../src/features/reminders/reminders.service';
import { callWith, login } from './helpers/accounts';
import { buildTestApp, type TTestApp } from './helpers/build-test-app';
import { createUser, FACTORY_PASSWORD } from './helpers/factories';
import { dayOf, NOW, PLACEMENT_START } from './helpers/logbook';
import { expectStatus, logDay } from './helpers/logbook-requests';
import { signoffTokenIn, startSmtpServer, type TSmtpServer } from './helpers/smtp';

// The students' reminder is configured for Friday 17:00 East Africa Time here (the default is
// Thursday 16:00), so a week can be complete when it runs: in week 3, Friday 20 March 2026,
// 14:00 UTC.
const STUDENT_DUE = new Date('2026-03-20T14:00:00Z');
const NEXT_STUDENT_DUE = new Date('2026-03-27T14:00:00Z');
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
    overrides: { isStaff?: boolean; emailVerified?: boolean } = {},
  ) {
    const user = await createUser(testApp.db, { firstName: key, ...overrides });
    emails[key] = user.email;
    const { access } = await login(testApp.app, user.email, FACTORY_PASSWORD);
    return { id: user.id, firstName: key, lastName: 'Test', call: callWith(testApp.app, access) };
  }

  beforeAll(async () => {
    smtp = await startSmtpServer();
    testApp = await buildTestApp(
      { SMTP_URL: smtp.url, RATE_LIMIT_MAX: '100000', REMINDER_STUDENT_AT: 'fri 17:00' },
      { deps: { now: () => clock } },
    );
    await setPlacementStartDate(testApp.db, PLACEMENT_START);
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
  const mailsTo = (key: string) =>
    deliveredTo(emails[key]!).filter((mail) => mail.subject.includes('days logged'));

  async function signIn(key: string) {
    const { access } = await login(testApp.app, emails[key]!, FACTORY_PASSWORD);
    return { id: 0, firstName: key, lastName: 'Test', call: callWith(testApp.app, access) };
  }

  it('runs nothing before the due time', async () => {
    clock = new Date(STUDENT_DUE.getTime() - 60_000);
    expect(await testApp.app.reminders.runDue()).toEqual([]);
    // Complete logs Thursday and Friday: the week has its five days.
    const complete = await signIn('Complete');
    await logDay(complete, dayOf(3, 3), 8, 'Week three, day 4: panel wiring.');
    await logDay(complete, dayOf(3, 4), 8, 'Week three, day 5: panel testing.');
  });

  it('one e-mail per student behind, none once the week is complete, run once by two instances', async () => {
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
    for (const key of ['Complete', 'OptedOut', 'Staff', 'Unverified']) {
      expect(mailsTo(key)).toEqual([]);
    }
    const mail = mailsTo('Behind')[0]!;
    expect(mail.subject).toBe('Week 3: 1 of 5 days logged in your PT log book');
    expect(mail.text).toContain('/daily-report');
    expect(mail.text).toMatch(/\/api\/reminders\/unsubscribe\/\?token=\S+/);
  });

  it('the next week: one again each, none after a one-click unsubscribe', async () => {
    const link = /(\/api\/reminders\/unsubscribe\/\?token=\S+)/.exec(
      mailsTo('Behind')[0]!.text,
    )![1]!;
    const page = await testApp.app.inject({ method: 'GET', url: link });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('You will no longer receive reminders from PT Logbook.');
    const forged = await testApp.app.inject({
      method: 'GET',
      url: link.replace(/\.[^.]+$/, '.forged'),
    });
    expect(forged.statusCode).toBe(404);
    const behind = await signIn('Behind');
    expect(expectStatus(await behind.call('GET', '/api/user/reminders/'), 200)).toEqual({
      enabled: false,
    });

    clock = new Date(NEXT_STUDENT_DUE.getTime() + 1000);
    expect((await testApp.app.reminders.runDue()).map((run) => run.job)).toEqual([
      'reminder:students-behind',
    ]);
    await flushBoth();
    expect(mailsTo('Behind')).toHaveLength(1);
    expect(mailsTo('Complete').map((mail) => mail.subject)).toEqual([
      'Week 4: 0 of 5 days logged in your PT log book',
    ]);
    expect(mailsTo('Sender')).toHaveLength(2);
  });

  it('Monday: reminds the supervisor of a week unanswered after 3 days, once, with a new link', async () => {
    const requests = () =>
      deliveredTo(SUPERVISOR).filter((mail) => mail.subject.startsWith('Please sign'));
    const reminders = () =>
      deliveredTo(SUPERVISOR).filter((mail) => mail.subject.startsWith('Reminder: '));
    expect(requests()).toHaveLength(2);
    const week2Link = signoffTokenIn(requests().find((mail) => mail.subject.endsWith('week 2')));

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
    expect(reminder.subject).toBe("Reminder: Please sign Sender Test's log book, week 2");
    expect(reminder.text).toContain('replaces the one sent earlier');
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
    expect(reminders()[1]!.subject).toMatch(/week 1$/);
  });
});
