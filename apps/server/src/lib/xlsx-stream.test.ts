import { buffer } from 'node:stream/consumers';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { type TCellValue, xlsxStream } from './xlsx-stream';

const COLUMNS = [
  { header: 'phone', width: 16 },
  { header: 'amount', width: 10, kind: 'money' as const },
  { header: 'at', width: 17, kind: 'moment' as const },
  { header: 'on', width: 12, kind: 'date' as const },
];

async function* batchesOf(...batches: TCellValue[][][]) {
  for (const batch of batches) yield batch;
}

describe('xlsxStream', () => {
  it('writes each kind of cell as Excel should show it', async () => {
    const out = await xlsxStream(
      'Sheet',
      COLUMNS,
      batchesOf(
        [['+255712345678', '5000.00', '2026-12-09T21:30:00.000Z', '2026-12-09']],
        [['=1+1', 250, null, '']],
      ),
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await buffer(out)) as unknown as ExcelJS.Buffer);
    const sheet = workbook.getWorksheet('Sheet')!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'phone', 'amount', 'at', 'on']);
    const first = sheet.getRow(2);
    expect(first.getCell(1).value).toBe('+255712345678');
    expect(first.getCell(2).value).toBe(5000);
    expect(first.getCell(2).numFmt).toBe('#,##0');
    // 21:30 UTC is 00:30 the next day in East Africa Time.
    expect(first.getCell(3).value).toEqual(new Date('2026-12-10T00:30:00.000Z'));
    expect(first.getCell(4).value).toEqual(new Date('2026-12-09T00:00:00.000Z'));
    const second = sheet.getRow(3);
    expect(second.getCell(1).value).toBe('=1+1');
    expect(second.getCell(1).formula).toBeUndefined();
    expect(second.getCell(3).value).toBeNull();
    expect(second.getCell(4).value).toBeNull();
  });

  it('writes a workbook Excel opens when a text holds what XML cannot (U+FFFF, half a pair)', async () => {
    const out = await xlsxStream(
      'Sheet',
      COLUMNS,
      batchesOf([['Amina \uFFFF Juma', 1, null, null]], [['half \uD83D pair', 2, null, null]]),
    );
    const workbook = new ExcelJS.Workbook();
    // exceljs reads with a strict XML parser, as Excel does: before, this load threw.
    await workbook.xlsx.load((await buffer(out)) as unknown as ExcelJS.Buffer);
    const sheet = workbook.getWorksheet('Sheet')!;
    expect(sheet.getRow(2).getCell(1).value).toBe('Amina \uFFFD Juma');
    expect(sheet.getRow(3).getCell(1).value).toBe('half \uFFFD pair');
  });

  it('writes the totals after an empty row, bold, each number with its format', async () => {
    let tallied = 0;
    const out = await xlsxStream(
      'Sheet',
      COLUMNS,
      (async function* () {
        for (const amount of [1_000, 2_500]) {
          tallied += amount;
          yield [['+255712345678', amount, null, null]];
        }
      })(),
      // Read after the last row: it sees every row's tally.
      { totals: () => [{ value: 'Total' }, { value: tallied, numFmt: '#,##0 "TZS"' }, null] },
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await buffer(out)) as unknown as ExcelJS.Buffer);
    const sheet = workbook.getWorksheet('Sheet')!;
    expect(sheet.getRow(4).hasValues).toBe(false);
    const totals = sheet.getRow(5);
    expect(totals.font?.bold).toBe(true);
    expect(totals.getCell(1).value).toBe('Total');
    expect(totals.getCell(2).value).toBe(3_500);
    expect(totals.getCell(2).numFmt).toBe('#,##0 "TZS"');
    expect(totals.getCell(3).value).toBeNull();
    expect(sheet.rowCount).toBe(5);
  });

  it('reads no further batches once the download is abandoned', async () => {
    let pulled = 0;
    async function* slowBatches() {
      for (let batch = 0; batch < 20; batch += 1) {
        pulled += 1;
        yield [['+255712345678', batch, null, null]];
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    }
    const out = await xlsxStream('Sheet', COLUMNS, slowBatches());
    out.destroy();
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(pulled).toBeLessThanOrEqual(2);
  });
});
