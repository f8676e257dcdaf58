// An SMTP server that cannot be reached (or answers 4xx, "try again later") is waited for: the
// outbox retries such mails every 30 minutes at most, for up to 3 days, where a recipient's
// refusal (5xx) or an unknown error still gives up after MAX_ATTEMPTS. An outage of a quarter of
// an hour used to fail every queued mail for good.
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailCampaigns, mailOutbox } from '../src/db/schema';
import {
  classifySendError,
  deliverDueMails,
  enqueueCampaignMails,
  enqueueMail,
  MAX_ATTEMPTS,
  retryDelayMs,
  TRANSIENT_MAX_ATTEMPTS,
} from '../src/features/mail/outbox';
import { createMailTransport, type TMailTransport } from '../src/features/mail/transport';
import { buildTestApp, type TTestApp } from './helpers/build-test-app';

const NOW = new Date('2026-03-18T07:00:00.000Z');
// The app's own worker runs an hour behind, so it never claims the mails these tests deliver.
const BEFORE = new Date(NOW.getTime() - 60 * 60_000);
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const noop = () => undefined;
const at = (ms: number) => new Date(NOW.getTime() + ms);

/** What nodemailer throws when nothing listens on the relay's port. */
const refused = () =>
  Object.assign(new Error('connect ECONNREFUSED 10.0.0.5:587'), {
    code: 'ESOCKET',
    command: 'CONN',
  });
const relayDown: TMailTransport = async () => {
  throw refused();
};

let testApp: TTestApp;

beforeAll(async () => {
  testApp = await buildTestApp({}, { deps: { now: () => BEFORE } });
});
afterAll(async () => {
  await testApp.close();
});

async function rowOf(to: string) {
  const [row] = await testApp.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
  return row!;
}

/**
 * Delivers with `send` each time the mail to `to` is due again, while it is pending and due before
 * `untilMs` after NOW. Answers the time of the last attempt.
 */
async function attemptWhenDue(to: string, send: TMailTransport, untilMs: number): Promise<number> {
  let last = 0;
  for (;;) {
    const row = await rowOf(to);
    const due = row.nextAttemptAt.getTime() - NOW.getTime();
    if (row.status !== 'pending' || due > untilMs) return last;
    last = Math.max(due, 0);
    await deliverDueMails(testApp.db, send, () => at(last), noop);
  }
}

describe('an SMTP outage of 16 minutes', () => {
  it('leaves the queued mails waiting, to go out once the server is back', async () => {
    const [campaign] = await testApp.db
      .insert(emailCampaigns)
      .values({ source: 'excel', subject: 'Assessment visits', body: 'Body' })
      .returning({ id: emailCampaigns.id });
    const campaignId = campaign!.id;
    const mails = Array.from({ length: 25 }, (_, index) => ({
      to: `outage-student${index}@example.test`,
      subject: 'Assessment visits start Monday',
      text: 'Be ready.',
      idempotencyKey: `campaign:${campaignId}:${index}`,
    }));
    const queued = await enqueueCampaignMails(testApp.db, campaignId, mails, NOW);

    // The relay is down from NOW; the worker retries as scheduled (30 s, 1, 2, 4, 8 minutes).
    for (const minute of [0, 0.5, 1.5, 3.5, 7.5, 15.5]) {
      for (let pass = 0; pass < 5; pass += 1) {
        await deliverDueMails(testApp.db, relayDown, () => at(minute * MINUTE), noop);
      }
    }
    // 20 minutes after the outage began the relay is back; the next retries are 16 minutes
    // after the last attempt.
    const delivered: string[] = [];
    const back = () => at(32 * MINUTE);
    while (
      (await deliverDueMails(testApp.db, async (mail) => void delivered.push(mail.to), back, noop))
        .claimed > 0
    );

    expect(delivered).toHaveLength(queued);
    const [counts] = await testApp.db
      .select()
      .from(emailCampaigns)
      .where(eq(emailCampaigns.id, campaignId));
    expect(counts).toMatchObject({ sentCount: queued, failedCount: 0 });
  });
});

