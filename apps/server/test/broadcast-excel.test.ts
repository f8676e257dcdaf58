import { LIMITS, MESSAGES } from '@ptlog/shared';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailCampaigns, mailOutbox } from '../src/db/schema';
import { SHEET_LIMITS } from '../src/features/broadcast/broadcast.service';
import { login } from './helpers/accounts';
import {
  CAMPAIGNS,
  craftedXlsx,
  deliverCampaign,
  FROM_EXCEL,
  multipartForm,
  outboxAndCampaignCounts,
  uploadSheet,
  VALID_FIELDS,
  xlsxOf,
  zipOf,
} from './helpers/broadcast';
import { buildTestApp, type TTestApp } from './helpers/build-test-app';
import { createUser } from './helpers/factories';
import { startSmtpServer, type TSmtpServer } from './helpers/smtp';

let smtp: TSmtpServer;
let testApp: TTestApp;
let staffAccess: string;
let studentAccess: string;

beforeAll(async () => {
  smtp = await startSmtpServer();
  testApp = await buildTestApp({ SMTP_URL: smtp.url, RATE_LIMIT_MAX: '100000' });
  const staff = await createUser(testApp.db, { isStaff: true });
  staffAccess = (await login(testApp.app, staff.email, staff.password)).access;
  const student = await createUser(testApp.db);
  studentAccess = (await login(testApp.app, student.email, student.password)).access;
});
afterAll(async () => {
  await testApp.close();
  await smtp.close();
});

const upload = (file: { name: string; bytes: Buffer } | undefined, fields = VALID_FIELDS) =>
  uploadSheet(testApp, staffAccess, file, fields);

/** Each refusal answers `status` with `detail` as the file's error, and queues nothing. */
async function expectRefused(
  file: { name: string; bytes: Buffer } | undefined,
  status: number,
  detail: string,
) {
  const before = await outboxAndCampaignCounts(testApp);
  const response = await upload(file);
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json();
  expect(body.detail).toBe(detail);
  expect(body.errors?.file).toEqual([detail]);
  expect(await outboxAndCampaignCounts(testApp)).toEqual(before);
  return body;
}

describe('POST send-email-from-excel: access', () => {
  it('answers 401 without sign-in and 403 to students, on both paths', async () => {
    const file = { name: 'list.xlsx', bytes: await xlsxOf([['a@example.test', 'A']]) };
    for (const url of [FROM_EXCEL, '/api/send-email-from-excel/']) {
      expect((await uploadSheet(testApp, null, file, VALID_FIELDS, url)).statusCode).toBe(401);
      const forbidden = await uploadSheet(testApp, studentAccess, file, VALID_FIELDS, url);
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json().detail).toBe(MESSAGES.access.staffOnly);
    }
    expect(await outboxAndCampaignCounts(testApp)).toEqual({ mails: 0, campaigns: 0 });
  });
});

describe('POST send-email-from-excel: a good sheet', () => {
  it('sends once to each distinct valid address and lists the invalid ones back', async () => {
    const bytes = await xlsxOf([
      ['Asha@Example.test', 'Asha Mrema'],
      ['not-an-email', 'Nobody'],
      [{ text: 'baraka@example.test', hyperlink: 'mailto:baraka@example.test' }, 'Baraka'],
      ['asha@example.test', 'Asha again'],
      [null, null],
      ['  chausiku@example.test  ', null],
      ['two@@example.test', 'Typo'],
    ]);
    const response = await upload({ name: 'Recipients.XLSX', bytes });
    expect(response.statusCode, response.body).toBe(202);
    const body = response.json();
    expect(body).toEqual({
      success: true,
      message: MESSAGES.email.sendingExcel,
      detail: MESSAGES.email.sendingExcel,
      campaign_id: expect.any(Number),
      queued: 3,
      invalid_count: 2,
      invalid_emails: [
        { row: 3, value: 'not-an-email' },
        { row: 8, value: 'two@@example.test' },
      ],
      duplicate_count: 1,
      inactive_count: 0,
    });

    const campaign = await deliverCampaign(testApp, body.campaign_id);
    expect(campaign).toMatchObject({ queuedCount: 3, sentCount: 3, failedCount: 0 });
    await testApp.app.mail.flush();
    expect(smtp.mails).toHaveLength(3);
    for (const address of ['asha@example.test', 'baraka@example.test', 'chausiku@example.test']) {
      expect(smtp.mailsTo(address), address).toHaveLength(1);
    }
    expect(smtp.mailsTo('asha@example.test')[0]?.text).toContain('Hello Asha Mrema,');
    expect(smtp.mailsTo('chausiku@example.test')[0]?.text).toMatch(/^Hello,\n/);
    expect(smtp.mailsTo('baraka@example.test')[0]?.text).toContain(VALID_FIELDS.message);

    const detail = await testApp.app.inject({
      method: 'GET',
      url: `${CAMPAIGNS}${body.campaign_id}/`,
      headers: { authorization: `Bearer ${staffAccess}` },
    });
    expect(detail.json()).toMatchObject({
      source: 'excel',
      file_name: 'Recipients.XLSX',
      queued: 3,
      sent: 3,
      invalid: 2,
      status: 'done',
    });
  });

  it('greets by the name in column B only under a name header', async () => {
    const sheets: [string, string, RegExp][] = [
      ['Name', 'named@example.test', /^Hello Asha Mrema,\n/],
      ['Jina', 'jina@example.test', /^Hello Asha Mrema,\n/],
      ['Phone', 'phone@example.test', /^Hello,\n/],
      ['', 'blank@example.test', /^Hello,\n/],
    ];
    for (const [nameHeader, address, greeting] of sheets) {
      const bytes = await xlsxOf([[address, 'Asha Mrema']], { header: ['Email', nameHeader] });
      const response = await upload({ name: 'list.xlsx', bytes });
      expect(response.statusCode, response.body).toBe(202);
      await deliverCampaign(testApp, response.json().campaign_id);
      expect(smtp.mailsTo(address)[0]?.text, nameHeader).toMatch(greeting);
    }
  });

  it('reads the fields whether they come before or after the file (fallback path)', async () => {
    const bytes = await xlsxOf([['order@example.test', 'Order']]);
    const form = multipartForm(VALID_FIELDS, { name: 'list.xlsx', bytes }, { fieldsFirst: true });
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/send-email-from-excel/',
      headers: { ...form.headers, authorization: `Bearer ${staffAccess}` },
      payload: form.payload,
    });
    expect(response.statusCode, response.body).toBe(202);
    expect(response.json().queued).toBe(1);
    await deliverCampaign(testApp, response.json().campaign_id);
    expect(smtp.mailsTo('order@example.test')).toHaveLength(1);
  });
});

