// Reads the recipients of a broadcast from an .xlsx: 'Email' header in A1, addresses in column A,
// an optional name in column B under a 'Name' header (spec 2 §2 /admin/email-broadcast), from the
// first sheet that has that header and is not hidden. The bytes must have passed xlsxZipProblem
// first (it bounds every worksheet of the zip): exceljs inflates everything it is given.
import { LIMITS, type TInvalidRecipient, type TLanguage } from '@ptlog/shared';
import type ExcelJS from 'exceljs';
import { z } from 'zod';
import { loadExcelJs } from '../../lib/excel-js';

export interface TSheetRecipient {
  email: string;
  name: string | null;
  /**
   * An account's own language: a sheet's address takes its account's (broadcast.service's
   * mailableSheetRecipients), one without an account is greeted in English.
   */
  language?: TLanguage;
}

export type TSheetReading =
  | { ok: false; problem: 'not_xlsx' | 'empty' | 'header_missing' | 'too_many_rows' }
  | {
      ok: true;
      recipients: TSheetRecipient[];
      invalid: TInvalidRecipient[];
      invalidCount: number;
      duplicateCount: number;
    };

const ZAddress = z.email().max(254);
const HEADER = /^e-?mail(\s+address)?$/i;
/** Column B greets by name only under a name header: a phone or a department is no name. */
const NAME_HEADER = /^((full\s+)?name|jina(\s+kamili)?)$/i;
const NAME_MAX = 100;

function cellText(row: ExcelJS.Row, column: number): string {
  try {
    return (row.getCell(column).text ?? '').trim();
  } catch {
    return '';
  }
}

/** A name for a greeting line: one line, no control characters, bounded. */
function cleanName(raw: string): string | null {
  const name = raw
    .replace(/[\p{Cc}\p{Cf}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, NAME_MAX);
  return name === '' ? null : name;
}

function hasEmailHeader(sheet: ExcelJS.Worksheet): boolean {
  const header = sheet.findRow(1);
  return header !== undefined && HEADER.test(cellText(header, 1));
}

/** Excel shows neither a hidden nor a very hidden sheet: staff could not check whom it mails. */
function isShown(sheet: ExcelJS.Worksheet): boolean {
  return sheet.state !== 'hidden' && sheet.state !== 'veryHidden';
}

/**
 * The first shown sheet, in tab order, with the 'Email' header in A1: the list may follow a cover
 * or notes sheet. When none has it, the first shown sheet's problem, as when only that sheet was
 * read (a workbook that shows no sheet: its first sheet's).
 */
function recipientsWorksheet(
  sheets: ExcelJS.Worksheet[],
): ExcelJS.Worksheet | 'empty' | 'header_missing' {
  const shown = sheets.filter(isShown);
  const withHeader = shown.find(hasEmailHeader);
  if (withHeader) return withHeader;
  const first = shown[0] ?? sheets[0];
  return !first || first.actualRowCount === 0 ? 'empty' : 'header_missing';
}

export async function readRecipientsSheet(bytes: Buffer): Promise<TSheetReading> {
  const workbook = new (await loadExcelJs()).Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  } catch {
    return { ok: false, problem: 'not_xlsx' };
  }
  const sheet = recipientsWorksheet(workbook.worksheets);
  if (typeof sheet === 'string') return { ok: false, problem: sheet };
  const header = sheet.getRow(1);
  const hasNames = NAME_HEADER.test(cellText(header, 2));
  if (sheet.actualRowCount - 1 > LIMITS.EMAIL_SHEET_MAX_ROWS) {
    return { ok: false, problem: 'too_many_rows' };
  }

  const recipients: TSheetRecipient[] = [];
  const invalid: TInvalidRecipient[] = [];
  const seen = new Set<string>();
  let invalidCount = 0;
  let duplicateCount = 0;
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    if (rowNumber === 1) return;
    const value = cellText(row, 1);
    const name = cellText(row, 2);
    if (value === '' && name === '') return;
    const parsed = ZAddress.safeParse(value.toLowerCase());
    if (!parsed.success) {
      invalidCount += 1;
      if (invalid.length < LIMITS.EMAIL_SHEET_MAX_INVALID_LISTED) {
        invalid.push({ row: rowNumber, value: value.slice(0, 320) });
      }
      return;
    }
    if (seen.has(parsed.data)) {
      duplicateCount += 1;
      return;
    }
    seen.add(parsed.data);
    recipients.push({ email: parsed.data, name: hasNames ? cleanName(name) : null });
  });
  return { ok: true, recipients, invalid, invalidCount, duplicateCount };
}
