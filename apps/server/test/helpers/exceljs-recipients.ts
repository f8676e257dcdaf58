// The recipients reader as it was before its own XML scanner (exceljs 4.4 over the whole
// workbook), kept as the reference the new reader's answers are compared with on ordinary
// workbooks (recipients-sheet-parity.test.ts). Never given a costly workbook: that is why it went.
import { LIMITS } from '@ptlog/shared';
import ExcelJS from 'exceljs';
import { z } from 'zod';
import type { TSheetReading, TSheetRecipient } from '../../src/features/broadcast/recipients-sheet';

const ZAddress = z.email().max(254);
const HEADER = /^e-?mail(\s+address)?$/i;
const NAME_HEADER = /^((full\s+)?name|jina(\s+kamili)?)$/i;

function cellText(row: ExcelJS.Row, column: number): string {
  try {
    return (row.getCell(column).text ?? '').trim();
  } catch {
    return '';
  }
}

function cleanName(raw: string): string | null {
  const name = raw
    .replace(/[\p{Cc}\p{Cf}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 100);
  return name === '' ? null : name;
}

function recipientsWorksheet(sheets: ExcelJS.Worksheet[]) {
  const shown = sheets.filter((sheet) => sheet.state !== 'hidden' && sheet.state !== 'veryHidden');
  const withHeader = shown.find((sheet) => {
    const header = sheet.findRow(1);
    return header !== undefined && HEADER.test(cellText(header, 1));
  });
  if (withHeader) return withHeader;
  const first = shown[0] ?? sheets[0];
  return !first || first.actualRowCount === 0 ? 'empty' : 'header_missing';
}

export async function readRecipientsWithExcelJs(bytes: Buffer): Promise<TSheetReading> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  } catch {
    return { ok: false, problem: 'not_xlsx' };
  }
  const sheet = recipientsWorksheet(workbook.worksheets);
  if (typeof sheet === 'string') return { ok: false, problem: sheet };
  const hasNames = NAME_HEADER.test(cellText(sheet.getRow(1), 2));
  if (sheet.actualRowCount - 1 > LIMITS.EMAIL_SHEET_MAX_ROWS) {
    return { ok: false, problem: 'too_many_rows' };
  }
  const reading = {
    ok: true as const,
    recipients: [] as TSheetRecipient[],
    invalid: [] as { row: number; value: string }[],
    invalidCount: 0,
    duplicateCount: 0,
  };
  const seen = new Set<string>();
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    if (rowNumber === 1) return;
    const value = cellText(row, 1);
    const name = cellText(row, 2);
    if (value === '' && name === '') return;
    const parsed = ZAddress.safeParse(value.toLowerCase());
    if (!parsed.success) {
      reading.invalidCount += 1;
      if (reading.invalid.length < LIMITS.EMAIL_SHEET_MAX_INVALID_LISTED) {
        reading.invalid.push({ row: rowNumber, value: value.slice(0, 320) });
      }
    } else if (seen.has(parsed.data)) {
      reading.duplicateCount += 1;
    } else {
      seen.add(parsed.data);
      reading.recipients.push({ email: parsed.data, name: hasNames ? cleanName(name) : null });
    }
  });
  return reading;
}
