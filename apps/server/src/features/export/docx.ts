// The log book as DOCX (docx package): the same page as the PDF (pdf.ts), in Word's own layout
// (tables, a footer with page numbers, the verification code and its QR code). Text goes in as
// text runs, which the package escapes: nothing a student typed becomes markup.
import {
  AlignmentType,
  BorderStyle,
  Document,
  Footer,
  ImageRun,
  LineRuleType,
  Packer,
  PageNumber,
  Paragraph,
  Table,
  TableCell,
  TableLayoutType,
  TableRow,
  TextRun,
  VerticalAlignTable,
  WidthType,
} from 'docx';
import {
  CONTENT,
  FONT,
  INNER_NONE,
  infoTable,
  keepLastRowNext,
  LINE_15,
  labelled,
  MARGIN,
  para,
  ruledTable,
  type TCellSpec,
} from './docx-kit';
import { signatureFoot } from './docx-signature';
import {
  blockOfWeek,
  formatDayHours,
  formatHours,
  type TExportDocument,
  type TExportWeek,
  type TStudentBlock,
} from './export.model';
import { DOCX_FONT } from './fonts';
import {
  BLANK_OPERATION_ROWS,
  coverRows,
  dayLine,
  documentTitle,
  footerLines,
  mainJobHeading,
  PAGE_TEXT,
  studentRows,
  weekLine,
  weekStatusLine,
} from './page-text';
import { breakLongWords, collapseBlankLines, mapDocumentText } from './printable-text';

const DAY_WIDTHS = [1500, CONTENT - 1500 - 1000, 1000];
const OPERATION_WIDTHS = [650, 4400, CONTENT - 650 - 4400];

/** A day cell's characters a line, counted low (wide letters), and the lines a page surely holds. */
const DAY_CHARS_PER_LINE = 60;
const WHOLE_ROW_MAX_LINES = 30;

/**
 * Whether a day's text surely fits one page, so its row can be kept whole. 1,000 characters of
 * prose are ~15 lines, but 1,000 of short lines (a list typed one word a line) are hundreds, and
 * Word cuts off the rest of a row kept whole that is taller than the page.
 */
export function dayFitsOnePage(text: string): boolean {
  const lines = text
    .split('\n')
    .reduce((sum, line) => sum + Math.max(1, Math.ceil(line.length / DAY_CHARS_PER_LINE)), 0);
  return lines <= WHOLE_ROW_MAX_LINES;
}

function dayTable(days: TExportWeek['days'], total: number, keepWithNext = false) {
  const rows: TCellSpec[][] = days.map((day) => [
    { text: day.label, width: DAY_WIDTHS[0]! },
    { text: day.description, width: DAY_WIDTHS[1]! },
    { text: formatDayHours(day), width: DAY_WIDTHS[2]!, align: AlignmentType.CENTER },
  ]);
  rows.push([
    {
      text: PAGE_TEXT.totalHours,
      width: DAY_WIDTHS[0]! + DAY_WIDTHS[1]!,
      span: 2,
      bold: true,
      align: AlignmentType.RIGHT,
    },
    {
      text: formatHours(total, { zero: '0' }),
      width: DAY_WIDTHS[2]!,
      bold: true,
      align: AlignmentType.CENTER,
    },
  ]);
  return ruledTable(
    DAY_WIDTHS,
    [PAGE_TEXT.dayHeader, PAGE_TEXT.descriptionHeader, PAGE_TEXT.hoursHeader],
    keepWithNext ? keepLastRowNext(rows) : rows,
    { cantSplit: (index) => dayFitsOnePage(collapseBlankLines(days[index]?.description ?? '')) },
  );
}

function operationsTable(week: TExportWeek) {
  const [no, operation, tools] = OPERATION_WIDTHS as [number, number, number];
  const rows: TCellSpec[][] =
    week.operations.length > 0
      ? week.operations.map((op) => [
          { text: String(op.step), width: no, align: AlignmentType.CENTER },
          { text: op.description, width: operation },
          { text: op.tools, width: tools },
        ])
      : Array.from({ length: BLANK_OPERATION_ROWS }, () => [
          { text: '', width: no },
          { text: '', width: operation },
          { text: '', width: tools },
        ]);
  const header = [PAGE_TEXT.noHeader, PAGE_TEXT.operationHeader, PAGE_TEXT.toolsHeader];
  return ruledTable(OPERATION_WIDTHS, header, keepLastRowNext(rows), {
    minHeight: week.operations.length ? 0 : 480,
  });
}