describe('a mail while the SMTP server cannot be reached', () => {
  it('is retried at most 30 minutes apart for 2 days, and sent once the server is back', async () => {
    const to = 'two-days@example.test';
    await enqueueMail(testApp.db, { to, subject: 'Your code', text: 'Code 123456' }, NOW);
    const last = await attemptWhenDue(to, relayDown, 2 * DAY);

    const waiting = await rowOf(to);
    expect(waiting).toMatchObject({
      status: 'pending',
      lastError: 'connect ECONNREFUSED 10.0.0.5:587',
    });
    expect(waiting.attempts).toBeGreaterThan(90);
    expect(waiting.nextAttemptAt.getTime() - NOW.getTime() - last).toBe(30 * MINUTE);

    await attemptWhenDue(to, async () => undefined, 3 * DAY);
    expect(await rowOf(to)).toMatchObject({ status: 'sent', text: '', lastError: null });
  });

  it('is given up after 3 days, its body erased', async () => {
    const to = 'three-days@example.test';
    await enqueueMail(testApp.db, { to, subject: 'Your code', text: 'Code 654321' }, NOW);
    const last = await attemptWhenDue(to, relayDown, 4 * DAY);

    expect(last).toBeGreaterThanOrEqual(3 * DAY);
    expect(last).toBeLessThan(3 * DAY + 30 * MINUTE);
    expect(await rowOf(to)).toMatchObject({
      status: 'failed',
      attempts: TRANSIENT_MAX_ATTEMPTS,
      text: '',
    });
  });
});

