import { MESSAGES } from '@ptlog/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailCampaigns, mailOutbox } from '../src/db/schema';
import { deliverDueMails, enqueueCampaignMails } from '../src/features/mail/outbox';
import { bearer, login } from './helpers/accounts';
import { expectStaffOnly } from './helpers/admin';
import { CAMPAIGNS, deliverCampaign, TO_USERS } from './helpers/broadcast';
import { buildTestApp, type TTestApp } from './helpers/build-test-app';
import { createUser } from './helpers/factories';
import { startSmtpServer, type TSmtpServer } from './helpers/smtp';

let smtp: TSmtpServer;
let testApp: TTestApp;
let staff: { id: number; email: string; access: string };
let student: { id: number; email: string; access: string };
let other: { email: string };

async function signIn(columns: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(testApp.db, columns);
  const { access } = await login(testApp.app, user.email, user.password);
  return { id: user.id, email: user.email, access };
}

function post(access: string | null, url: string, payload: unknown) {
  return testApp.app.inject({
    method: 'POST',
    url,
    headers: access ? bearer(access) : {},
    payload: payload as object,
  });
}

function get(access: string | null, url: string) {
  return testApp.app.inject({ method: 'GET', url, headers: access ? bearer(access) : {} });
}

const valid = {
  subject: '  Week 5\r\nBcc: everyone@example.test  ',
  message: 'Please submit your weekly report before Friday.\n<b>Thanks</b> & see you',
};

beforeAll(async () => {
  smtp = await startSmtpServer();
  testApp = await buildTestApp({ SMTP_URL: smtp.url, RATE_LIMIT_MAX: '100000' });
  // Exactly three recipients: staff and two students; an inactive and an unverified account
  // get nothing.
  staff = await signIn({ isStaff: true, firstName: 'Grace', lastName: 'Staff' });
  student = await signIn({ firstName: 'Amina' });
  other = await createUser(testApp.db, { firstName: 'Baraka' });
  await createUser(testApp.db, { email: 'inactive@example.test', isActive: false });
  await createUser(testApp.db, { email: 'unverified@example.test', emailVerified: false });
});
afterAll(async () => {
  await testApp.close();
  await smtp.close();
});

