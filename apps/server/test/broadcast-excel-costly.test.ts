// "Send from Excel" reads a sheet in work bounded by its bytes (DESIGN.md §5: .xlsx parsing
// bounded, heavy work never blocks other requests for long). A few bytes of sheet XML that a
// spreadsheet library expands cell by cell (a merged range, a validation's or a format's range, a
// `<col max>`, a defined name, a shared formula's range) once froze the server for minutes and
// ran it out of memory; each is answered here at once, with the sheet's recipients.
import { MESSAGES } from '@ptlog/shared';
import { describe, expect, it } from 'vitest';
import { login } from './helpers/accounts';
import { FROM_EXCEL, uploadSheet, VALID_FIELDS, xlsxOf } from './helpers/broadcast';
import { buildTestApp } from './helpers/build-test-app';
import { createUser } from './helpers/factories';
import { builtOnce, perSuite } from './helpers/per-suite';
import { afterSheetData, beforeSheetData, editParts, SHEET1 } from './helpers/xlsx-edit';

const DRY_RUN = `${FROM_EXCEL}?dry_run=1`;
const testApp = perSuite(() => buildTestApp({ RATE_LIMIT_MAX: '100000' }));
const staff = builtOnce(async () => {
  const account = await createUser(testApp.db, { isStaff: true });
  return login(testApp.app, account.email, account.password);
});
const list = builtOnce(async () => ({
  bytes: await xlsxOf([
    ['asha@example.test', 'Asha Mrema'],
    ['baraka@example.test', 'Baraka'],
  ]),
}));

/** Some 60 ms on a quiet machine; the costly workbooks took 5 s to 8 minutes. */
const ANSWER_MS = 2000;
/** The reader holds a few MB; exceljs grew the heap by 140 MB to 4.3 GB on these. */
const HEAP_GROWTH_MAX = 64 * 1024 * 1024;

/**
 * The dry run's answer to the workbook, how long it took, and how far the heap grew meanwhile
 * (sampled every few milliseconds: the event loop stays free to sample it).
 */
async function dryRun(bytes: Buffer) {
  const baseline = process.memoryUsage().heapUsed;
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().heapUsed);
  }, 5);
  const started = performance.now();
  try {
    const response = await uploadSheet(
      testApp,
      staff.access,
      { name: 'list.xlsx', bytes },
      VALID_FIELDS,
      DRY_RUN,
    );
    peak = Math.max(peak, process.memoryUsage().heapUsed);
    return { response, ms: performance.now() - started, heapGrowth: peak - baseline };
  } finally {
    clearInterval(sampler);
  }
}

const WHOLE_SHEET = 'A1:XFD1048576';
const OUTSIDE_LIST = 'C1:XFD1048576';

