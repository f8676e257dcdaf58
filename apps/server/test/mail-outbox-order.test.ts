// The order the outbox sends in: a request's own mail (a verification code, a reset or sign-off
// link) is claimed before the bulk mails queued before it — a broadcast of up to 10,000 mails or
// the Thursday reminders — so it goes out in the next delivery pass, not after all of them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { broadcastToAllUsers } from '../src/features/broadcast/broadcast.service';
import {
  DELIVERY_BATCH,
  deliverDueMails,
  enqueueMail,
  enqueueMailsOnce,
} from '../src/features/mail/outbox';
import { passwordResetMail, verificationCodeMail } from '../src/features/mail/templates';
import type { TMail } from '../src/features/mail/transport';
import { buildTestApp, type TTestApp } from './helpers/build-test-app';
import { createUser } from './helpers/factories';

const NOW = new Date('2026-03-18T07:00:00.000Z');
// The app's own worker runs an hour behind, so it never claims the mails these tests deliver.
const BEFORE = new Date(NOW.getTime() - 60 * 60_000);
const STUDENTS = 40;
const noop = () => undefined;

let testApp: TTestApp;
let staffId: number;

beforeAll(async () => {
  testApp = await buildTestApp({}, { deps: { now: () => BEFORE } });
  staffId = (await createUser(testApp.db, { isStaff: true })).id;
  for (let i = 0; i < STUDENTS; i += 1) await createUser(testApp.db, { firstName: `S${i}` });
});
afterAll(async () => {
  await testApp.close();
});

async function broadcast(subject: string): Promise<number> {
  const { queued } = await broadcastToAllUsers(
    {
      db: testApp.db,
      throttle: testApp.app.throttle,
      perHour: 100,
      staffId,
      ip: '127.0.0.1',
      now: NOW,
    },
    { subject, message: 'Please submit your weekly report before Friday.', audience: 'students' },
  );
  return queued;
}

/** Sends everything due at NOW, answering the recipients in the order they were sent. */
async function drain(): Promise<string[]> {
  const sent: string[] = [];
  const record = async (mail: TMail) => {
    sent.push(mail.to);
  };
  while ((await deliverDueMails(testApp.db, record, () => NOW, noop)).claimed > 0);
  return sent;
}

/** The recipients of one delivery pass at NOW. */
async function onePass(): Promise<string[]> {
  const sent: string[] = [];
  await deliverDueMails(
    testApp.db,
    async (mail) => {
      sent.push(mail.to);
    },
    () => NOW,
    noop,
  );
  return sent;
}

describe('a verification code queued while a broadcast is being sent', () => {
  it('goes out in the next delivery pass, not after every mail of the broadcast', async () => {
    expect(await broadcast('Site visits next week')).toBe(STUDENTS);
    const newcomer = 'newcomer@example.test';
    await enqueueMail(testApp.db, verificationCodeMail(newcomer, 'Neema', '123456', 'en'), NOW);

    const pass = await onePass();
    expect(pass).toHaveLength(DELIVERY_BATCH);
    expect(pass[0]).toBe(newcomer);
    expect(await drain()).toHaveLength(STUDENTS + 1 - DELIVERY_BATCH);
  });
});

describe('one delivery pass over mails of every kind', () => {
  it("sends a request's own mails first, then reminders, then a broadcast's, each in queue order", async () => {
    await drain();
    await broadcast('Assessment visits start Monday');
    await enqueueMailsOnce(
      testApp.db,
      [1, 2].map((n) => ({
        to: `behind${n}@example.test`,
        subject: 'You have days to log',
        text: 'Log your days.',
        idempotencyKey: `reminder:test:${n}`,
      })),
      NOW,
    );
    await enqueueMail(
      testApp.db,
      verificationCodeMail('first@example.test', 'A', '111111', 'en'),
      NOW,
    );
    await enqueueMail(
      testApp.db,
      passwordResetMail('second@example.test', 'B', 'https://x.test/reset-password?t=1', 'en'),
      NOW,
    );

    const pass = await onePass();
    expect(pass.slice(0, 4)).toEqual([
      'first@example.test',
      'second@example.test',
      'behind1@example.test',
      'behind2@example.test',
    ]);
    expect(pass.slice(4)).toHaveLength(DELIVERY_BATCH - 4);
    expect(pass.slice(4).every((to) => to.startsWith('user-'))).toBe(true);
    expect(await drain()).toHaveLength(STUDENTS - (DELIVERY_BATCH - 4));
  });
});
