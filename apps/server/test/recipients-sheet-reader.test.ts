// What the recipients reader reads that the exceljs reader before it could not, or read badly:
// prefixed element names, rows and cells without references, a worksheet part named otherwise
// than sheetN.xml, a formula's error result; and what it refuses.
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readRecipientsSheet } from '../src/features/broadcast/recipients-sheet';
import { SHEET1, withParts } from './helpers/xlsx-edit';

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

async function baseWorkbook(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('Recipients').addRow(['Email', 'Name']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * A workbook whose one sheet has `sheetData` and no shared strings: its part `part`, named by the
 * workbook's relationship `target`.
 */
async function sheetWith(
  sheetData: string,
  options: { prefix?: string; target?: string; part?: string } = {},
) {
  const p = options.prefix ? `${options.prefix}:` : '';
  const xmlns = options.prefix ? `xmlns:${options.prefix}="${MAIN}"` : `xmlns="${MAIN}"`;
  const target = options.target ?? 'worksheets/sheet1.xml';
  const parts: Record<string, string> = {
    'xl/workbook.xml': `<${p}workbook ${xmlns} xmlns:r="${REL}"><${p}sheets><${p}sheet name="List" sheetId="1" r:id="rId9"/></${p}sheets></${p}workbook>`,
    'xl/_rels/workbook.xml.rels': `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId9" Type="${REL}/worksheet" Target="${target}"/></Relationships>`,
    [options.part ?? SHEET1]:
      `<${p}worksheet ${xmlns}><${p}sheetData>${sheetData}</${p}sheetData></${p}worksheet>`,
  };
  return withParts(await baseWorkbook(), parts);
}

const inline = (reference: string, text: string, prefix = '') =>
  `<${prefix}c r="${reference}" t="inlineStr"><${prefix}is><${prefix}t>${text}</${prefix}t></${prefix}is></${prefix}c>`;

describe('readRecipientsSheet beyond the exceljs reader', () => {
  it('reads elements with a namespace prefix, as some generators write them', async () => {
    const rows =
      `<x:row r="1">${inline('A1', 'Email', 'x:')}${inline('B1', 'Name', 'x:')}</x:row>` +
      `<x:row r="2">${inline('A2', 'pref@example.test', 'x:')}${inline('B2', 'Pref', 'x:')}</x:row>`;
    expect(await readRecipientsSheet(await sheetWith(rows, { prefix: 'x' }))).toMatchObject({
      ok: true,
      recipients: [{ email: 'pref@example.test', name: 'Pref' }],
    });
  });

  it('places rows and cells without references after the ones before them', async () => {
    const cell = (text: string) => `<c t="inlineStr"><is><t>${text}</t></is></c>`;
    const rows = `<row>${cell('Email')}${cell('Name')}</row><row>${cell('a@example.test')}${cell('A')}</row><row r="5">${cell('bad')}</row>`;
    expect(await readRecipientsSheet(await sheetWith(rows))).toMatchObject({
      ok: true,
      recipients: [{ email: 'a@example.test', name: 'A' }],
      invalid: [{ row: 5, value: 'bad' }],
    });
  });

  it('reads a worksheet part by the name its relationship gives', async () => {
    const rows = `<row r="1">${inline('A1', 'Email')}</row><row r="2">${inline('A2', 'p@example.test')}</row>`;
    expect(
      await readRecipientsSheet(
        await sheetWith(rows, { target: '../xl/lists/first.xml', part: 'xl/lists/first.xml' }),
      ),
    ).toMatchObject({ ok: true, recipients: [{ email: 'p@example.test', name: null }] });
  });

  it("shows a formula's error result as Excel does", async () => {
    const rows = `<row r="1">${inline('A1', 'Email')}</row><row r="2"><c r="A2" t="e"><f>VLOOKUP(1,Z:Z,2,0)</f><v>#N/A</v></c></row><row r="3">${inline('A3', 'ok@example.test')}</row>`;
    expect(await readRecipientsSheet(await sheetWith(rows))).toMatchObject({
      ok: true,
      invalid: [{ row: 2, value: '#N/A' }],
    });
  });

  it('refuses a workbook whose worksheet or workbook is not well formed', async () => {
    const base = await baseWorkbook();
    const broken: Record<string, string>[] = [
      { [SHEET1]: '<worksheet><sheetData><row r="1"></sheetData></worksheet>' },
      { 'xl/workbook.xml': '<workbook><sheets></sheets></workbook>' },
      { 'xl/workbook.xml': '<!DOCTYPE workbook [<!ENTITY e "x">]><workbook/>' },
    ];
    for (const parts of broken) {
      expect(await readRecipientsSheet(await withParts(base, parts))).toEqual({
        ok: false,
        problem: 'not_xlsx',
      });
    }
  });
});
