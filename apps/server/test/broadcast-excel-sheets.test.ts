// Send from Excel reads the first sheet, in tab order, with the 'Email' header in A1 (spec 2
// /admin/email-broadcast): a workbook whose list follows an empty or a cover sheet is sent to that
// list; one without any such sheet keeps the first sheet's message (empty file / missing header).
// Hidden and very hidden sheets are passed over.
import { LIMITS, MESSAGES } from '@ptlog/shared';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { SHEET_LIMITS } from '../src/features/broadcast/broadcast.service';
import { login } from './helpers/accounts';
import {
  craftedXlsx,
  deliverCampaign,
  outboxAndCampaignCounts,
  uploadSheet,
  VALID_FIELDS,
} from './helpers/broadcast';
import { buildTestApp } from './helpers/build-test-app';
import { createUser } from './helpers/factories';
import { builtOnce, perSuite } from './helpers/per-suite';
import { startSmtpServer } from './helpers/smtp';

const smtp = perSuite(startSmtpServer);
const testApp = perSuite(() => buildTestApp({ SMTP_URL: smtp.url, RATE_LIMIT_MAX: '100000' }));
const staff = builtOnce(async () => {
  const account = await createUser(testApp.db, { isStaff: true });
  return login(testApp.app, account.email, account.password);
});

interface TSheetSpec {
  name: string;
  rows: ExcelJS.CellValue[][];
  state?: ExcelJS.WorksheetState;
}

