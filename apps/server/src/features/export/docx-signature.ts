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
import { PAGE_TEXT } from './page-text';

const WIDTHS = [3500, 2100] as const;
/** The paper box's height (twips); an approval's text makes it taller. */
const BOX_HEIGHT = 900;
/** Room between the table above and the box, at the least. */
const GAP = 240;
/** A line of cell text (9.5 pt, line 276/240, Times New Roman), and the cell's 2 pt above and below. */
const CELL_LINE = 255;
const CELL_PADDING = 80;
/**
 * Characters a line of the wider cell holds, counted low (capitals, long words wrapped early), so
 * the room kept is not less than the box needs; a box taller still grows upwards into the gap.
 */
const CHARS_PER_LINE = 26;

type TSignedOff = { by: string; at: string };

function lineCount(text: string, charsPerLine: number): number {
  return text
    .split('\n')
    .reduce((lines, line) => lines + Math.max(1, Math.ceil(line.length / charsPerLine)), 0);
}

/** The box's height in twips: the paper's, or taller when an approval's text needs it. */
function signatureBoxHeight(signedOff?: TSignedOff): number {
  if (!signedOff) return BOX_HEIGHT;
  const narrowChars = Math.floor((CHARS_PER_LINE * WIDTHS[1]) / WIDTHS[0]);
  const lines = Math.max(
    1 + lineCount(signedOff.by, CHARS_PER_LINE),
    1 + lineCount(signedOff.at, narrowChars),
  );
  return Math.max(BOX_HEIGHT, lines * CELL_LINE + CELL_PADDING);
}

function box(height: number, signedOff?: TSignedOff) {
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
      new TableRow({
        height: { value: height, rule: HeightRule.ATLEAST },
        cantSplit: true,
        children: [
          cell(
            {
              text: signedOff ? `${PAGE_TEXT.signature}\n${signedOff.by}` : PAGE_TEXT.signature,
              width: signature,
              size: FONT.block,
            },
            ALL_RULES,
          ),
          cell(
            {
              text: signedOff ? `${PAGE_TEXT.date}\n${signedOff.at}` : PAGE_TEXT.date,
              width: date,
              size: FONT.block,
            },
            ALL_RULES,
          ),
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
  const height = signatureBoxHeight(signedOff);
  return [box(height, signedOff), room(GAP + height)];
}
