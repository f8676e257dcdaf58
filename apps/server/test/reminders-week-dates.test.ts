// The students' reminder names one week of dates: a placement start moved later reminds its weeks
// again, a repeat run of the same week does not (audit calendar, finding 1), and a catch-up run
// after East Africa midnight counts the days up to its due time, not the new day (finding 2).
import { asc, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TDb } from '../src/db/client';
import { mailOutbox } from '../src/db/schema';
import { setPlacementStartDate } from '../src/features/calendar/calendar.repository';
import { remindStudentsBehind } from '../src/features/reminders/reminders.service';
import { callWith, login } from './helpers/accounts';
import { buildTestApp } from './helpers/build-test-app';
import { createUser, FACTORY_PASSWORD } from './helpers/factories';
import { expectStatus } from './helpers/logbook-requests';
import { perSuite } from './helpers/per-suite';

const deps = (config: { publicUrl: string; appSecret: string }) => ({
  publicUrl: config.publicUrl,
  appSecret: config.appSecret,
  supervisorAfterDays: 3,
});

const remindersIn = async (db: TDb) =>
  db
    .select({ key: mailOutbox.idempotencyKey, subject: mailOutbox.subject })
    .from(mailOutbox)
    .where(like(mailOutbox.idempotencyKey, 'reminder:days:%'))
    .orderBy(asc(mailOutbox.id));

let clock = new Date('2026-10-12T07:00:00Z');
/** The mails the console transport printed (a sent row's text is erased from the outbox). */
const printed: string[] = [];
const printedText = () =>
  printed.join('\n').replace(/^║ /gm, '').replace(/\n/g, ' ').replace(/ {2,}/g, ' ');
const appRemindingAt = (studentAt: string) =>
  perSuite(() =>
    buildTestApp(
      { RATE_LIMIT_MAX: '100000', REMINDER_STUDENT_AT: studentAt, MAIL_TRANSPORT: 'console' },
      { deps: { now: () => clock, print: (text) => printed.push(text) } },
    ),
  );

describe('the students’ reminder after the placement start moves', () => {
  const testApp = appRemindingAt('thu 16:00');

  it('reminds week 1 of a start moved later, though week 1 of the old start was reminded', async () => {
    await setPlacementStartDate(testApp.db, '2026-10-12');
    const student = await createUser(testApp.db, { firstName: 'Neema' });
    const staff = await createUser(testApp.db, { isStaff: true });

    clock = new Date('2026-10-15T13:00:30Z'); // Thu 15 Oct, 16:00 EAT: week 1
    expect((await testApp.app.reminders.runDue()).map((run) => run.sent)).toEqual([1]);

    clock = new Date('2026-10-16T06:00:00Z');
    const { access } = await login(testApp.app, staff.email, FACTORY_PASSWORD);
    const moved = await callWith(testApp.app, access)('PUT', '/api/calendar/', {
      start_date: '2026-10-26',
    });
    expect(expectStatus(moved, 200).start_date).toBe('2026-10-26');

    clock = new Date('2026-10-29T13:00:30Z'); // Thu 29 Oct, 16:00 EAT: week 1 of the new start
    expect((await testApp.app.reminders.runDue()).map((run) => run.sent)).toEqual([1]);
    // A repeat run for the same week still sends nothing twice.
    expect(await remindStudentsBehind(testApp.db, clock, deps(testApp.config))).toBe(0);
    // Nor does one after a move that only renumbers this same week (now week 2).
    await setPlacementStartDate(testApp.db, '2026-10-19');
    expect(await remindStudentsBehind(testApp.db, clock, deps(testApp.config))).toBe(0);

    const mails = await remindersIn(testApp.db);
    expect(mails.map((mail) => mail.key)).toEqual([
      `reminder:days:${student.id}:week-of:2026-10-12`,
      `reminder:days:${student.id}:week-of:2026-10-26`,
    ]);
    expect(mails[1]!.subject).toBe('Week 1: 4 days missing from your PT log book');
    await testApp.app.mail.flush();
    expect(printedText()).toContain('Monday 26-10-2026');
  });
});

describe('the students’ reminder run late, after East Africa midnight', () => {
  const testApp = appRemindingAt('thu 20:00');

  it('counts the days up to its due Thursday, not the Friday it runs on', async () => {
    await setPlacementStartDate(testApp.db, '2026-10-12');
    await createUser(testApp.db, { firstName: 'Neema' });
    printed.length = 0;
    clock = new Date('2026-10-22T22:00:00Z'); // Fri 23 Oct, 01:00 EAT; due Thu 20:00 EAT
    expect(await testApp.app.reminders.runDue()).toEqual([
      {
        job: 'reminder:students-behind',
        dueAt: new Date('2026-10-22T17:00:00Z'),
        sent: 1,
      },
    ]);
    const [mail] = await remindersIn(testApp.db);
    expect(mail!.subject).toBe('Week 2: 4 days missing from your PT log book');
    await testApp.app.mail.flush();
    expect(printedText()).toContain(
      'Monday 19-10-2026, Tuesday 20-10-2026, Wednesday 21-10-2026 and Thursday 22-10-2026.',
    );
    expect(printedText()).not.toContain('Friday');
  });
});
