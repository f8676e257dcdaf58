// "Send to all users" chooses its audience (brief f5): the students (staff left out), narrowed by
// PT phase, college or program; everyone stays reachable and is what the spec's payload without an
// audience still reaches. The dry run counts the same recipients the send queues, shows the mail
// as a recipient gets it, and gives the send's refusals; the repeat guard compares the audience.
import { MESSAGES, type TLanguage, type TProgramCode, type TPtPhase } from '@ptlog/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailCampaigns, mailOutbox, profiles } from '../src/db/schema';
import { bearer, login } from './helpers/accounts';
import { CAMPAIGNS, deliverCampaign, TO_USERS } from './helpers/broadcast';
import { buildTestApp, type TTestApp } from './helpers/build-test-app';
import { createUser } from './helpers/factories';
import { startSmtpServer, type TSmtpServer } from './helpers/smtp';

const DRY_RUN = `${TO_USERS}?dry_run=1`;
let smtp: TSmtpServer;
let testApp: TTestApp;
let staffAccess: string;
let studentAccess: string;
const who: Record<string, string> = {};

async function account(
  name: string,
  columns: { isStaff?: boolean; isActive?: boolean; emailVerified?: boolean; language?: TLanguage },
  profile?: { ptPhase: TPtPhase | null; program: TProgramCode | null },
) {
  const user = await createUser(testApp.db, {
    email: `${name.toLowerCase()}@example.test`,
    firstName: name,
    ...columns,
  });
  if (profile) await testApp.db.insert(profiles).values({ userId: user.id, ...profile });
  who[name] = user.email;
  return user;
}

function post(url: string, payload: object, access = staffAccess) {
  return testApp.app.inject({ method: 'POST', url, headers: bearer(access), payload });
}

/** The addresses a campaign queued, as first names, sorted. */
async function namesQueued(campaignId: number): Promise<string[]> {
  const rows = await testApp.db
    .select({ to: mailOutbox.to })
    .from(mailOutbox)
    .where(eq(mailOutbox.campaignId, campaignId));
  const byAddress = Object.fromEntries(Object.entries(who).map(([name, email]) => [email, name]));
  return rows.map((row) => byAddress[row.to] ?? row.to).sort();
}

let subjects = 0;
/** A fresh subject each time, so the repeat guard leaves these sends alone. */
function content() {
  subjects += 1;
  return { subject: `Notice ${subjects}`, message: 'Please read the notice on the board.' };
}

beforeAll(async () => {
  smtp = await startSmtpServer();
  testApp = await buildTestApp({
    SMTP_URL: smtp.url,
    RATE_LIMIT_MAX: '100000',
    BROADCAST_RATE_LIMIT_MAX: '100',
  });
  const staff = await account('Grace', { isStaff: true });
  staffAccess = (await login(testApp.app, staff.email, staff.password)).access;
  const student = await account('Amina', {}, { ptPhase: 'PT1', program: 'CIVIL' });
  studentAccess = (await login(testApp.app, student.email, student.password)).access;
  await account('Juma', {}, { ptPhase: 'PT2', program: 'COMPUTER' });
  await account('Neema', { language: 'sw' }, { ptPhase: 'PT2', program: 'CIVIL' });
  await account('Baraka', {}, { ptPhase: 'PT2', program: 'MINING' });
  await account('Zawadi', {}); // no profile yet
  await account('Banned', { isActive: false }, { ptPhase: 'PT2', program: 'CIVIL' });
  await account('Unverified', { emailVerified: false }, { ptPhase: 'PT2', program: 'CIVIL' });
});
afterAll(async () => {
  await testApp.close();
  await smtp.close();
});

