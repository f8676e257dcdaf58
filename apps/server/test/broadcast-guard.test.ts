// The audit of the staff half (brief fix-sec-broadcast): a broadcast sent twice, in a burst or
// again a minute later, mails every user twice. Identical broadcasts are refused for
// LIMITS.BROADCAST_REPEAT_WINDOW_MINUTES, each staff member has an hourly limit, every campaign
// leaves an audit row, and hidden text-direction overrides are refused.
import { formatEatDateTime, LIMITS, MESSAGES } from '@ptlog/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, emailCampaigns } from '../src/db/schema';
import { bearer, login } from './helpers/accounts';
import {
  deliverCampaign,
  outboxAndCampaignCounts,
  TO_USERS,
  uploadSheet,
  xlsxOf,
} from './helpers/broadcast';
import { buildTestApp, type TTestApp } from './helpers/build-test-app';
import { createUser } from './helpers/factories';
import { startSmtpServer, type TSmtpServer } from './helpers/smtp';

const PER_HOUR = 4;
let smtp: TSmtpServer;
let testApp: TTestApp;
let clock = new Date();
const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

async function signInStaff() {
  const user = await createUser(testApp.db, { isStaff: true });
  const { access } = await login(testApp.app, user.email, user.password);
  const signInAgain = async () => (await login(testApp.app, user.email, user.password)).access;
  return { id: user.id, access, signInAgain };
}

function sendToAll(access: string, payload: { subject: string; message: string }) {
  return testApp.app.inject({ method: 'POST', url: TO_USERS, headers: bearer(access), payload });
}

async function campaignRows() {
  return testApp.db.select().from(emailCampaigns).orderBy(emailCampaigns.id);
}

beforeAll(async () => {
  smtp = await startSmtpServer();
  testApp = await buildTestApp(
    { SMTP_URL: smtp.url, RATE_LIMIT_MAX: '100000', BROADCAST_RATE_LIMIT_MAX: String(PER_HOUR) },
    { deps: { now: () => clock } },
  );
  await createUser(testApp.db, { email: 'amina@example.test' });
  await createUser(testApp.db, { email: 'baraka@example.test' });
});
afterAll(async () => {
  await testApp.close();
  await smtp.close();
});

describe('an identical broadcast', () => {
  it('is sent once from a burst of 20 parallel posts; the others answer 409 naming the first', async () => {
    const staff = await signInStaff();
    const payload = { subject: 'Deadline', message: 'Reminder text here' };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => sendToAll(staff.access, payload)),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 202)).toHaveLength(1);
    // On PostgreSQL, posts that reach the hourly count while the first holds the campaign lock
    // are answered 429 instead (PGlite runs them one after another: all 409).
    expect(statuses.filter((status) => status !== 202 && status !== 409 && status !== 429)).toEqual(
      [],
    );
    expect(statuses).toContain(409);

    const campaigns = await campaignRows();
    expect(campaigns).toHaveLength(1);
    const first = campaigns[0]!;
    const refused = answers.find((answer) => answer.statusCode === 409)?.json();
    expect(refused).toEqual({
      code: 'conflict',
      detail: MESSAGES.email.repeatedBroadcast(
        formatEatDateTime(first.createdAt),
        LIMITS.BROADCAST_REPEAT_WINDOW_MINUTES,
      ),
    });
    expect(refused.detail).toMatch(/already went out at \d\d-\d\d-\d{4} \d\d:\d\d EAT/);
    expect(refused.detail).toContain(
      `sent again ${LIMITS.BROADCAST_REPEAT_WINDOW_MINUTES} minutes after that`,
    );

    await deliverCampaign(testApp, first.id);
    expect(smtp.mailsTo('amina@example.test')).toHaveLength(1);
    // The refusals did not use up the sender's hour.
    for (let index = 2; index <= PER_HOUR; index += 1) {
      const next = await sendToAll(staff.access, { ...payload, subject: `Deadline ${index}` });
      expect(next.statusCode, next.body).toBe(202);
    }
  });

  it('is refused again a minute later, by any staff member, until the window has passed', async () => {
    const [staff, colleague] = [await signInStaff(), await signInStaff()];
    const payload = { subject: 'Week 6 logs', message: 'Please fill in your week 6 log.' };
    expect((await sendToAll(staff.access, payload)).statusCode).toBe(202);
    advance(60_000);
    expect((await sendToAll(staff.access, payload)).statusCode).toBe(409);
    expect((await sendToAll(colleague.access, payload)).statusCode).toBe(409);
    // Spacing and line ends that the mail would not show count as the same text.
    const retyped = { subject: '  Week 6 logs ', message: 'Please fill in your week 6 log.\r\n' };
    expect((await sendToAll(colleague.access, retyped)).statusCode).toBe(409);

    // A different message is a different broadcast.
    const other = { ...payload, message: 'Please fill in your week 6 log today.' };
    expect((await sendToAll(staff.access, other)).statusCode).toBe(202);

    advance(LIMITS.BROADCAST_REPEAT_WINDOW_MINUTES * 60_000);
    expect((await sendToAll(colleague.access, payload)).statusCode).toBe(202);
  });

  it('from a sheet is refused only for exactly the same addresses', async () => {
    const staff = await signInStaff();
    const fields = { subject: 'Site visit', message: 'The site visit is on Friday.' };
    const send = async (addresses: string[]) => {
      const bytes = await xlsxOf(addresses.map((address) => [address]));
      return uploadSheet(testApp, staff.access, { name: 'list.xlsx', bytes }, fields);
    };
    expect((await send(['a@example.test', 'b@example.test'])).statusCode).toBe(202);
    const again = await send(['B@example.test', 'a@example.test', 'a@example.test']);
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json().detail).toMatch(/^The same broadcast/);
    // Another group, or the same group and one more, is a different audience.
    expect((await send(['c@example.test'])).statusCode).toBe(202);
    advance(1000);
    const bigger = await send(['a@example.test', 'b@example.test', 'd@example.test']);
    expect(bigger.statusCode, bigger.body).toBe(202);
  });
});

