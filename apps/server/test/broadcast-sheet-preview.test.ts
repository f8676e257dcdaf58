// The dry run of "Send from Excel" (brief fix-broadcast-web): the web app asks it before its
// confirmation ("… will be e-mailed to the 500 addresses of list.xlsx"), so the count is the one
// the send would queue, read by the same code, and nothing is queued, audited or counted.
import { MESSAGES } from '@ptlog/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs } from '../src/db/schema';
import { login } from './helpers/accounts';
import {
  FROM_EXCEL,
  outboxAndCampaignCounts,
  uploadSheet,
  VALID_FIELDS,
  xlsxOf,
} from './helpers/broadcast';
import { buildTestApp, type TTestApp } from './helpers/build-test-app';
import { createUser } from './helpers/factories';

const DRY_RUN = `${FROM_EXCEL}?dry_run=1`;
let testApp: TTestApp;
let staffAccess: string;
let studentAccess: string;

beforeAll(async () => {
  // One broadcast an hour: a dry run that used it up would make the send after it a 429.
  testApp = await buildTestApp({ RATE_LIMIT_MAX: '100000', BROADCAST_RATE_LIMIT_MAX: '1' });
  const staff = await createUser(testApp.db, { isStaff: true });
  staffAccess = (await login(testApp.app, staff.email, staff.password)).access;
  const student = await createUser(testApp.db);
  studentAccess = (await login(testApp.app, student.email, student.password)).access;
});
afterAll(async () => {
  await testApp.close();
});

const LIST = [
  ['amina@example.test', 'Amina'],
  ['not-an-address', 'Nobody'],
  ['BARAKA@example.test', 'Baraka'],
  ['baraka@example.test', 'Baraka again'],
  ['chausiku@example.test', 'Chausiku'],
];

async function auditRows() {
  return testApp.db.select({ id: auditLogs.id }).from(auditLogs);
}

describe('POST send-email-from-excel/?dry_run=1', () => {
  it('counts the addresses the send would mail, queues nothing, and leaves the hour unused', async () => {
    const file = { name: 'list.xlsx', bytes: await xlsxOf(LIST) };
    const before = { ...(await outboxAndCampaignCounts(testApp)), audit: await auditRows() };

    for (let turn = 0; turn < 2; turn += 1) {
      const preview = await uploadSheet(testApp, staffAccess, file, VALID_FIELDS, DRY_RUN);
      expect(preview.statusCode, preview.body).toBe(200);
      expect(preview.json()).toEqual({
        success: true,
        dry_run: true,
        file_name: 'list.xlsx',
        recipients: 3,
        invalid_count: 1,
        invalid_emails: [{ row: 3, value: 'not-an-address' }],
        duplicate_count: 1,
        inactive_count: 0,
      });
    }
    expect({ ...(await outboxAndCampaignCounts(testApp)), audit: await auditRows() }).toEqual(
      before,
    );

    const sent = await uploadSheet(testApp, staffAccess, file);
    expect(sent.statusCode, sent.body).toBe(202);
    expect(sent.json().queued).toBe(3);

    // The same broadcast again: the dry run already says the send would be refused.
    const repeat = await uploadSheet(testApp, staffAccess, file, VALID_FIELDS, DRY_RUN);
    expect(repeat.statusCode).toBe(409);
    expect(repeat.json().code).toBe('conflict');
  });

  it('refuses a sheet as the send does, and is staff only', async () => {
    const noHeader = { name: 'list.xlsx', bytes: await xlsxOf(LIST, { header: null }) };
    const refused = await uploadSheet(testApp, staffAccess, noHeader, VALID_FIELDS, DRY_RUN);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toBe(MESSAGES.email.headerMissing);

    const noMessage = await uploadSheet(
      testApp,
      staffAccess,
      { name: 'list.xlsx', bytes: await xlsxOf(LIST) },
      { subject: VALID_FIELDS.subject, message: '' },
      DRY_RUN,
    );
    expect(noMessage.statusCode).toBe(400);

    const file = { name: 'list.xlsx', bytes: await xlsxOf(LIST) };
    expect(
      (await uploadSheet(testApp, studentAccess, file, VALID_FIELDS, DRY_RUN)).statusCode,
    ).toBe(403);
    expect((await uploadSheet(testApp, null, file, VALID_FIELDS, DRY_RUN)).statusCode).toBe(401);
  });
});