describe('the audience of send-email-to-users', () => {
  const STUDENTS = ['Amina', 'Baraka', 'Juma', 'Neema', 'Zawadi'];
  it.each([
    ['students (staff left out)', { audience: 'students' }, STUDENTS],
    ['PT2 students', { audience: 'students', pt_phase: 'PT2' }, ['Baraka', 'Juma', 'Neema']],
    ['a college (CoET)', { audience: 'students', college: 'CoET' }, ['Amina', 'Neema']],
    ['a program', { audience: 'students', program: 'COMPUTER' }, ['Juma']],
    [
      'PT phase and college together',
      { audience: 'students', pt_phase: 'PT2', college: 'CoET' },
      ['Neema'],
    ],
    [
      'program with its own college',
      { audience: 'students', college: 'SoMG', program: 'MINING' },
      ['Baraka'],
    ],
    ['everyone, staff included', { audience: 'everyone' }, ['Grace', ...STUDENTS].sort()],
  ])('%s: the dry run counts exactly whom the send queues', async (_name, audience, expected) => {
    const fields = { ...content(), ...audience };
    const counted = await post(DRY_RUN, fields);
    expect(counted.statusCode, counted.body).toBe(200);
    expect(counted.json()).toMatchObject({ success: true, dry_run: true });
    expect(counted.json().recipients).toBe(expected.length);
    // The dry run queued nothing.
    expect(await testApp.db.select().from(emailCampaigns)).toHaveLength(subjects - 1);

    const sent = await post(TO_USERS, fields);
    expect(sent.statusCode, sent.body).toBe(202);
    expect(sent.json().queued).toBe(expected.length);
    // Not "all users" when staff are left out of a send to students.
    expect(sent.json().message).toBe(
      audience.audience === 'students'
        ? MESSAGES.email.sendingStudents(expected.length)
        : MESSAGES.email.sendingAll,
    );
    expect(await namesQueued(sent.json().campaign_id)).toEqual(expected);
  });

  it("the spec's payload without an audience still reaches every active verified account", async () => {
    const fields = content();
    const counted = await post(DRY_RUN, fields);
    expect(counted.json()).toMatchObject({
      recipients: 6,
      audience: { audience: 'everyone', pt_phase: null, college: null, program: null },
    });
    const sent = await post('/api/send-email-to-users/', fields);
    expect(sent.statusCode, sent.body).toBe(202);
    expect(sent.json()).toMatchObject({ success: true, message: MESSAGES.email.sendingAll });
    expect(await namesQueued(sent.json().campaign_id)).toEqual(
      ['Amina', 'Baraka', 'Grace', 'Juma', 'Neema', 'Zawadi'].sort(),
    );
    const campaign = await testApp.app.inject({
      method: 'GET',
      url: `${CAMPAIGNS}${sent.json().campaign_id}/`,
      headers: bearer(staffAccess),
    });
    expect(campaign.json().audience).toEqual({
      audience: 'everyone',
      pt_phase: null,
      college: null,
      program: null,
    });
  });

  it('refuses filters without the students, a program of another college and unknown values', async () => {
    const before = await testApp.db.select().from(emailCampaigns);
    for (const url of [DRY_RUN, TO_USERS]) {
      const everyone = await post(url, { ...content(), audience: 'everyone', pt_phase: 'PT1' });
      expect(everyone.statusCode).toBe(400);
      expect(everyone.json().errors).toEqual({
        audience: [MESSAGES.email.audienceFiltersNeedStudents],
      });
      const noAudience = await post(url, { ...content(), program: 'CIVIL' });
      expect(noAudience.json().errors).toEqual({
        audience: [MESSAGES.email.audienceFiltersNeedStudents],
      });
      const mismatch = await post(url, {
        ...content(),
        audience: 'students',
        college: 'CoICT',
        program: 'CIVIL',
      });
      expect(mismatch.statusCode).toBe(400);
      expect(mismatch.json().errors).toEqual({ program: [MESSAGES.email.programNotInCollege] });
      const unknown = await post(url, { ...content(), audience: 'alumni', pt_phase: 'PT9' });
      expect(unknown.statusCode).toBe(400);
      expect(Object.keys(unknown.json().errors).sort()).toEqual(['audience', 'pt_phase']);
    }
    expect(await testApp.db.select().from(emailCampaigns)).toHaveLength(before.length);
  });

  it('an audience nobody is in is refused, by the dry run and the send, queuing nothing', async () => {
    const before = await testApp.db.select().from(emailCampaigns);
    const fields = { ...content(), audience: 'students', pt_phase: 'PT3' };
    for (const url of [DRY_RUN, TO_USERS]) {
      const answer = await post(url, fields);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({
        detail: MESSAGES.email.noRecipients,
        errors: { audience: [MESSAGES.email.noRecipients] },
      });
    }
    expect(await testApp.db.select().from(emailCampaigns)).toHaveLength(before.length);
  });

  it('the preview is the mail each language gets, word for word as sent', async () => {
    const fields = { ...content(), audience: 'students', pt_phase: 'PT2' };
    const counted = await post(DRY_RUN, fields);
    const previews = counted.json().previews as { language: string; to: string; text: string }[];
    expect(previews.map((preview) => [preview.language, preview.to])).toEqual([
      ['en', who.Juma],
      ['sw', who.Neema],
    ]);
    expect(previews[1]?.text).toBe(`Habari Neema,\n\n${fields.message}\n\n--\nPT Logbook`);

    const sent = await post(TO_USERS, fields);
    await deliverCampaign(testApp, sent.json().campaign_id);
    for (const preview of previews) {
      const [mail] = smtp.mailsTo(preview.to).filter((each) => each.subject === fields.subject);
      expect(mail?.text.trimEnd()).toBe(preview.text);
      expect(counted.json().previews[0].subject).toBe(mail?.subject);
    }
  });

  it('the repeat guard compares the audience: another group may get the same text', async () => {
    const fields = content();
    const pt1 = { ...fields, audience: 'students', pt_phase: 'PT1' };
    expect((await post(TO_USERS, pt1)).statusCode).toBe(202);
    // The same words to another group, or to all students, are another broadcast.
    expect((await post(TO_USERS, { ...pt1, pt_phase: 'PT2' })).statusCode).toBe(202);
    expect((await post(TO_USERS, { ...fields, audience: 'students' })).statusCode).toBe(202);
    // The same words to the same group again: 409, from the dry run as from the send.
    for (const url of [DRY_RUN, TO_USERS]) {
      const again = await post(url, pt1);
      expect(again.statusCode).toBe(409);
      expect(again.json().detail).toMatch(
        /^The same broadcast \(subject, message and recipients\)/,
      );
    }
  });

  it('the dry run is staff only', async () => {
    const answer = await post(DRY_RUN, content(), studentAccess);
    expect(answer.statusCode).toBe(403);
  });
});
