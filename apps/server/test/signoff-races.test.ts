// A student's 'send again' racing the supervisor's decision on the link it replaces (security
// audit, sign-off): the send locked the week, then the link; the decision the link, then the week.
// On PostgreSQL one of the two was aborted as a deadlock (500), and when that was the decision the
// supervisor's approval was lost. Both now take the week first. On PostgreSQL a row lock held from
// a second connection makes both sides provably overlap (helpers/erasure-race.ts); on PGlite they
// run in turn and must answer the same way.
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signoffRequests, weeklyReports } from '../src/db/schema';
import { REAL_POSTGRES } from './helpers/billing';
import type { TTestApp } from './helpers/build-test-app';
import { raceBehind } from './helpers/erasure-race';
import { fillWeekTwo } from './helpers/export-files';
import { dayOf, NOW, signedInStudent } from './helpers/logbook';
import { expectStatus } from './helpers/logbook-requests';
import { signedInAgain, startMailingApp } from './helpers/signoff-app';
import { signoffTokenIn, type TSmtpServer } from './helpers/smtp';

const SUPERVISOR = 'eng.mwita@tanroads.example.tz';
const DAY_MS = 24 * 3_600_000;
const WEEK_TWO = [0, 1, 2, 3, 4].map((day) => dayOf(2, day as 0 | 1 | 2 | 3 | 4));