describe('answers of a real SMTP server', () => {
  // Refuses the recipients named greylisted@ with 451 (try later) and unknown@ with 550.
  let server: SMTPServer;
  let url: string;
  const accepted: string[] = [];
  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo(address, _session, callback) {
        const user = address.address.split('@')[0];
        if (user === 'greylisted' || user === 'unknown') {
          const code = user === 'greylisted' ? 451 : 550;
          callback(Object.assign(new Error(`${user} refused`), { responseCode: code }));
          return;
        }
        callback();
      },
      onData(stream, session, callback) {
        stream.resume();
        stream.on('end', () => {
          accepted.push(...session.envelope.rcptTo.map((rcpt) => rcpt.address));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  async function errorOf(smtpUrl: string, to: string): Promise<unknown> {
    const transport = createMailTransport({
      smtpUrl,
      from: 'PT Logbook <no-reply@ptlogbook.example>',
      print: noop,
    });
    try {
      await transport.send({ to, subject: 'Hello', text: 'Hello' });
      return null;
    } catch (error) {
      return error;
    } finally {
      transport.close();
    }
  }

  it('are classified from what nodemailer throws', async () => {
    expect(await errorOf(url, 'amina@example.test')).toBeNull();
    const greylisted = await errorOf(url, 'greylisted@example.test');
    expect(greylisted).toMatchObject({ responseCode: 451 });
    expect(classifySendError(greylisted)).toBe('transient');
    const unknown = await errorOf(url, 'unknown@example.test');
    expect(unknown).toMatchObject({ responseCode: 550 });
    expect(classifySendError(unknown)).toBe('permanent');
    // Nothing listens on port 1.
    const closed = await errorOf('smtp://127.0.0.1:1', 'amina@example.test');
    expect(closed).toMatchObject({ code: 'ESOCKET' });
    expect(classifySendError(closed)).toBe('transient');
  });

  it('retry a mail the server defers (451) past MAX_ATTEMPTS', async () => {
    const to = 'greylisted@example.test';
    await enqueueMail(testApp.db, { to, subject: 'Hello', text: 'Hello' }, NOW);
    const transport = createMailTransport({
      smtpUrl: url,
      from: 'no-reply@ptlogbook.example',
      print: noop,
    });
    try {
      await attemptWhenDue(to, transport.send, 6 * 60 * MINUTE);
    } finally {
      transport.close();
    }
    const row = await rowOf(to);
    expect(row.status).toBe('pending');
    expect(row.attempts).toBeGreaterThan(MAX_ATTEMPTS);
    expect(row.lastError).toContain('451');
  });

  it('give up on a mail the server refuses (550) after MAX_ATTEMPTS, as before', async () => {
    const to = 'unknown@example.test';
    await enqueueMail(testApp.db, { to, subject: 'Hello', text: 'Hello' }, NOW);
    const transport = createMailTransport({
      smtpUrl: url,
      from: 'no-reply@ptlogbook.example',
      print: noop,
    });
    try {
      await attemptWhenDue(to, transport.send, 6 * 60 * MINUTE);
    } finally {
      transport.close();
    }
    expect(await rowOf(to)).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, text: '' });
  });
});

describe('classifySendError', () => {
  const withFields = (message: string, fields: Record<string, unknown>) =>
    Object.assign(new Error(message), fields);

  it.each([
    ['a refused connection', withFields('connect ECONNREFUSED 10.0.0.5:587', { code: 'ESOCKET' })],
    ['a reset connection', withFields('read ECONNRESET', { code: 'ECONNRESET' })],
    ['a connection that timed out', withFields('Connection timeout', { code: 'ETIMEDOUT' })],
    ['no greeting', withFields('Greeting never received', { code: 'ETIMEDOUT' })],
    ['an unknown host', withFields('getaddrinfo ENOTFOUND smtp.example', { code: 'EDNS' })],
    [
      'a connection closed early',
      withFields('Connection closed unexpectedly', { code: 'ECONNECTION' }),
    ],
    [
      '421 service not available',
      withFields('421 Try later', { code: 'EENVELOPE', responseCode: 421 }),
    ],
    [
      '452 mailbox full for now',
      withFields('452 Mailbox full', { code: 'EENVELOPE', responseCode: 452 }),
    ],
    ['a bare Node error', new Error('connect ECONNREFUSED 10.0.0.5:587')],
  ])('calls %s transient', (_name, error) => {
    expect(classifySendError(error)).toBe('transient');
  });

  it.each([
    ['550 no such user', withFields('550 5.1.1 unknown', { code: 'EENVELOPE', responseCode: 550 })],
    ['552 message too big', withFields('552 Too big', { code: 'EMESSAGE', responseCode: 552 })],
    [
      '535 bad credentials',
      withFields('535 Authentication failed', { code: 'EAUTH', responseCode: 535 }),
    ],
    ['an envelope without recipients', withFields('No recipients defined', { code: 'EENVELOPE' })],
    ['any other error', new Error('something else')],
    ['a thrown string', 'failed'],
    ['nothing', undefined],
  ])('calls %s permanent', (_name, error) => {
    expect(classifySendError(error)).toBe('permanent');
  });
});

describe('retryDelayMs', () => {
  it('waits 30 s after a first failure, doubling up to 30 minutes', () => {
    const delays = [1, 2, 3, 4, 5, 6, 7, 8, 150].map((attempts) => retryDelayMs(attempts) / 1000);
    expect(delays).toEqual([30, 60, 120, 240, 480, 960, 1800, 1800, 1800]);
  });

  it('gives a transient failure about 3 days of attempts', () => {
    let waited = 0;
    for (let attempts = 1; attempts < TRANSIENT_MAX_ATTEMPTS; attempts += 1) {
      waited += retryDelayMs(attempts);
    }
    expect(waited).toBeGreaterThanOrEqual(3 * DAY);
    expect(waited - retryDelayMs(TRANSIENT_MAX_ATTEMPTS - 1)).toBeLessThan(3 * DAY);
  });
});