const COSTLY: [string, Record<string, (xml: string) => string>][] = [
  [
    'a merged range C1:XFD10000',
    {
      [SHEET1]: afterSheetData('<mergeCells count="1"><mergeCell ref="C1:XFD10000"/></mergeCells>'),
    },
  ],
  [
    'a merged range C1:CZ10000',
    {
      [SHEET1]: afterSheetData('<mergeCells count="1"><mergeCell ref="C1:CZ10000"/></mergeCells>'),
    },
  ],
  [
    'a list validation over C1:CZ10000',
    {
      [SHEET1]: afterSheetData(
        '<dataValidations count="1"><dataValidation type="list" sqref="C1:CZ10000"><formula1>"a,b"</formula1></dataValidation></dataValidations>',
      ),
    },
  ],
  [
    'a validation over the whole sheet',
    {
      [SHEET1]: afterSheetData(
        `<dataValidations count="1"><dataValidation type="whole" operator="greaterThan" sqref="${WHOLE_SHEET}"><formula1>0</formula1></dataValidation></dataValidations>`,
      ),
    },
  ],
  [
    'a width for columns 1 to 3,000,000',
    {
      [SHEET1]: beforeSheetData(
        '<cols><col min="1" max="3000000" width="10" customWidth="1"/></cols>',
      ),
    },
  ],
  [
    'a conditional format over the whole sheet',
    {
      [SHEET1]: afterSheetData(
        `<conditionalFormatting sqref="${WHOLE_SHEET}"><cfRule type="cellIs" priority="1" operator="equal"><formula>1</formula></cfRule></conditionalFormatting>`,
      ),
    },
  ],
  [
    'a hyperlink over the whole sheet',
    {
      [SHEET1]: afterSheetData(
        `<hyperlinks><hyperlink ref="${OUTSIDE_LIST}" location="Recipients!A1" display="x"/></hyperlinks>`,
      ),
    },
  ],
  [
    'an auto filter over the whole sheet',
    { [SHEET1]: afterSheetData(`<autoFilter ref="${WHOLE_SHEET}"/>`) },
  ],
  [
    'a shared formula over the whole sheet',
    {
      [SHEET1]: (xml) =>
        xml.replace(
          '</row>',
          `<c r="C1"><f t="shared" ref="${OUTSIDE_LIST}" si="0">1+1</f><v>2</v></c></row>`,
        ),
    },
  ],
  [
    'a defined name of the whole sheet',
    {
      'xl/workbook.xml': (xml) =>
        xml.replace(
          '</sheets>',
          '</sheets><definedNames><definedName name="everything">Recipients!$A$1:$XFD$1048576</definedName></definedNames>',
        ),
    },
  ],
  [
    '20,000 merged ranges beside the list',
    {
      [SHEET1]: afterSheetData(
        `<mergeCells count="20000">${Array.from(
          { length: 20_000 },
          (_, index) => `<mergeCell ref="C${index + 1}:D${index + 1}"/>`,
        ).join('')}</mergeCells>`,
      ),
    },
  ],
];

describe('POST send-email-from-excel: sheet XML that costs more than its bytes', () => {
  it.each(COSTLY)('reads the list beside %s at once', async (_name, edits) => {
    const bytes = await editParts(list.bytes, edits);
    expect(bytes.length).toBeLessThan(128 * 1024);
    const { response, ms, heapGrowth } = await dryRun(bytes);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ recipients: 2, invalid_count: 0, duplicate_count: 0 });
    expect(ms).toBeLessThan(ANSWER_MS);
    expect(heapGrowth).toBeLessThan(HEAP_GROWTH_MAX);
  });

  it('refuses a list merged down to row 1,048,576 as too many rows, at once', async () => {
    const bytes = await editParts(list.bytes, {
      [SHEET1]: afterSheetData('<mergeCells count="1"><mergeCell ref="A3:B1048576"/></mergeCells>'),
    });
    const { response, ms, heapGrowth } = await dryRun(bytes);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().detail).toBe(MESSAGES.email.tooManyRows);
    expect(ms).toBeLessThan(ANSWER_MS);
    expect(heapGrowth).toBeLessThan(HEAP_GROWTH_MAX);
  });
});

describe('POST send-email-from-excel: parts that are large once inflated', () => {
  it('counts 6 million empty cells without collecting them', async () => {
    // 24 MB of `<c/>` deflate to some 25 KB; a match array of them took 9 s and 270 MB.
    const bytes = await editParts(list.bytes, {
      [SHEET1]: (xml) => xml.replace('</row>', `${'<c/>'.repeat(6_000_000)}</row>`),
    });
    const { response, ms, heapGrowth } = await dryRun(bytes);
    expect(response.statusCode, response.body).toBe(413);
    expect(response.json().detail).toBe(MESSAGES.email.fileTooBig);
    expect(ms).toBeLessThan(4 * ANSWER_MS);
    expect(heapGrowth).toBeLessThan(HEAP_GROWTH_MAX);
  }, 60_000);

  it('indexes a million shared strings, decoding only those the list uses', async () => {
    const bytes = await editParts(list.bytes, {
      'xl/sharedStrings.xml': (xml) =>
        xml.replace('</sst>', `${'<si><t>unused</t></si>'.repeat(1_000_000)}</sst>`),
    });
    const { response, ms, heapGrowth } = await dryRun(bytes);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ recipients: 2, invalid_count: 0 });
    expect(ms).toBeLessThan(4 * ANSWER_MS);
    expect(heapGrowth).toBeLessThan(HEAP_GROWTH_MAX);
  }, 60_000);
});