describe("sign-off: 'send again' racing the supervisor's decision", () => {
  let smtp: TSmtpServer;
  let testApp: TTestApp;
  let clock = NOW;

  beforeAll(async () => {
    ({ smtp, testApp } = await startMailingApp(() => clock));
  });
  afterAll(async () => {
    await testApp?.close();
    await smtp?.close();
  });

  /** A student whose week 2 is submitted and sent once: the link's token is in the mail. */
  async function sentWeek(supervisor: string) {
    const student = await signedInStudent(testApp, { firstName: 'Asha', lastName: 'Mushi' });
    expectStatus(
      await student.call('PUT', '/api/auth/profile/', {
        first_name: 'Asha',
        last_name: 'Mushi',
        supervisor_name: 'Eng. Mwita',
        supervisor_email: supervisor,
      }),
      200,
    );
    const { weeklyId } = await fillWeekTwo(student, WEEK_TWO);
    expectStatus(await student.call('PATCH', '/api/reports/weekly/week/2/submit/'), 200);
    const send = (message: string) =>
      student.call('POST', `/api/reports/weekly/${weeklyId}/request_signoff/`, { message });
    expectStatus(await send('Please sign week 2.'), 202);
    await testApp.app.mail.flush();
    return { student, weeklyId, send, token: signoffTokenIn(smtp.mailsTo(supervisor).at(-1)) };
  }
  const decide = (token: string, decision: 'approve' | 'return') =>
    testApp.app.inject({
      method: 'POST',
      url: `/api/signoff/${token}/`,
      payload: { decision, signer_name: 'Eng. Mwita', comment: 'Add the tools you used.' },
    });
  const weekRow = async (id: number) =>
    (await testApp.db.select().from(weeklyReports).where(eq(weeklyReports.id, id)))[0]!;
  const pendingLinks = (weeklyId: number) =>
    testApp.db
      .select()
      .from(signoffRequests)
      .where(
        and(eq(signoffRequests.weeklyReportId, weeklyId), eq(signoffRequests.status, 'pending')),
      );
  function expectReplaced(sent: LightMyRequestResponse, decided: LightMyRequestResponse) {
    expect(sent.statusCode, sent.body).toBe(202);
    expect(decided.statusCode, decided.body).toBe(410);
    expect(decided.json().code).toBe('link_replaced');
  }

  /** A connection of the test's own, in a transaction holding what `text` locks (PostgreSQL). */
  async function holding(text: string, values: unknown[] = []) {
    const client = new pg.Client({
      connectionString: (testApp.config.database as { url: string }).url,
    });
    await client.connect();
    await client.query('begin');
    await client.query(text, values);
    let open = true;
    return {
      client,
      /** 'waiting' once `sessions` sessions wait on a lock, 'settled' if `done` settles first. */
      async until(sessions: number, done: Promise<unknown>) {
        let settled = false;
        done.then(
          () => (settled = true),
          () => (settled = true),
        );
        const deadline = Date.now() + 15_000;
        while (Date.now() < deadline) {
          await client.query('select pg_stat_clear_snapshot()');
          const { rows } = await client.query<{ n: number }>(
            `select count(*)::int as n from pg_stat_activity
             where datname = current_database() and wait_event_type = 'Lock'`,
          );
          if ((rows[0]?.n ?? 0) >= sessions) return 'waiting';
          if (settled) return 'settled';
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        return 'timeout';
      },
      async release() {
        if (!open) return;
        open = false;
        await client.query('commit');
        await client.end();
      },
    };
  }

  // Held: the week's row, so the side that started first stops where it locks the week.
  const holdWeek = (weeklyId: number) => ({
    text: 'select id from weekly_reports where id = $1 for share',
    values: [weeklyId],
  });

  it('the send first: it replaces the link, and the decision answers 410 link_replaced', async () => {
    const { student, weeklyId, send, token } = await sentWeek('first.send@tanroads.example.tz');
    const again = () => send('Please sign week 2, I added the tools.');
    if (!REAL_POSTGRES) {
      expectReplaced(await again(), await decide(token, 'approve'));
    } else {
      // The send is stopped holding the week (its profile read waits on a table lock), while the
      // decision settles the link and goes for the week: the deadlock's order, before the fix.
      // First its student's row is held, so the send's earlier reads are done before the table
      // lock (the send takes the row first, for key share).
      const counter = await holding('select id from users where id = $1 for update', [student.id]);
      const companies = await holding('select 1');
      try {
        const sent = again();
        sent.catch(() => undefined);
        expect(await counter.until(1, sent), 'the send waits on its student').toBe('waiting');
        await companies.client.query('lock table companies in access exclusive mode');
        await counter.release();
        expect(await companies.until(1, sent), 'the send waits, holding the week').toBe('waiting');
        const decided = decide(token, 'approve');
        decided.catch(() => undefined);
        expect(await companies.until(2, decided), 'the decision waits too').toBe('waiting');
        await companies.release();
        expectReplaced(await sent, await decided);
      } finally {
        await counter.release();
        await companies.release();
      }
    }
    expect((await weekRow(weeklyId)).status).toBe('SUBMITTED');
    expect(await pendingLinks(weeklyId)).toHaveLength(1);
  });

  it('the decision first: the week is approved, and the send answers 409', async () => {
    const { weeklyId, send, token } = await sentWeek('first.decision@tanroads.example.tz');
    const raced = await raceBehind(
      testApp,
      holdWeek(weeklyId),
      () => decide(token, 'approve'),
      () => send('Please sign week 2, I added the tools.'),
    );
    expect(raced.seen).toBe(REAL_POSTGRES ? 'waiting' : 'in turn');
    expect(raced.first.statusCode, raced.first.body).toBe(200);
    expect(raced.second.statusCode, raced.second.body).toBe(409);
    const week = await weekRow(weeklyId);
    expect(week.status).toBe('APPROVED');
    expect(week.approvedEmail).toBe('first.decision@tanroads.example.tz');
    expect(await pendingLinks(weeklyId)).toEqual([]);
  });

  it('sent at once, many times over, never answers 500', async () => {
    let { student, weeklyId, send, token } = await sentWeek(SUPERVISOR);
    const studentEmail = expectStatus(await student.call('GET', '/api/auth/profile/'), 200)
      .user_details.email;
    const answers = new Set<string>();
    for (let round = 0; round < 20; round++) {
      // A day later each round: three sends a day per week.
      clock = new Date(clock.getTime() + DAY_MS);
      student = await signedInAgain(testApp, student, studentEmail);
      const call = student.call;
      send = (message) =>
        call('POST', `/api/reports/weekly/${weeklyId}/request_signoff/`, { message });
      if ((await weekRow(weeklyId)).status === 'DRAFT') {
        expectStatus(await call('PATCH', '/api/reports/weekly/week/2/submit/'), 200);
        expectStatus(await send(`Corrected, round ${round}.`), 202);
        await testApp.app.mail.flush();
        token = signoffTokenIn(smtp.mailsTo(SUPERVISOR).at(-1));
      }
      const again = send(`Send again, round ${round}.`);
      await new Promise((resolve) => setTimeout(resolve, round % 8));
      const [sent, decided] = await Promise.all([again, decide(token, 'return')]);
      answers.add(`${sent.statusCode}/${decided.statusCode}`);
      expect([sent.statusCode, decided.statusCode], `${sent.body} ${decided.body}`).not.toContain(
        500,
      );
      await testApp.app.mail.flush();
      token = signoffTokenIn(smtp.mailsTo(SUPERVISOR).at(-1));
    }
    // Each pair: the send replaced the link first (202/410), or the return came first (409/200).
    for (const pair of answers) expect(['202/410', '409/200']).toContain(pair);
  });
});
