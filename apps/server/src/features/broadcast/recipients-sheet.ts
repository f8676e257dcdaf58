// Reads the recipients of a broadcast from an .xlsx: 'Email' header in A1, addresses in column A,
// an optional name in column B under a 'Name' header (spec 2 §2 /admin/email-broadcast), from the
// first sheet that has that header and is not hidden. The bytes must have passed xlsxZipProblem
// first (it bounds the zip and every worksheet's rows and cells). The parts are read with a small
// XML scanner of our own (xlsx-book.ts, sheet-cells.ts), not exceljs: exceljs built every cell of
// a merged range, a validation's or a format's range and every column up to a `<col max>`, so a
// few bytes could cost minutes and gigabytes (DESIGN.md §5). The scan is linear in the bytes and
// gives the event loop back between slices.
import { LIMITS, type TInvalidRecipient, type TLanguage } from '@ptlog/shared';
import { z } from 'zod';
import type { TCellValue, TSheetCells } from './sheet-cells';
import { NotXlsxError, type TSheetEntry, XlsxBook } from './xlsx-book';
import { XlsxEntryError } from './xlsx-guard';
import { XmlError } from './xml-scan';

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

/** An address is at most 254 characters: a longer value is refused without parsing it. */
const ADDRESS_MAX = 254;
const ZAddress = z.email().max(ADDRESS_MAX);
const HEADER = /^e-?mail(\s+address)?$/i;
/** Column B greets by name only under a name header: a phone or a department is no name. */
const NAME_HEADER = /^((full\s+)?name|jina(\s+kamili)?)$/i;
const NAME_MAX = 100;

/** More rows than a sheet may have, the header's included: reading stops there. */
const MAX_ROWS = LIMITS.EMAIL_SHEET_MAX_ROWS + 1;

/** A cell's place in `covered` (column 1 or 2). */
const keyOf = (row: number, column: number) => row * 4 + column;

/** A worksheet read for its recipients: its cells, and its merges in columns A and B. */
class SheetText {
  /** Each cell of A and B in a merged range → the range's first cell, whose value it shows. */
  private readonly covered = new Map<number, number>();

  constructor(
    private readonly book: XlsxBook,
    readonly cells: TSheetCells,
  ) {}

  /**
   * A cell of a merged range reads as the range's first cell, and its row counts as a row, as in
   * exceljs. Ranges that overlap make no workbook Excel writes (exceljs refused them too). Each
   * step marks a new cell, and rows are bounded: the work is, whatever the ranges' areas.
   */
  applyMerges(): 'ok' | 'overlap' | 'too_many_rows' {
    const { rows, merges } = this.cells;
    for (const merge of merges) {
      if (merge.bottom - merge.top + 1 > MAX_ROWS) return 'too_many_rows';
      const first = keyOf(merge.top, merge.left);
      const right = Math.min(merge.right, 2);
      for (let row = merge.top; row <= merge.bottom; row += 1) {
        for (let column = merge.left; column <= right; column += 1) {
          const key = keyOf(row, column);
          if (this.covered.has(key)) return 'overlap';
          this.covered.set(key, first);
          if (key !== first && !rows.has(row)) {
            rows.set(row, [undefined, undefined]);
            if (rows.size > MAX_ROWS) return 'too_many_rows';
          }
        }
      }
    }
    return 'ok';
  }

  /** The cell's text, trimmed ('' when it has none). */
  async text(row: number, column: 1 | 2): Promise<string> {
    const key = keyOf(row, column);
    const source = this.covered.get(key) ?? key;
    const value: TCellValue | undefined = this.cells.rows.get(Math.floor(source / 4))?.[
      (source % 4) - 1
    ];
    if (!value) return '';
    const text = 'text' in value ? value.text : await this.book.sharedString(value.shared);
    return text.trim();
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

/** Excel shows neither a hidden nor a very hidden sheet: staff could not check whom it mails. */
function isShown(sheet: TSheetEntry): boolean {
  return sheet.state !== 'hidden' && sheet.state !== 'veryHidden';
}

/**
 * The first shown sheet, in tab order, with the 'Email' header in A1: the list may follow a cover
 * or notes sheet. When none has it, the first shown sheet's problem, as when only that sheet was
 * read (a workbook that shows no sheet: its first sheet's).
 */
async function recipientsWorksheet(
  book: XlsxBook,
): Promise<SheetText | 'empty' | 'header_missing'> {
  const shown = book.sheets.filter(isShown);
  let firstCells: TSheetCells | undefined;
  for (const entry of shown) {
    const sheet = new SheetText(book, await book.cells(entry, MAX_ROWS));
    firstCells ??= sheet.cells;
    if (HEADER.test(await sheet.text(1, 1))) return sheet;
  }
  const first = shown[0] ?? book.sheets[0];
  if (!first) return 'empty';
  const cells = firstCells ?? (await book.cells(first, MAX_ROWS));
  return cells.rows.size === 0 && !cells.anyMerge ? 'empty' : 'header_missing';
}

async function readRecipients(book: XlsxBook): Promise<TSheetReading> {
  const sheet = await recipientsWorksheet(book);
  if (typeof sheet === 'string') return { ok: false, problem: sheet };
  const merged = sheet.applyMerges();
  if (merged === 'overlap') return { ok: false, problem: 'not_xlsx' };
  const { rows } = sheet.cells;
  if (merged === 'too_many_rows' || sheet.cells.overflow || rows.size > MAX_ROWS) {
    return { ok: false, problem: 'too_many_rows' };
  }
  const hasNames = NAME_HEADER.test(await sheet.text(1, 2));

  const recipients: TSheetRecipient[] = [];
  const invalid: TInvalidRecipient[] = [];
  const seen = new Set<string>();
  let invalidCount = 0;
  let duplicateCount = 0;
  for (const rowNumber of [...rows.keys()].sort((a, b) => a - b)) {
    if (rowNumber === 1) continue;
    const value = await sheet.text(rowNumber, 1);
    const name = await sheet.text(rowNumber, 2);
    if (value === '' && name === '') continue;
    const lowered = value.toLowerCase();
    const parsed = lowered.length <= ADDRESS_MAX ? ZAddress.safeParse(lowered) : null;
    if (!parsed?.success) {
      invalidCount += 1;
      if (invalid.length < LIMITS.EMAIL_SHEET_MAX_INVALID_LISTED) {
        invalid.push({ row: rowNumber, value: value.slice(0, 320) });
      }
      continue;
    }
    if (seen.has(parsed.data)) {
      duplicateCount += 1;
      continue;
    }
    seen.add(parsed.data);
    recipients.push({ email: parsed.data, name: hasNames ? cleanName(name) : null });
  }
  return { ok: true, recipients, invalid, invalidCount, duplicateCount };
}

export async function readRecipientsSheet(bytes: Buffer): Promise<TSheetReading> {
  try {
    return await readRecipients(await XlsxBook.open(bytes));
  } catch (error) {
    if (
      error instanceof NotXlsxError ||
      error instanceof XmlError ||
      error instanceof XlsxEntryError
    ) {
      return { ok: false, problem: 'not_xlsx' };
    }
    throw error;
  }
}
