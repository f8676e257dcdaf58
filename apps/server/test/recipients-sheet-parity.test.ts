// The recipients reader reads an ordinary workbook exactly as the exceljs reader before it did:
// the same recipients, names, invalid rows, counts and refusals, for workbooks made by exceljs
// (merged cells, validations, formats, widths, hyperlinks, rich text, several sheets) and for XML
// written the way Excel and LibreOffice Calc write it.
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readRecipientsSheet } from '../src/features/broadcast/recipients-sheet';
import { readRecipientsWithExcelJs } from './helpers/exceljs-recipients';
import { EXCEL_MADE, LIBREOFFICE_MADE } from './helpers/office-xlsx';
import { SHEET1, withParts } from './helpers/xlsx-edit';

async function workbookOf(build: (workbook: ExcelJS.Workbook) => void): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  build(workbook);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function listSheet(workbook: ExcelJS.Workbook, name = 'Recipients') {
  const sheet = workbook.addWorksheet(name);
  sheet.addRow(['Email', 'Name']);
  return sheet;
}

/** A workbook made by exceljs with the parts given written over its own. */
async function craftedWorkbook(parts: Record<string, string>): Promise<Buffer> {
  return withParts(await workbookOf((workbook) => listSheet(workbook)), parts);
}

const WORKBOOKS: [string, () => Promise<Buffer>][] = [
  [
    'every kind of cell value',
    () =>
      workbookOf((workbook) => {
        const sheet = listSheet(workbook);
        sheet.addRows([
          ['Asha@Example.test', 'Asha Mrema'],
          ['not-an-email', 'Nobody'],
          [{ text: 'baraka@example.test', hyperlink: 'mailto:baraka@example.test' }, 'Baraka'],
          [{ richText: [{ text: 'rich' }, { text: '@example.test', font: { bold: true } }] }, 'R'],
          [{ formula: 'LOWER("JUMA@EXAMPLE.TEST")', result: 'juma@example.test' }, 'Juma'],
          [12345, 'A number'],
          [true, 'A boolean'],
          [null, null],
          ['  chausiku@example.test  ', '  Chausiku \n\t Mwita \u0007 '],
          ['asha@example.test', 'Asha again'],
          ['dotto@example.test', 'x'.repeat(300)],
          ['', 'Only a name'],
          ['two@@example.test', { richText: [{ text: 'Typo ' }, { text: 'Row' }] }],
        ]);
      }),
  ],
  [
    'merged cells: a title beside the header, a name over two rows, an address over two',
    () =>
      workbookOf((workbook) => {
        const sheet = listSheet(workbook);
        sheet.getCell('C1').value = 'Week 5 reminder list';
        sheet.mergeCells('C1:F1');
        sheet.addRows([
          ['a@example.test', 'Group A'],
          ['b@example.test', null],
          ['c@example.test', 'C'],
          ['shared@example.test', 'Shared'],
        ]);
        sheet.mergeCells('B2:B3');
        sheet.mergeCells('A5:A7');
        sheet.getCell('B7').value = 'Under a merged address';
      }),
  ],
  [
    'a header merged across A1:B1',
    () =>
      workbookOf((workbook) => {
        const sheet = listSheet(workbook);
        sheet.mergeCells('A1:B1');
        sheet.addRows([['merged@example.test', 'Merged']]);
      }),
  ],
  [
    'validations, conditional formats, widths, an auto filter and frozen panes',
    () =>
      workbookOf((workbook) => {
        const sheet = listSheet(workbook);
        sheet.columns = [{ width: 32 }, { width: 20 }, { width: 12 }];
        sheet.views = [{ state: 'frozen', ySplit: 1 }];
        sheet.autoFilter = 'A1:B1';
        sheet.addRows([
          ['v1@example.test', 'V One', 'Yes'],
          ['v2@example.test', 'V Two', 'No'],
        ]);
        for (const address of ['C2', 'C3', 'C4']) {
          sheet.getCell(address).dataValidation = {
            type: 'list',
            allowBlank: true,
            formulae: ['"Yes,No"'],
          };
        }
        sheet.addConditionalFormatting({
          ref: 'A2:A200',
          rules: [
            {
              type: 'expression',
              priority: 1,
              formulae: ['ISERROR(SEARCH("@",A2))'],
              style: { font: { color: { argb: 'FFFF0000' } } },
            },
          ],
        });
      }),
  ],
  [
    'a notes sheet before the list',
    () =>
      workbookOf((workbook) => {
        workbook.addWorksheet('Notes').addRows([['Prepared by the PT office'], ['Week 5']]);
        listSheet(workbook, 'List').addRows([['listed@example.test', 'Listed']]);
      }),
  ],
  [
    'a hidden list before the shown one',
    () =>
      workbookOf((workbook) => {
        const hidden = workbook.addWorksheet('Old', { state: 'hidden' });
        hidden.addRows([['Email'], ['old@example.test']]);
        listSheet(workbook).addRows([['new@example.test', 'New']]);
      }),
  ],
  [
    'no sheet with the header',
    () =>
      workbookOf((workbook) => {
        workbook.addWorksheet('Data').addRows([['Address'], ['a@example.test']]);
      }),
  ],
  [
    'an empty first sheet and no header anywhere',
    () =>
      workbookOf((workbook) => {
        workbook.addWorksheet('Sheet1');
        workbook.addWorksheet('Data').addRows([['a@example.test']]);
      }),
  ],
  [
    'only a very hidden sheet with the header',
    () =>
      workbookOf((workbook) => {
        workbook.addWorksheet('Secret', { state: 'veryHidden' }).addRows([['Email'], ['s@x.test']]);
      }),
  ],
  ['a workbook written as Excel writes one', () => craftedWorkbook(EXCEL_MADE)],
  ['a workbook written as LibreOffice Calc writes one', () => craftedWorkbook(LIBREOFFICE_MADE)],
];

describe('readRecipientsSheet reads as the exceljs reader did', () => {
  it.each(WORKBOOKS)('%s', async (_name, make) => {
    const bytes = await make();
    const expected = await readRecipientsWithExcelJs(bytes);
    expect(await readRecipientsSheet(bytes)).toEqual(expected);
  });

  it('gives the Excel-made workbook its recipients, names and invalid rows', async () => {
    const reading = await readRecipientsSheet(await craftedWorkbook(EXCEL_MADE));
    expect(reading).toMatchObject({
      ok: true,
      recipients: [
        { email: 'asha@example.test', name: 'Asha Mrema' },
        { email: 'baraka@example.test', name: 'Baraka Juma' },
        { email: 'juma@example.test', name: 'Juma & Co' },
        { email: 'chausiku@example.test', name: 'Chausiku Mwita' },
        { email: 'hidden.row@example.test', name: null },
        { email: 'dotto@example.test', name: 'Dotto & Family' },
      ],
      invalid: [
        { row: 5, value: 'true' },
        { row: 6, value: '#N/A' },
        { row: 7, value: '42' },
      ],
    });
  });

  it('refuses overlapping merged ranges in the list, as exceljs did', async () => {
    const bytes = await craftedWorkbook({
      ...EXCEL_MADE,
      [SHEET1]: EXCEL_MADE[SHEET1]!.replace(
        '<mergeCells count="1">',
        '<mergeCells count="3"><mergeCell ref="A2:A3"/><mergeCell ref="A3:B4"/>',
      ),
    });
    expect(await readRecipientsWithExcelJs(bytes)).toEqual({ ok: false, problem: 'not_xlsx' });
    expect(await readRecipientsSheet(bytes)).toEqual({ ok: false, problem: 'not_xlsx' });
  });
});