/** The heading and student block: the week's own when it was handed in (blockOfWeek). */
function pageTop(block: TStudentBlock, pageBreak: boolean) {
  return [
    para(block.college, {
      bold: true,
      size: FONT.heading,
      align: AlignmentType.CENTER,
      pageBreak,
    }),
    infoTable(studentRows(block.student), FONT.block),
    para('', { after: 0 }),
  ];
}

/** The week's state in small print under the week line; none on an example page. */
function statusLine(week: TExportWeek) {
  const status = weekStatusLine(week);
  return status ? [para(status, { size: FONT.block, after: 80, line: 240 })] : [];
}

function weekPage(document: TExportDocument, week: TExportWeek, pageBreak: boolean) {
  return [
    ...pageTop(blockOfWeek(document, week), pageBreak),
    labelled(weekLine(week)),
    ...statusLine(week),
    dayTable(week.days, week.totalHours),
    para('', { after: 0 }),
    para(mainJobHeading(week), { bold: true, align: AlignmentType.CENTER, keepNext: true }),
    operationsTable(week),
    ...signatureFoot(week.signedOff),
  ];
}

function coverPage(document: TExportDocument) {
  const cover = document.cover!;
  return [
    para('', { after: 1800 }),
    para(document.college, { bold: true, size: 32, align: AlignmentType.CENTER, after: 900 }),
    para(PAGE_TEXT.coverTitle, { bold: true, size: FONT.coverTitle, align: AlignmentType.CENTER }),
    para('Industrial Practical Training', { size: 28, align: AlignmentType.CENTER, after: 1200 }),
    infoTable(coverRows(document.student, cover), FONT.body, 1),
  ];
}

function footer(document: TExportDocument, qrPng: Uint8Array) {
  const text = footerLines(document).map((line) =>
    para(line, { size: FONT.footer, after: 0, line: 240 }),
  );
  const pageNumber = new Paragraph({
    alignment: AlignmentType.CENTER,
    spacing: { before: 60, line: 240, lineRule: LineRuleType.AUTO },
    children: [
      new TextRun({
        bold: true,
        size: FONT.footer + 2,
        children: ['Page ', PageNumber.CURRENT, ' of ', PageNumber.TOTAL_PAGES],
      }),
    ],
  });
  const qr = new Paragraph({
    alignment: AlignmentType.RIGHT,
    spacing: { line: 240, lineRule: LineRuleType.AUTO },
    children: [
      new ImageRun({
        type: 'png',
        data: qrPng,
        transformation: { width: 68, height: 68 },
        altText: { name: 'QR code', title: 'Verification', description: document.verifyUrl },
      }),
    ],
  });
  const widths = [CONTENT - 1300, 1300];
  const layout = new Table({
    width: { size: CONTENT, type: WidthType.DXA },
    columnWidths: widths,
    layout: TableLayoutType.FIXED,
    borders: { ...INNER_NONE, top: { style: BorderStyle.SINGLE, size: 4, color: '888888' } },
    rows: [
      new TableRow({
        children: [
          new TableCell({
            children: [...text, pageNumber],
            width: { size: widths[0]!, type: WidthType.DXA },
            verticalAlign: VerticalAlignTable.CENTER,
          }),
          new TableCell({ children: [qr], width: { size: widths[1]!, type: WidthType.DXA } }),
        ],
      }),
    ],
  });
  return new Footer({ children: [layout] });
}

/** The DOCX file of an export; `qrPng` encodes the verification URL. */
export async function renderDocx(original: TExportDocument, qrPng: Uint8Array): Promise<Buffer> {
  const document = mapDocumentText(original, (text) => breakLongWords(collapseBlankLines(text)));
  const children: (Paragraph | Table)[] = [];
  if (document.cover) children.push(...coverPage(document));
  if (document.day) {
    children.push(
      ...pageTop(blockOfWeek(document), false),
      labelled(dayLine(document.day)),
      dayTable([document.day], document.day.hours, true),
      ...signatureFoot(),
    );
  }
  document.weeks.forEach((week, index) => {
    children.push(...weekPage(document, week, index > 0 || Boolean(document.cover)));
  });
  const doc = new Document({
    creator: 'PT Logbook',
    title: documentTitle(document),
    lastModifiedBy: 'PT Logbook',
    styles: {
      default: {
        document: {
          run: { font: DOCX_FONT, size: FONT.body },
          paragraph: { spacing: { line: LINE_15, lineRule: LineRuleType.AUTO } },
        },
      },
    },
    sections: [
      {
        properties: {
          page: {
            size: { width: 11906, height: 16838 },
            margin: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN, footer: 400 },
          },
        },
        footers: { default: footer(document, qrPng) },
        children,
      },
    ],
  });
  return Packer.toBuffer(doc);
}
