// The "Signature Training Officer | Date" box at the foot of the week's last page, as on paper
// (reference/logbook-page.md) and in the PDF. A table after the operations would float mid-page on
// a short week, and a footer would repeat the box on every page of a long week. So the box is a
// floating table anchored to the bottom margin (what Word writes for Table Properties › Positioning,
// vertical: Bottom relative to Margin; LibreOffice imports it as a frame in the same place), on
// the page of the paragraph after it, its anchor. That anchor is an empty paragraph as tall as the
// box and the gap above it, so it keeps the room free in the flow: when the room does not fit
// under the table, the anchor and the box go to the next page together (with the table's last
// row, kept with them), and no row ever runs under the box.
import {
  AlignmentType,
  BorderStyle,
  HeightRule,
  LineRuleType,
  Paragraph,
  RelativeHorizontalPosition,
  RelativeVerticalPosition,
  Table,
  TableAnchorType,
  TableLayoutType,
  TableRow,
  WidthType,
} from 'docx';
import { ALL_RULES, cell, FONT } from './docx-kit';
import { approvalText, PAGE_TEXT } from './page-text';

const WIDTHS = [3500, 2100] as const;
/** The paper box's height (twips): always left free for a hand signature and a stamp. */
const BOX_HEIGHT = 900;
/** Room between the table above and the box, at the least. */
const GAP = 240;
/** A line of cell text (9.5 pt, line 276/240, Times New Roman), and the cell's 2 pt above and below. */
const CELL_LINE = 255;
const CELL_PADDING = 80;
/**
 * Characters a line across the box holds, counted low (capitals, long words wrapped early), so
 * the room kept is not less than the approval needs; a taller one grows upwards into the gap.
 */
const CHARS_PER_LINE = 40;

type TSignedOff = { by: string; at: string };

function lineCount(text: string, charsPerLine: number): number {
  return text
    .split('\n')
    .reduce((lines, line) => lines + Math.max(1, Math.ceil(line.length / charsPerLine)), 0);
}

/** The approval row's height in twips; 0 without an approval. */
function approvalHeight(signedOff?: TSignedOff): number {
  if (!signedOff) return 0;
  return lineCount(approvalText(signedOff), CHARS_PER_LINE) * CELL_LINE + CELL_PADDING;
}

const NO_RULE = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' } as const;
const NO_RULES = { top: NO_RULE, bottom: NO_RULE, left: NO_RULE, right: NO_RULE };

/**
 * The supervisor's electronic approval (issue 17) on a borderless row above the box, so the box
 * itself keeps its signing space.
 */
function approvalRow(signedOff: TSignedOff) {
  return new TableRow({
    height: { value: approvalHeight(signedOff), rule: HeightRule.ATLEAST },
    cantSplit: true,
    children: [
      cell(
        {
          text: approvalText(signedOff),
          width: WIDTHS[0] + WIDTHS[1],
          span: 2,
          size: FONT.block,
          bold: true,
          align: AlignmentType.RIGHT,
          keepNext: true,
        },
        NO_RULES,
      ),
    ],
  });
}

function box(signedOff?: TSignedOff) {
  const [signature, date] = WIDTHS;
  return new Table({
    width: { size: signature + date, type: WidthType.DXA },
    columnWidths: [...WIDTHS],
    layout: TableLayoutType.FIXED,
    float: {
      horizontalAnchor: TableAnchorType.MARGIN,
      relativeHorizontalPosition: RelativeHorizontalPosition.RIGHT,
      verticalAnchor: TableAnchorType.MARGIN,
      relativeVerticalPosition: RelativeVerticalPosition.BOTTOM,
    },
    rows: [
      ...(signedOff ? [approvalRow(signedOff)] : []),
      new TableRow({
        height: { value: BOX_HEIGHT, rule: HeightRule.ATLEAST },
        cantSplit: true,
        children: [
          cell({ text: PAGE_TEXT.signature, width: signature, size: FONT.block }, ALL_RULES),
          cell({ text: PAGE_TEXT.date, width: date, size: FONT.block }, ALL_RULES),
        ],
      }),
    ],
  });
}

/** An empty paragraph exactly `height` twips tall. */
function room(height: number) {
  return new Paragraph({
    children: [],
    spacing: { before: 0, after: 0, line: height, lineRule: LineRuleType.EXACT },
  });
}

/** The signature box at the foot of the page the week ends on, and the room it needs there. */
export function signatureFoot(signedOff?: TSignedOff) {
  return [box(signedOff), room(GAP + approvalHeight(signedOff) + BOX_HEIGHT)];
}
