import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { TConfig } from '../config';
import type { TDb } from '../db/client';
import {
  DELIVERY_BATCH,
  deliverDueMails,
  enqueueMail,
  type TMailOutbox,
} from '../features/mail/outbox';
import { createMailTransport, type TMail } from '../features/mail/transport';

declare module 'fastify' {
  interface FastifyInstance {
    mail: TMailOutbox & {
      /** Starts a delivery pass soon, e.g. after queuing many mails in one transaction. */
      wake(): void;
      /** Sends everything due now (up to one batch); the worker calls it, tests await it. */
      flush(): Promise<number>;
    };
  }
}

const POLL_MS = 2_000;

async function mailPlugin(
  app: FastifyInstance,
  options: { config: TConfig; print: (text: string) => void; now: () => Date },
) {
  const transport = createMailTransport({
    smtpUrl: options.config.smtpUrl,
    kind: options.config.mailTransport,
    from: options.config.mailFrom,
    print: options.print,
  });
  // Message-IDs in the sender's domain (MAIL_FROM), as mail servers expect.
  const messageIdDomain = options.config.mailDomain;
  // The pass in progress (or the last one), settled either way: it never rejects, so nothing
  // waits on a rejection no one handles (a database outage must not end the process).
  let running: Promise<void> | null = null;
  let closed = false;

  async function deliverPass(): Promise<number> {
    const pass = await deliverDueMails(
      app.db,
      transport.send,
      options.now,
      (error, mailId) => app.log.warn({ err: error, mailId }, 'Mail delivery failed; will retry'),
      messageIdDomain,
    );
    // A full batch means more may be due (a broadcast): go on without waiting for the poll.
    if (pass.claimed === DELIVERY_BATCH) wake();
    return pass.sent;
  }

  function flush(): Promise<number> {
    // One delivery pass at a time in this process; a call during a pass waits for it, then runs
    // again, whether that pass succeeded or failed.
    const next = (running ?? Promise.resolve()).then(deliverPass);
    const settled: Promise<void> = next.then(
      () => undefined,
      () => undefined,
    );
    running = settled;
    void settled.then(() => {
      if (running === settled) running = null;
    });
    return next;
  }

  function wake() {
    if (closed) return;
    setImmediate(() => {
      if (closed) return;
      // The outbox keeps the mails: the next poll (or wake) tries again once the database is back.
      flush().catch((error) =>
        app.log.error({ err: error }, 'Mail worker pass failed; will retry on the next poll'),
      );
    });
  }

  app.decorate('mail', {
    enqueue: async (db: TDb, mail: TMail, aboutUserId: number | null) => {
      await enqueueMail(db, { ...mail, userId: aboutUserId }, options.now());
      wake();
    },
    wake,
    flush,
  });

  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(wake, POLL_MS);
    timer.unref();
    wake();
  });
  app.addHook('preClose', async () => {
    closed = true;
    clearInterval(timer);
    await running;
    transport.close();
  });
}

export default fp(mailPlugin, { name: 'mail', fastify: '5.x', dependencies: ['database'] });
