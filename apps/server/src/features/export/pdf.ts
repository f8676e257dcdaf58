// The log book as PDF (pdfkit): the CoET weekly page of reference/logbook-page.md, plus the
// student block, the cover page of "all weekly reports", and on every page the page number,
// 'Generated on' and the verification code with its QR code.
import {
  blockOfWeek,
  formatDayHours,
  formatHours,
  type TExportDocument,
  type TExportWeek,
  type TStudentBlock,
} from './export.model';
import { fallbackPdfFont, PDF_FONTS } from './fonts';
import {
  approvalText,
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
import { drawMissingGlyphsWithFallback } from './pdf-fallback-font';
import {
  CONTENT_BOTTOM,
  CONTENT_WIDTH,
  centred,
  ensureRoom,
  fitLines,
  infoBlock,
  labelledLine,
  newPdf,
  PAGE,
  pdfBuffer,
  SIZE,
  type TColumn,
  type TPdf,
  type TRow,
  table,
} from './pdf-kit';
import {
  breakLongWords,
  collapseBlankLines,
  mapDocumentText,
  printableGlyphs,
} from './printable-text';
import { qrRuns } from './qr';

const DAY_COLUMNS: TColumn[] = [
  { header: PAGE_TEXT.dayHeader, width: 64 },
  { header: PAGE_TEXT.descriptionHeader, width: CONTENT_WIDTH - 64 - 44 },
  { header: PAGE_TEXT.hoursHeader, width: 44, align: 'center' },
];

const OPERATION_WIDTH = Math.round((CONTENT_WIDTH - 30) * 0.6);
const OPERATION_COLUMNS: TColumn[] = [
  { header: PAGE_TEXT.noHeader, width: 30, align: 'center' },
  { header: PAGE_TEXT.operationHeader, width: OPERATION_WIDTH },
  { header: PAGE_TEXT.toolsHeader, width: CONTENT_WIDTH - 30 - OPERATION_WIDTH },
];

const SIGNATURE_HEIGHT = 36;
const SIGNATURE_GAP = 10;
const QR_SIZE = 50;

/** The heading and student block: the week's own when it was handed in (blockOfWeek). */
function pageHeading(doc: TPdf, block: TStudentBlock) {
  doc.y = PAGE.margin;
  centred(doc, block.college, 'bold', SIZE.heading);
  doc.moveDown(0.4);
  infoBlock(doc, studentRows(block.student));
  doc.moveDown(0.6);
}

function dayRows(days: TExportWeek['days'], total: number): TRow[] {
  return [
    ...days.map((day) => ({
      cells: [day.label, day.description, formatDayHours(day)],
      continued: [PAGE_TEXT.continuedDay(day.label)],
    })),
    { cells: [PAGE_TEXT.totalHours, formatHours(total, { zero: '0' })], bold: true, merge: 2 },
  ];
}

const SIGNATURE_WIDTH = CONTENT_WIDTH * 0.62;
const SIGNATURE_SPLIT = SIGNATURE_WIDTH * 0.62;
/** Between an approval's text and the box under it. */
const APPROVAL_GAP = 3;

function approvalHeight(doc: TPdf, signedOff?: TExportWeek['signedOff']): number {
  if (!signedOff) return 0;
  doc.font('bold', SIZE.footer);
  const text = doc.heightOfString(approvalText(signedOff), { width: SIGNATURE_WIDTH });
  return Math.ceil(text) + APPROVAL_GAP;
}

/**
 * The height of the box with an approval's text above it. The box keeps the paper's height and
 * stays empty but for its labels: room for a hand signature and a stamp even on an approved week.
 */
function signatureHeight(doc: TPdf, signedOff?: TExportWeek['signedOff']): number {
  return approvalHeight(doc, signedOff) + SIGNATURE_HEIGHT;
}

function signatureBox(doc: TPdf, signedOff?: TExportWeek['signedOff']) {
  const gap = SIGNATURE_GAP;
  const height = signatureHeight(doc, signedOff);
  // The table keeps its last row on this page only when the box fits under it (keepWithLast).
  if (doc.y + gap + height > CONTENT_BOTTOM) doc.addPage();
  // At the foot of the page, as on paper.
  const top = Math.max(doc.y + gap, CONTENT_BOTTOM - height);
  const width = SIGNATURE_WIDTH;
  const left = PAGE.margin + CONTENT_WIDTH - width;
  const split = SIGNATURE_SPLIT;
  if (signedOff) {
    // The supervisor's electronic approval (issue 17), beside the box rather than in it.
    doc.font('bold', SIZE.footer);
    doc.text(approvalText(signedOff), left, top, { width, align: 'right' });
  }
  const boxTop = top + approvalHeight(doc, signedOff);
  doc.rect(left, boxTop, split, SIGNATURE_HEIGHT).stroke();
  doc.rect(left + split, boxTop, width - split, SIGNATURE_HEIGHT).stroke();
  doc.font('regular', SIZE.block);
  doc.text(PAGE_TEXT.signature, left + 5, boxTop + 4, { width: split - 10, lineBreak: false });
  doc.text(PAGE_TEXT.date, left + split + 5, boxTop + 4, { width: width - split - 10 });
  doc.x = PAGE.margin;
  doc.y = boxTop + SIGNATURE_HEIGHT;
}

/**
 * A page a week runs on to says whose and which week it is, so a page that holds the signature
 * box still names its week once the pages are apart.
 */
function continuedLine(doc: TPdf, document: TExportDocument, week: TExportWeek) {
  const { fullName, registrationNumber } = blockOfWeek(document, week).student;
  const text = [PAGE_TEXT.continued(week.weekNumber), fullName, registrationNumber]
    .filter(Boolean)
    .join(' · ');
  doc.font('regular', SIZE.block).fillColor('#333333');
  // One line for most names; a long name and number wrap, and the table starts below them
  // (it was drawn over the repeated header when the line wrapped).
  const line = fitLines(doc, text, CONTENT_WIDTH, 2);
  doc.text(line, PAGE.margin, PAGE.margin, { width: CONTENT_WIDTH });
  doc.fillColor('#000000');
  doc.x = PAGE.margin;
  doc.y = PAGE.margin + doc.heightOfString(line, { width: CONTENT_WIDTH }) + 6;
}

/** Room for the main job's heading with its table's header and first rows: never left alone. */
const HEADING_WITH_TABLE = 60;

function weekPage(doc: TPdf, document: TExportDocument, week: TExportWeek) {
  pageHeading(doc, blockOfWeek(document, week));
  const onNewPage = () => continuedLine(doc, document, week);
  doc.on('pageAdded', onNewPage);
  labelledLine(doc, weekLine(week));
  const status = weekStatusLine(week);
  if (status) {
    doc.font('regular', SIZE.block).text(status, PAGE.margin, doc.y + 1, { width: CONTENT_WIDTH });
  }
  doc.moveDown(0.4);
  table(doc, DAY_COLUMNS, dayRows(week.days, week.totalHours));
  doc.moveDown(0.8);
  const heading = mainJobHeading(week);
  doc.font('bold', SIZE.body);
  ensureRoom(doc, doc.heightOfString(heading, { width: CONTENT_WIDTH }) + HEADING_WITH_TABLE);
  centred(doc, heading, 'bold', SIZE.body);
  doc.moveDown(0.4);
  const operations: TRow[] =
    week.operations.length > 0
      ? week.operations.map((op) => ({ cells: [String(op.step), op.description, op.tools] }))
      : Array.from({ length: BLANK_OPERATION_ROWS }, () => ({ cells: [], minHeight: 24 }));
  table(doc, OPERATION_COLUMNS, operations, {
    keepWithLast: SIGNATURE_GAP + signatureHeight(doc, week.signedOff),
  });
  signatureBox(doc, week.signedOff);
  doc.off('pageAdded', onNewPage);
}

function dayPage(doc: TPdf, document: TExportDocument) {
  const day = document.day!;
  pageHeading(doc, blockOfWeek(document));
  labelledLine(doc, dayLine(day));
  doc.moveDown(0.6);
  table(doc, DAY_COLUMNS, dayRows([day], day.hours), {
    keepWithLast: SIGNATURE_GAP + SIGNATURE_HEIGHT,
  });
  signatureBox(doc);
}

/**
 * The cover's values may take more lines than a week page's block: it has the page to itself, and
 * at this many a name, company and supervisor of the API's longest still leave it one page.
 */
const COVER_VALUE_LINES = 6;

function coverPage(doc: TPdf, document: TExportDocument) {
  const cover = document.cover!;
  doc.y = PAGE.margin + 90;
  centred(doc, document.college, 'bold', 16);
  doc.moveDown(2.5);
  centred(doc, PAGE_TEXT.coverTitle, 'bold', 22);
  doc.moveDown(0.4);
  centred(doc, 'Industrial Practical Training', 'regular', SIZE.body + 2);
  doc.moveDown(3);
  infoBlock(doc, coverRows(document.student, cover), {
    size: SIZE.body,
    perLine: 1,
    maxLines: COVER_VALUE_LINES,
  });
}

function drawQr(doc: TPdf, qr: ReturnType<typeof qrRuns>, x: number, y: number) {
  const module = QR_SIZE / qr.size;
  doc.save();
  for (const [row, column, length] of qr.runs) {
    doc.rect(x + column * module, y + row * module, length * module + 0.01, module + 0.01);
  }
  doc.fill('#000000').restore();
}

function footers(doc: TPdf, document: TExportDocument) {
  const qr = qrRuns(document.verifyUrl);
  const range = doc.bufferedPageRange();
  const lines = footerLines(document);
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    // Writing in the bottom margin must not start a new page.
    const bottomMargin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const top = CONTENT_BOTTOM + 10;
    doc.save().lineWidth(0.4).strokeColor('#888888');
    doc
      .moveTo(PAGE.margin, top - 4)
      .lineTo(PAGE.margin + CONTENT_WIDTH, top - 4)
      .stroke();
    doc.restore();
    doc.font('regular', SIZE.footer).fillColor('#333333');
    lines.forEach((line, lineNumber) => {
      doc.text(line, PAGE.margin, top + lineNumber * 10, {
        width: CONTENT_WIDTH - QR_SIZE - 10,
        lineBreak: false,
      });
    });
    doc.font('bold', SIZE.footer + 1).fillColor('#000000');
    doc.text(`Page ${index + 1} of ${range.count}`, PAGE.margin, top + 36, {
      width: CONTENT_WIDTH - QR_SIZE - 10,
      align: 'center',
      lineBreak: false,
    });
    drawQr(doc, qr, PAGE.margin + CONTENT_WIDTH - QR_SIZE, top - 1);
    doc.page.margins.bottom = bottomMargin;
  }
}

/** The PDF file of an export. */
export async function renderPdf(original: TExportDocument, now: Date): Promise<Buffer> {
  const glyphs = printableGlyphs({ ...PDF_FONTS, fallback: fallbackPdfFont });
  const document = mapDocumentText(original, (text) =>
    glyphs.text(breakLongWords(collapseBlankLines(text))),
  );
  const doc = newPdf(documentTitle(document), now);
  if (glyphs.usesFallback) drawMissingGlyphsWithFallback(doc);
  if (document.cover) {
    coverPage(doc, document);
  }
  if (document.day) {
    dayPage(doc, document);
  }
  document.weeks.forEach((week, index) => {
    if (index > 0 || document.cover) doc.addPage();
    weekPage(doc, document, week);
  });
  footers(doc, document);
  return pdfBuffer(doc);
}