/** An .xlsx made by exceljs with these sheets, in this tab order. */
async function workbookOf(sheets: TSheetSpec[]) {
  const workbook = new ExcelJS.Workbook();
  for (const { name, rows, state } of sheets) {
    const sheet = workbook.addWorksheet(name, state ? { state } : {});
    for (const row of rows) sheet.addRow(row);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const NOTES = {
  name: 'Notes',
  rows: [['Recipients of the week 5 reminder'], ['Prepared by the PT office']],
};
const LIST = {
  name: 'Recipients',
  rows: [
    ['Email', 'Name'],
    ['asha@example.test', 'Asha Mrema'],
    ['baraka@example.test', 'Baraka'],
  ],
};

// Each upload is a broadcast of its own: the same one again is refused (broadcast-guard.test.ts).
let uploads = 0;
const upload = (bytes: Buffer) => {
  uploads += 1;
  const fields = { ...VALID_FIELDS, subject: `${VALID_FIELDS.subject} (${uploads})` };
  return uploadSheet(testApp, staff.access, { name: 'list.xlsx', bytes }, fields);
};

/** Sends the workbook and answers the addresses its mails went to, sorted. */
async function sentTo(bytes: Buffer): Promise<string[]> {
  const before = smtp.mails.length;
  const response = await upload(bytes);
  expect(response.statusCode, response.body).toBe(202);
  await deliverCampaign(testApp, response.json().campaign_id);
  return smtp.mails
    .slice(before)
    .flatMap((mail) => mail.to)
    .sort();
}

/** The upload is refused with `detail` as the file's error and nothing is queued. */
async function expectRefused(bytes: Buffer, detail: string) {
  const before = await outboxAndCampaignCounts(testApp);
  const response = await upload(bytes);
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json().detail).toBe(detail);
  expect(response.json().errors?.file).toEqual([detail]);
  expect(await outboxAndCampaignCounts(testApp)).toEqual(before);
}

describe('POST send-email-from-excel: the sheet with the Email header', () => {
  it('sends to the list on sheet 2 when sheet 1 is empty', async () => {
    const bytes = await workbookOf([{ name: 'Sheet1', rows: [] }, LIST]);
    expect(await sentTo(bytes)).toEqual(['asha@example.test', 'baraka@example.test']);
    expect(smtp.mailsTo('asha@example.test').at(-1)?.text).toMatch(/^Hello Asha Mrema,\n/);
  });

  it('sends to the list on sheet 2 when sheet 1 is a notes sheet without the header', async () => {
    const list = {
      name: 'List',
      rows: [['E-mail'], ['chausiku@example.test'], ['dotto@example.test']],
    };
    const bytes = await workbookOf([NOTES, list]);
    expect(await sentTo(bytes)).toEqual(['chausiku@example.test', 'dotto@example.test']);
    expect(smtp.mailsTo('chausiku@example.test').at(-1)?.text).toMatch(/^Hello,\n/);
  });

  it('takes the first sheet with the header when several have one', async () => {
    const later = { name: 'Old list', rows: [['Email'], ['old@example.test']] };
    const bytes = await workbookOf([NOTES, LIST, later]);
    expect(await sentTo(bytes)).toEqual(['asha@example.test', 'baraka@example.test']);
  });

  it('counts the header only in A1: a sheet with it lower down is passed over', async () => {
    const lower = { name: 'Lower', rows: [['Contacts'], ['Email'], ['lower@example.test']] };
    const list = { name: 'List', rows: [['Email'], ['third@example.test']] };
    expect(await sentTo(await workbookOf([lower, list]))).toEqual(['third@example.test']);
  });
});

describe('POST send-email-from-excel: no sheet with the Email header', () => {
  it("keeps the first sheet's message: empty file or missing header", async () => {
    const noHeader = { name: 'Data', rows: [['a@example.test'], ['b@example.test']] };
    await expectRefused(
      await workbookOf([{ name: 'Sheet1', rows: [] }, noHeader]),
      MESSAGES.email.fileEmpty,
    );
    await expectRefused(await workbookOf([NOTES, noHeader]), MESSAGES.email.headerMissing);
    await expectRefused(
      await workbookOf([{ name: 'Sheet1', rows: [['Address'], ['a@example.test']] }]),
      MESSAGES.email.headerMissing,
    );
  });
});

describe('POST send-email-from-excel: hidden sheets are never read', () => {
  // Staff cannot see a hidden sheet in Excel, so they cannot check whom it would mail.
  const hiddenList = (state: ExcelJS.WorksheetState): TSheetSpec => ({
    name: 'Old list',
    state,
    rows: [['Email'], ['hidden@example.test']],
  });

  it.each(['hidden', 'veryHidden'] as const)(
    'sends to the visible list after a %s sheet with the header',
    async (state) => {
      const bytes = await workbookOf([hiddenList(state), LIST]);
      expect(await sentTo(bytes)).toEqual(['asha@example.test', 'baraka@example.test']);
      expect(smtp.mailsTo('hidden@example.test')).toEqual([]);
    },
  );

  it.each(['hidden', 'veryHidden'] as const)(
    'refuses a workbook whose only Email header is on a %s sheet',
    async (state) => {
      await expectRefused(
        await workbookOf([NOTES, hiddenList(state)]),
        MESSAGES.email.headerMissing,
      );
      await expectRefused(await workbookOf([hiddenList(state)]), MESSAGES.email.headerMissing);
    },
  );
});

describe('POST send-email-from-excel: limits on a later sheet', () => {
  it(`refuses more than ${LIMITS.EMAIL_SHEET_MAX_ROWS} addresses on the sheet it reads`, async () => {
    const rows = Array.from({ length: LIMITS.EMAIL_SHEET_MAX_ROWS + 1 }, (_, index) => [
      `r${index}@example.test`,
    ]);
    const bytes = await workbookOf([NOTES, { name: 'List', rows: [['Email'], ...rows] }]);
    await expectRefused(bytes, MESSAGES.email.tooManyRows);
  }, 60_000);

  it('bounds the row elements of every worksheet, not only the first', async () => {
    const sheetXml = (name: string, body: string) => ({
      name: `xl/worksheets/${name}.xml`,
      data: Buffer.from(`<worksheet><sheetData>${body}</sheetData></worksheet>`),
    });
    const bytes = craftedXlsx([
      sheetXml('sheet1', '<row r="1"><c r="A1" t="inlineStr"><is><t>Email</t></is></c></row>'),
      sheetXml('sheet2', '<row/>'.repeat(SHEET_LIMITS.maxRowElements)),
    ]);
    await expectRefused(bytes, MESSAGES.email.tooManyRows);
  });
});