describe('the hourly limit per staff member', () => {
  it(`lets ${PER_HOUR} broadcasts an hour through, then answers 429; others are not held up`, async () => {
    const [staff, colleague] = [await signInStaff(), await signInStaff()];
    const message = 'A different note every time.';
    for (let index = 1; index <= PER_HOUR; index += 1) {
      const answer = await sendToAll(staff.access, { subject: `Note ${index}`, message });
      expect(answer.statusCode, answer.body).toBe(202);
    }
    const before = await outboxAndCampaignCounts(testApp);
    const over = await sendToAll(staff.access, { subject: 'Note over', message });
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({
      code: 'rate_limited',
      detail: MESSAGES.email.tooManyBroadcasts(PER_HOUR),
    });
    expect(await outboxAndCampaignCounts(testApp)).toEqual(before);
    expect((await sendToAll(colleague.access, { subject: 'Colleague', message })).statusCode).toBe(
      202,
    );
    advance(3_600_000);
    // A new hour (and a new access token: the first one has expired).
    const nextHour = { subject: 'Next hour', message };
    expect((await sendToAll(await staff.signInAgain(), nextHour)).statusCode).toBe(202);
  });
});

describe('the audit log', () => {
  it('has one row per campaign: who, audience, recipients and subject', async () => {
    const campaigns = await campaignRows();
    const rows = await testApp.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.action, 'admin.broadcast.send'))
      .orderBy(auditLogs.id);
    expect(rows).toHaveLength(campaigns.length);
    const [first] = rows;
    const campaign = campaigns[0]!;
    expect(first).toMatchObject({
      actorId: campaign.createdBy,
      targetType: 'email_campaign',
      targetId: String(campaign.id),
      ip: '127.0.0.1',
      details: {
        audience: 'all_users',
        file_name: null,
        recipients: campaign.queuedCount,
        subject: 'Deadline',
      },
    });
    const fromSheet = rows.find((row) => row.details?.audience === 'excel');
    expect(fromSheet?.details).toMatchObject({ file_name: 'list.xlsx', recipients: 2 });
  });
});

describe('hidden text-direction characters', () => {
  it('are refused (400) in the message as in the subject, and nothing is queued', async () => {
    const staff = await signInStaff();
    const before = await outboxAndCampaignCounts(testApp);
    const reversed = await sendToAll(staff.access, {
      subject: 'Payment link',
      message: 'Pay your fee at \u202Emoc.elpmaxe-ysae\u202C today.',
    });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().errors).toEqual({ message: [MESSAGES.email.directionControls] });
    const isolate = await sendToAll(staff.access, {
      subject: 'Fees \u2067due\u2069',
      message: 'Please pay your fee today.',
    });
    expect(isolate.json().errors).toEqual({ subject: [MESSAGES.email.directionControls] });
    expect(await outboxAndCampaignCounts(testApp)).toEqual(before);
  });
});