describe('POST send-email-to-users', () => {
  it('answers 401 without sign-in and 403 to students, on both paths, queuing nothing', async () => {
    await expectStaffOnly(testApp, student.access, [
      ['POST', TO_USERS, valid],
      ['POST', '/api/send-email-to-users/', valid],
    ]);
    expect(await testApp.db.select().from(emailCampaigns)).toHaveLength(0);
    expect(await testApp.db.select().from(mailOutbox)).toHaveLength(0);
  });

  it("checks the spec's rules: trimmed, required, subject ≥ 3 and message ≥ 10", async () => {
    const empty = await post(staff.access, TO_USERS, { subject: '  ', message: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({
      subject: [MESSAGES.email.subjectAndMessageRequired],
      message: [MESSAGES.email.subjectAndMessageRequired],
    });
    const short = await post(staff.access, TO_USERS, { subject: ' PT ', message: ' too short ' });
    expect(short.json().errors).toEqual({
      subject: [MESSAGES.email.subjectTooShort],
      message: [MESSAGES.email.messageTooShort],
    });
    const long = await post(staff.access, TO_USERS, {
      subject: 's'.repeat(201),
      message: 'm'.repeat(5001),
    });
    expect(long.json().errors).toEqual({
      subject: [MESSAGES.email.subjectTooLong],
      message: [MESSAGES.email.messageTooLong],
    });
    // What a reader would see counts: zero-width spaces and bidi marks are mailed as nothing.
    const invisible = await post(staff.access, TO_USERS, {
      subject: '\u200b\u200b\u200b',
      message: 'Hi\u200b\u200b\u200b\u200b\u200b\u200b\u200b\u200b\u200b\u200b',
    });
    expect(invisible.statusCode).toBe(400);
    expect(invisible.json().errors).toEqual({
      subject: [MESSAGES.email.subjectAndMessageRequired],
      message: [MESSAGES.email.messageTooShort],
    });
    expect(await testApp.db.select().from(emailCampaigns)).toHaveLength(0);
  });

  it('answers at once, then every active verified user gets the mail exactly once', async () => {
    const response = await post(staff.access, TO_USERS, valid);
    expect(response.statusCode, response.body).toBe(202);
    const body = response.json();
    expect(body).toEqual({
      success: true,
      message: MESSAGES.email.sendingAll,
      detail: MESSAGES.email.sendingAll,
      campaign_id: expect.any(Number),
      queued: 3,
      invalid_count: 0,
      invalid_emails: [],
      duplicate_count: 0,
      inactive_count: 0,
    });

    const campaign = await deliverCampaign(testApp, body.campaign_id);
    expect(campaign).toMatchObject({ queuedCount: 3, sentCount: 3, failedCount: 0 });
    // More passes send nothing again.
    await testApp.app.mail.flush();
    await testApp.app.mail.flush();
    for (const address of [staff.email, student.email, other.email]) {
      expect(smtp.mailsTo(address), address).toHaveLength(1);
    }
    expect(smtp.mailsTo('inactive@example.test')).toHaveLength(0);
    expect(smtp.mailsTo('unverified@example.test')).toHaveLength(0);
    expect(smtp.mails).toHaveLength(3);

    const [mail] = smtp.mailsTo(student.email);
    // The subject is one line (no header injection); the body is the text as typed.
    expect(mail?.subject).toBe('Week 5 Bcc: everyone@example.test');
    expect(mail?.text).toContain('Hello Amina,');
    expect(mail?.text).toContain(
      'Please submit your weekly report before Friday.\n<b>Thanks</b> & see you',
    );
    expect(mail?.to).toEqual([student.email]);

    const detail = await get(staff.access, `${CAMPAIGNS}${body.campaign_id}/`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toEqual({
      id: body.campaign_id,
      source: 'all_users',
      subject: 'Week 5 Bcc: everyone@example.test',
      message: valid.message,
      file_name: null,
      // Sent without an audience: the spec's "all users", staff included.
      audience: { audience: 'everyone', pt_phase: null, college: null, program: null },
      created_by: staff.id,
      created_by_name: 'Grace Staff',
      created_at: expect.any(String),
      queued: 3,
      sent: 3,
      failed: 0,
      pending: 0,
      invalid: 0,
      status: 'done',
    });
  });

  it('also answers on the fallback path without admin-dashboard/', async () => {
    const response = await post(staff.access, '/api/send-email-to-users/', {
      subject: 'Fallback',
      message: 'The same broadcast through the other path.',
    });
    expect(response.statusCode, response.body).toBe(202);
    const campaign = await deliverCampaign(testApp, response.json().campaign_id);
    expect(campaign.sentCount).toBe(3);
    expect(smtp.mailsTo(student.email).map((mail) => mail.subject)).toContain('Fallback');
  });
});

describe('GET email-campaigns', () => {
  it('answers 401 / 403 / 404, lists newest first with counts and pages', async () => {
    await expectStaffOnly(testApp, student.access, [
      ['GET', CAMPAIGNS],
      ['GET', `${CAMPAIGNS}1/`],
    ]);
    const missing = await get(staff.access, `${CAMPAIGNS}999999/`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe(MESSAGES.email.campaignNotFound);

    const list = await get(staff.access, CAMPAIGNS);
    expect(list.statusCode).toBe(200);
    const body = list.json();
    expect(body.count).toBe(2);
    expect(body.results.map((item: { subject: string }) => item.subject)).toEqual([
      'Fallback',
      'Week 5 Bcc: everyone@example.test',
    ]);
    expect(body.results[0]).toMatchObject({ sent: 3, pending: 0, status: 'done' });
    const page2 = await get(staff.access, `${CAMPAIGNS}?page=2&page_size=1`);
    expect(page2.json()).toMatchObject({ count: 2, next: null, previous: 1 });
    expect(page2.json().results).toHaveLength(1);
  });
});

describe('the outbox and campaigns', () => {
  it('queues a campaign address once, and counts a mail that finally fails as failed', async () => {
    const [row] = await testApp.db
      .insert(emailCampaigns)
      .values({ source: 'excel', subject: 'Retry', body: 'Body' })
      .returning();
    const campaignId = row!.id;
    // Due only in a day: the app's own worker leaves these to the passes below.
    const later = new Date(Date.now() + 86_400_000);
    const mail = (to: string) => ({
      to,
      subject: 'Retry',
      text: 'Body',
      idempotencyKey: `campaign:${campaignId}:${to}`,
    });
    expect(
      await enqueueCampaignMails(testApp.db, campaignId, [mail('a@example.test')], later),
    ).toBe(1);
    // The same key again (a repeated request, a duplicate row) adds nothing.
    expect(
      await enqueueCampaignMails(
        testApp.db,
        campaignId,
        [mail('a@example.test'), mail('b@example.test')],
        later,
      ),
    ).toBe(1);
    await testApp.db
      .update(emailCampaigns)
      .set({ queuedCount: 2 })
      .where(eq(emailCampaigns.id, campaignId));

    let sends = 0;
    const failing = async () => {
      sends += 1;
      throw new Error('SMTP down');
    };
    // Six attempts, each pass far enough ahead that the retry is due.
    for (let pass = 1; pass <= 6; pass += 1) {
      const now = new Date(Date.now() + pass * 2 * 86_400_000);
      const result = await deliverDueMails(
        testApp.db,
        failing,
        () => now,
        () => undefined,
      );
      expect(result).toEqual({ sent: 0, claimed: 2 });
    }
    expect(sends).toBe(12);
    const rows = await testApp.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.campaignId, campaignId));
    expect(rows.map((entry) => entry.status)).toEqual(['failed', 'failed']);
    const [campaign] = await testApp.db
      .select()
      .from(emailCampaigns)
      .where(eq(emailCampaigns.id, campaignId));
    expect(campaign).toMatchObject({ queuedCount: 2, sentCount: 0, failedCount: 2 });
    // A failed mail is never picked up again.
    const after = await deliverDueMails(
      testApp.db,
      failing,
      () => new Date(Date.now() + 30 * 86_400_000),
      () => undefined,
    );
    expect(after.claimed).toBe(0);
  });
});
