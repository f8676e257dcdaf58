// "Send from Excel" and the accounts behind the sheet's addresses (mail audit 2): an account's
// address is greeted in the account's language, and a banned account's address is skipped and
// counted (`inactive_count`), as the sheet's invalid and repeated rows are. The dry run counts
// the same.
import { MESSAGES } from '@ptlog/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../src/db/schema';
import { login } from './helpers/accounts';
import {
  deliverCampaign,
  FROM_EXCEL,
  outboxAndCampaignCounts,
  uploadSheet,
  VALID_FIELDS,
  xlsxOf,
} from './helpers/broadcast';
import { buildTestApp, type TTestApp } from './helpers/build-test-app';
import { createUser } from './helpers/factories';
import { startSmtpServer, type TSmtpServer } from './helpers/smtp';

let smtp: TSmtpServer;
let testApp: TTestApp;
let staffAccess: string;

beforeAll(async () => {
  smtp = await startSmtpServer();
  testApp = await buildTestApp({ SMTP_URL: smtp.url, RATE_LIMIT_MAX: '100000' });
  const staff = await createUser(testApp.db, { isStaff: true });
  staffAccess = (await login(testApp.app, staff.email, staff.password)).access;
});
afterAll(async () => {
  await testApp.close();
  await smtp.close();
});

describe("send-email-from-excel and the sheet's accounts", () => {
  it('greets an account in its language and skips a banned account, counting it', async () => {
    const swahili = await createUser(testApp.db, { language: 'sw', firstName: 'Zawadi' });
    const banned = await createUser(testApp.db, { isActive: false });
    const english = await createUser(testApp.db, { language: 'en' });
    const rows = [
      [swahili.email.toUpperCase(), 'Zawadi Mollel'],
      [banned.email, 'Banned Person'],
      [english.email, 'Baraka'],
      ['outsider@example.test', 'Outsider'],
    ];
    const file = { name: 'list.xlsx', bytes: await xlsxOf(rows) };

    const preview = await uploadSheet(
      testApp,
      staffAccess,
      file,
      VALID_FIELDS,
      `${FROM_EXCEL}?dry_run=1`,
    );
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({ recipients: 3, inactive_count: 1, invalid_count: 0 });

    const sent = await uploadSheet(testApp, staffAccess, file);
    expect(sent.statusCode, sent.body).toBe(202);
    expect(sent.json()).toMatchObject({ queued: 3, inactive_count: 1, duplicate_count: 0 });
    await deliverCampaign(testApp, sent.json().campaign_id);
    await testApp.app.mail.flush();
    expect(smtp.mailsTo(banned.email)).toEqual([]);
    const queuedToBanned = await testApp.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, banned.email));
    expect(queuedToBanned).toEqual([]);
    expect(smtp.mailsTo(swahili.email)[0]?.text).toMatch(/^Habari Zawadi Mollel,\n/);
    expect(smtp.mailsTo(english.email)[0]?.text).toMatch(/^Hello Baraka,\n/);
    // An address without an account is greeted in English, as before.
    expect(smtp.mailsTo('outsider@example.test')[0]?.text).toMatch(/^Hello Outsider,\n/);
  });

  it('refuses a sheet whose every address is a banned account, and queues nothing', async () => {
    const banned = await createUser(testApp.db, { isActive: false });
    const file = { name: 'banned.xlsx', bytes: await xlsxOf([[banned.email, 'Banned']]) };
    const before = await outboxAndCampaignCounts(testApp);
    const refused = await uploadSheet(testApp, staffAccess, file);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().detail).toBe(MESSAGES.email.onlyInactiveAccounts);
    expect(await outboxAndCampaignCounts(testApp)).toEqual(before);
  });
});