describe('POST send-email-from-excel: refused uploads', () => {
  it('checks subject, message and the file together', async () => {
    const before = await outboxAndCampaignCounts(testApp);
    const response = await upload(undefined, { subject: ' ', message: 'short' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      subject: [MESSAGES.email.subjectAndMessageEmpty],
      message: [MESSAGES.email.messageTooShort],
      file: [MESSAGES.email.fileRequired],
    });
    const json = await testApp.app.inject({
      method: 'POST',
      url: FROM_EXCEL,
      headers: { authorization: `Bearer ${staffAccess}` },
      payload: VALID_FIELDS,
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().detail).toBe(MESSAGES.email.fileRequired);
    expect(await outboxAndCampaignCounts(testApp)).toEqual(before);
  });

  it('refuses control characters in the fields and the file name, as in JSON', async () => {
    const before = await outboxAndCampaignCounts(testApp);
    const bytes = await xlsxOf([['a@example.test', 'A']]);
    const named = await upload({ name: 'li\u0000st.xlsx', bytes });
    expect(named.statusCode, named.body).toBe(400);
    expect(named.json().errors).toEqual({ file: [MESSAGES.generic.controlCharacters] });
    const typed = await upload(
      { name: 'list.xlsx', bytes },
      { subject: '\u0001\u0001\u0001', message: 'Please submit\u0000 your weekly report.' },
    );
    expect(typed.statusCode, typed.body).toBe(400);
    expect(typed.json().errors).toEqual({
      subject: [MESSAGES.generic.controlCharacters],
      message: [MESSAGES.generic.controlCharacters],
    });
    expect(await outboxAndCampaignCounts(testApp)).toEqual(before);
  });

  it('refuses a name without .xlsx and an empty file', async () => {
    const bytes = await xlsxOf([['a@example.test', 'A']]);
    await expectRefused({ name: 'list.csv', bytes }, 400, MESSAGES.email.invalidFileType);
    await expectRefused(
      { name: 'list.xlsx', bytes: Buffer.alloc(0) },
      400,
      MESSAGES.email.fileEmpty,
    );
  });

  it('refuses a file that is not an .xlsx by content', async () => {
    await expectRefused(
      { name: 'list.xlsx', bytes: Buffer.from('Email,Name\na@example.test,A\n') },
      400,
      MESSAGES.email.fileNotXlsx,
    );
    // A zip, but not a workbook.
    await expectRefused(
      { name: 'list.xlsx', bytes: zipOf([{ name: 'notes.txt', data: Buffer.from('hello') }]) },
      400,
      MESSAGES.email.fileNotXlsx,
    );
    // Shaped like one, but exceljs cannot read it.
    await expectRefused(
      {
        name: 'list.xlsx',
        bytes: craftedXlsx([{ name: 'xl/worksheets/sheet1.xml', data: Buffer.from('<oops') }]),
      },
      400,
      MESSAGES.email.fileNotXlsx,
    );
    // A real workbook cut short.
    const whole = await xlsxOf([['a@example.test', 'A']]);
    await expectRefused(
      { name: 'list.xlsx', bytes: whole.subarray(0, Math.floor(whole.length / 2)) },
      400,
      MESSAGES.email.fileNotXlsx,
    );
  });

  it('refuses an empty sheet, a missing header and a sheet without a valid address', async () => {
    await expectRefused(
      { name: 'list.xlsx', bytes: await xlsxOf([], { header: null }) },
      400,
      MESSAGES.email.fileEmpty,
    );
    await expectRefused(
      { name: 'list.xlsx', bytes: await xlsxOf([['a@example.test']], { header: ['Address'] }) },
      400,
      MESSAGES.email.headerMissing,
    );
    await expectRefused(
      { name: 'list.xlsx', bytes: await xlsxOf([]) },
      400,
      MESSAGES.email.noValidAddresses,
    );
    const body = await expectRefused(
      { name: 'list.xlsx', bytes: await xlsxOf([['nope'], ['also nope', 'Name']]) },
      400,
      MESSAGES.email.noValidAddresses,
    );
    expect(body.errors.invalid_emails).toEqual(['Row 2: nope', 'Row 3: also nope']);
  });

  it(`refuses a file over ${LIMITS.EMAIL_SHEET_MAX_BYTES / 1024 / 1024} MB`, async () => {
    const bytes = Buffer.concat([
      await xlsxOf([['a@example.test', 'A']]),
      Buffer.alloc(LIMITS.EMAIL_SHEET_MAX_BYTES),
    ]);
    await expectRefused({ name: 'big.xlsx', bytes }, 413, MESSAGES.email.fileTooLarge);
  });

  it(`refuses more than ${LIMITS.EMAIL_SHEET_MAX_ROWS} rows, takes exactly that many`, async () => {
    const rows = (count: number) =>
      Array.from({ length: count }, (_, index) => [`r${index}@example.test`]);
    await expectRefused(
      { name: 'many.xlsx', bytes: await xlsxOf(rows(LIMITS.EMAIL_SHEET_MAX_ROWS + 1)) },
      400,
      MESSAGES.email.tooManyRows,
    );
    const response = await upload({
      name: 'max.xlsx',
      bytes: await xlsxOf(rows(LIMITS.EMAIL_SHEET_MAX_ROWS)),
    });
    expect(response.statusCode, response.body).toBe(202);
    expect(response.json().queued).toBe(LIMITS.EMAIL_SHEET_MAX_ROWS);
    const campaignId = response.json().campaign_id;
    const [row] = await testApp.db
      .select()
      .from(emailCampaigns)
      .where(eq(emailCampaigns.id, campaignId));
    expect(row?.queuedCount).toBe(LIMITS.EMAIL_SHEET_MAX_ROWS);
    // Not delivered here: 10,000 mails to the test server would only slow the other tests.
    await testApp.db.delete(mailOutbox).where(eq(mailOutbox.campaignId, campaignId));
  }, 60_000);

  it('refuses a sheet with more row or cell elements than the parser is given', async () => {
    const sheetXml = (body: string) => ({
      name: 'xl/worksheets/sheet1.xml',
      data: Buffer.from(`<worksheet><sheetData>${body}</sheetData></worksheet>`),
    });
    // Formatted empty rows count here (exceljs would read them all), unlike the address limit.
    const rows = '<row/>'.repeat(SHEET_LIMITS.maxRowElements + 1);
    await expectRefused(
      { name: 'rows.xlsx', bytes: craftedXlsx([sheetXml(rows)]) },
      400,
      MESSAGES.email.tooManyRows,
    );
    // Few rows, very many cells.
    const wide = `<row>${'<c r="A1"><v>1</v></c>'.repeat(SHEET_LIMITS.maxCellElements + 1)}</row>`;
    await expectRefused(
      { name: 'wide.xlsx', bytes: craftedXlsx([sheetXml(wide)]) },
      413,
      MESSAGES.email.fileTooBig,
    );
  });

  it('refuses a zip bomb: entries that together inflate past the bound', async () => {
    // A real workbook whose shared string inflates to 55 MB but compresses to some 60 KB.
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Recipients');
    sheet.addRow(['Email', 'Name']);
    sheet.addRow(['bomb@example.test', 'x'.repeat(55 * 1024 * 1024)]);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    expect(bytes.length).toBeLessThan(LIMITS.EMAIL_SHEET_MAX_BYTES);
    await expectRefused({ name: 'bomb.xlsx', bytes }, 413, MESSAGES.email.fileTooBig);
  }, 60_000);

  it('refuses a crafted entry that inflates past the size it declares', async () => {
    // 200 MB of one byte deflates to ~200 KB; the directory claims 1 KB.
    const bytes = craftedXlsx([
      {
        name: 'xl/worksheets/sheet1.xml',
        data: Buffer.alloc(200 * 1024 * 1024, 0x20),
        declaredSize: 1024,
      },
    ]);
    expect(bytes.length).toBeLessThan(LIMITS.EMAIL_SHEET_MAX_BYTES);
    await expectRefused({ name: 'bomb.xlsx', bytes }, 413, MESSAGES.email.fileTooBig);
  }, 60_000);
});
