// Two instances share the outbox. One pass claims a batch for CLAIM_MS; behind a slow SMTP relay
// the claims of its last mails can run out while it still works through the batch, and another
// instance then takes them. The first must not send them too, nor settle them afterwards; and one
// SMTP call must end long before a claim runs out.

import type { AddressInfo } from 'node:net';
import { createServer, type Server, type Socket } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailCampaigns, mailOutbox } from '../src/db/schema';
import {
  CLAIM_MS,
  classifySendError,
  DELIVERY_BATCH,
  deliverDueMails,
  enqueueCampaignMails,
  enqueueMail,
} from '../src/features/mail/outbox';
import { claimDueMails } from '../src/features/mail/outbox.repository';
import { createMailTransport, SMTP_TIMEOUTS, type TMail } from '../src/features/mail/transport';
import { buildTestApp, type TTestApp } from './helpers/build-test-app';

const NOW = new Date('2026-03-18T07:00:00.000Z');
// The app's own worker runs an hour behind, so it never claims the mails these tests deliver.
const BEFORE = new Date(NOW.getTime() - 60 * 60_000);
const noop = () => undefined;
const at = (ms: number) => new Date(NOW.getTime() + ms);

let testApp: TTestApp;

beforeAll(async () => {
  testApp = await buildTestApp({}, { deps: { now: () => BEFORE } });
});
afterAll(async () => {
  await testApp.close();
});

async function queueCampaign(size: number): Promise<number> {
  const [campaign] = await testApp.db
    .insert(emailCampaigns)
    .values({ source: 'excel', subject: 'Logbook deadline moved', body: 'Body' })
    .returning({ id: emailCampaigns.id });
  const campaignId = campaign!.id;
  const mails = Array.from({ length: size }, (_, index) => ({
    to: `c${campaignId}-student${index}@example.test`,
    subject: 'Logbook deadline moved',
    text: 'The deadline is Friday.',
    idempotencyKey: `campaign:${campaignId}:student${index}`,
  }));
  await enqueueCampaignMails(testApp.db, campaignId, mails, NOW);
  return campaignId;
}

describe('two instances and a slow SMTP relay', () => {
  it('never mail the same mail twice while the first worker is still alive', async () => {
    const campaignId = await queueCampaign(DELIVERY_BATCH);
    const received = new Map<string, number>();
    const deliver = (mail: TMail) => received.set(mail.to, (received.get(mail.to) ?? 0) + 1);

    // Instance A claims the batch at NOW (claims good for 5 minutes); the relay takes 40 s a
    // mail, so A reaches its 9th mail 320 s later. Instance B polls at that moment, finds the
    // claim of A's last mail expired (the 9th's A has just taken again), and sends it; A, still
    // alive, must leave it alone.
    let sends = 0;
    const clockA = () => at(sends * 40_000);
    const slowA = async (mail: TMail) => {
      if (sends === 8) {
        const moment = clockA();
        await deliverDueMails(
          testApp.db,
          async (m) => void deliver(m),
          () => moment,
          noop,
        );
      }
      sends += 1;
      deliver(mail);
    };
    const passA = await deliverDueMails(testApp.db, slowA, clockA, noop);

    expect([...received].filter(([, times]) => times > 1)).toEqual([]);
    expect(received.size).toBe(DELIVERY_BATCH);
    expect(passA).toEqual({ claimed: DELIVERY_BATCH, sent: DELIVERY_BATCH - 1 });
    const [campaign] = await testApp.db
      .select()
      .from(emailCampaigns)
      .where(eq(emailCampaigns.id, campaignId));
    expect(campaign).toMatchObject({ sentCount: DELIVERY_BATCH, failedCount: 0 });
    const rows = await testApp.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.campaignId, campaignId));
    expect(rows.every((row) => row.status === 'sent' && row.text === '')).toBe(true);
  });

  it('keep the claim of a mail for CLAIM_MS from the moment its send starts', async () => {
    const to = 'late-in-batch@example.test';
    await enqueueMail(testApp.db, { to, subject: 'Hello', text: 'Hello' }, NOW);
    let lockedUntilDuringSend: Date | null = null;
    // The pass claims at NOW; its earlier mails took 4 minutes before this one's send starts.
    let reads = 0;
    const clock = () => at(reads++ === 0 ? 0 : 4 * 60_000);
    await deliverDueMails(
      testApp.db,
      async () => {
        const [row] = await testApp.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
        lockedUntilDuringSend = row!.lockedUntil;
      },
      clock,
      noop,
    );
    expect(lockedUntilDuringSend).toEqual(at(4 * 60_000 + CLAIM_MS));
  });

  it('leave a mail another instance took meanwhile to that instance, whatever the send did', async () => {
    const to = 'taken-over@example.test';
    await enqueueMail(testApp.db, { to, subject: 'Hello', text: 'Hello' }, NOW);
    const takeover = at(CLAIM_MS + 60_000);
    // A's SMTP call outlives its claim; instance B claims the mail meanwhile (and is sending it
    // when A's call fails with a reset connection).
    const hangsThenFails = async () => {
      await claimDueMails(testApp.db, takeover, {
        limit: DELIVERY_BATCH,
        lockedUntil: new Date(takeover.getTime() + CLAIM_MS),
        messageIdDomain: 'ptlogbook.invalid',
      });
      throw Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' });
    };
    await deliverDueMails(testApp.db, hangsThenFails, () => NOW, noop);

    // B's claim stands: A did not put the mail back in the queue for a third instance to send.
    const [row] = await testApp.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
    expect(row).toMatchObject({
      status: 'sending',
      attempts: 2,
      lockedUntil: new Date(takeover.getTime() + CLAIM_MS),
      lastError: null,
    });
  });
});

describe('an SMTP server that accepts the connection and then says nothing', () => {
  let silent: Server;
  const sockets = new Set<Socket>();
  beforeAll(async () => {
    silent = createServer((socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => silent.close(() => resolve()));
  });

  it('makes the send fail after the timeout given to nodemailer, as a transient error', async () => {
    const { port } = silent.address() as AddressInfo;
    const transport = createMailTransport({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'PT Logbook <no-reply@ptlogbook.example>',
      print: noop,
      timeouts: { greetingTimeout: 300 },
    });
    const started = Date.now();
    const error = await transport
      .send({ to: 'amina@example.test', subject: 'Hello', text: 'Hello' })
      .then(
        () => null,
        (failure: unknown) => failure,
      );
    transport.close();
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(error).toMatchObject({ code: 'ETIMEDOUT' });
    expect(classifySendError(error)).toBe('transient');
  });

  it('is given up on well within a claim by default', () => {
    for (const timeout of Object.values(SMTP_TIMEOUTS)) {
      expect(timeout).toBeLessThanOrEqual(CLAIM_MS / 5);
    }
    const { dnsTimeout, connectionTimeout, greetingTimeout, socketTimeout } = SMTP_TIMEOUTS;
    expect(dnsTimeout + connectionTimeout + greetingTimeout + socketTimeout).toBeLessThan(
      CLAIM_MS / 2,
    );
  });
});
