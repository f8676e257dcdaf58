// The DOCX signature box sits at the foot of the week's last page, as on the paper page and in
// the PDF: a floating table anchored to the bottom margin, followed in the flow by an empty
// paragraph as tall as the box and its gap, so the rows above never run under it; the table's
// last row goes to the next page with the box rather than leave the box alone there. (Seen in
// LibreOffice for a short, a full and a two-page week; this file pins the XML that does it.)
import { describe, expect, it } from 'vitest';
import { renderDocx } from '../src/features/export/docx';
import { EXAMPLE_WEEK } from '../src/features/export/examples';
import type { TExportDocument, TExportWeek } from '../src/features/export/export.model';
import { PAGE_TEXT } from '../src/features/export/page-text';
import { qrPng } from '../src/features/export/qr';
import { docxContent, weeklyDocumentOf } from './helpers/export-files';

const SHORT_WEEK: TExportWeek = { ...EXAMPLE_WEEK, operations: [] };
const LONG_APPROVAL = {
  by: PAGE_TEXT.approvedBy(
    "Eng. Baraka Emmanuel O'Neil-Mwakalinga Kassimu Mohamedi, Senior Electrical Engineer (Substations and Distribution)",
  ),
  at: '29-11-2026 22:35 EAT',
};

async function documentXml(document: TExportDocument): Promise<string> {
  const bytes = await renderDocx(document, await qrPng(document.verifyUrl));
  return (await docxContent(bytes)).xml;
}

interface TPlacedBox {
  /** The box's w:tblpPr attributes. */
  position: Record<string, string>;
  /** Its row's least height (twips). */
  height: number;
  /** The paragraph right after it: its exact line height (twips), or 0. */
  roomAfter: number;
  /** The table just before it, where the operations (or the day) end. */
  tableBefore: string;
  /** The box's own table. */
  table: string;
}

function attributes(element: string): Record<string, string> {
  return Object.fromEntries(
    [...element.matchAll(/w:(\w+)="([^"]*)"/g)].map(([, name, value]) => [name!, value!]),
  );
}

/** Every signature box of a document.xml, with what surrounds it. */
function signatureBoxes(xml: string): TPlacedBox[] {
  const tables = [...xml.matchAll(/<w:tbl>[\s\S]*?<\/w:tbl>/g)];
  return tables.flatMap((match, index) => {
    const table = match[0];
    if (!table.includes(`>${PAGE_TEXT.signature}<`)) return [];
    const end = match.index + table.length;
    const next = /^<w:p>[\s\S]*?<\/w:p>|^<w:p\/>/.exec(xml.slice(end))?.[0] ?? '';
    const nextSpacing = attributes(/<w:spacing [^>]*\/>/.exec(next)?.[0] ?? '');
    return [
      {
        position: attributes(/<w:tblpPr [^>]*\/>/.exec(table)?.[0] ?? ''),
        height: Number(/<w:trHeight w:val="(\d+)"/.exec(table)?.[1] ?? 0),
        roomAfter: nextSpacing.lineRule === 'exact' ? Number(nextSpacing.line) : 0,
        tableBefore: tables[index - 1]?.[0] ?? '',
        table,
      },
    ];
  });
}

/** The w:tr elements of a table. */
function rows(table: string): string[] {
  return [...table.matchAll(/<w:tr>[\s\S]*?<\/w:tr>/g)].map((match) => match[0]);
}

describe('the DOCX signature box', () => {
  it('sits at the foot of the page, not after the table, on a short week', async () => {
    const [box, ...others] = signatureBoxes(await documentXml(weeklyDocumentOf(SHORT_WEEK)));
    expect(others).toHaveLength(0);
    expect(box?.position).toMatchObject({
      vertAnchor: 'margin',
      tblpYSpec: 'bottom',
      horzAnchor: 'margin',
      tblpXSpec: 'right',
    });
  });

  it('keeps the room it needs free in the flow, so no row runs under it', async () => {
    for (const week of [SHORT_WEEK, EXAMPLE_WEEK, { ...EXAMPLE_WEEK, signedOff: LONG_APPROVAL }]) {
      const [box] = signatureBoxes(await documentXml(weeklyDocumentOf(week)));
      expect(box!.height).toBeGreaterThanOrEqual(900);
      // The box plus at least a 12 pt gap above it.
      expect(box!.roomAfter).toBeGreaterThanOrEqual(box!.height + 240);
    }
  });

  it('keeps the paper box free to sign and reserves room for a long approval above it', async () => {
    const [paper] = signatureBoxes(await documentXml(weeklyDocumentOf(EXAMPLE_WEEK)));
    const xml = await documentXml(weeklyDocumentOf({ ...EXAMPLE_WEEK, signedOff: LONG_APPROVAL }));
    const [approved] = signatureBoxes(xml);
    const [approvalRow, signingRow] = rows(approved!.table);
    // The approval on a row of its own above the box, over four lines of 9.5 pt at the least.
    expect(approvalRow).toContain('Mwakalinga Kassimu');
    expect(approvalRow).not.toContain(PAGE_TEXT.signature);
    expect(signingRow).not.toContain('Mwakalinga Kassimu');
    const rowHeight = (row: string) => Number(/<w:trHeight w:val="(\d+)"/.exec(row)?.[1]);
    expect(rowHeight(approvalRow!)).toBeGreaterThanOrEqual(4 * 255);
    // The signing row keeps the paper box's height, and the room kept covers both rows.
    expect(rowHeight(signingRow!)).toBe(paper!.height);
    expect(approved!.roomAfter).toBeGreaterThan(paper!.roomAfter);
  });

  it('takes the last operation row with it when it moves to the next page', async () => {
    const [box] = signatureBoxes(await documentXml(weeklyDocumentOf(EXAMPLE_WEEK)));
    const tableRows = rows(box!.tableBefore);
    expect(tableRows.at(-1)).toContain('Replaced the contactor coil');
    expect(tableRows.at(-1)).toContain('<w:keepNext/>');
    expect(tableRows.slice(0, -1).join('')).not.toContain('<w:keepNext/>');
  });

  it('ends every week of a many-week document with its own box, and a daily export too', async () => {
    const all = { ...weeklyDocumentOf(SHORT_WEEK), kind: 'bulk' as const };
    all.weeks = [SHORT_WEEK, EXAMPLE_WEEK, { ...EXAMPLE_WEEK, weekNumber: 4 }];
    const boxes = signatureBoxes(await documentXml(all));
    expect(boxes).toHaveLength(3);
    for (const box of boxes) expect(box.position.tblpYSpec).toBe('bottom');

    const day = { ...EXAMPLE_WEEK.days[1]!, weekNumber: 3 };
    const daily = { ...weeklyDocumentOf(EXAMPLE_WEEK), kind: 'daily' as const, weeks: [], day };
    const [dailyBox] = signatureBoxes(await documentXml(daily));
    expect(dailyBox?.position.tblpYSpec).toBe('bottom');
    expect(dailyBox!.roomAfter).toBeGreaterThanOrEqual(dailyBox!.height + 240);
    expect(rows(dailyBox!.tableBefore).at(-1)).toContain('<w:keepNext/>');
  });
});
