// Building blocks of the DOCX page (docx package): sizes, rules, text runs, ruled and borderless
// tables (the signature box is in docx-signature.ts). Text always goes in as text runs, which
// the package escapes.
import {
  type AlignmentType,
  BorderStyle,
  HeightRule,
  type ITableCellBorders,
  LineRuleType,
  Paragraph,
  Table,
  TableCell,
  TableLayoutType,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import { infoValue, type TInfoRow } from './page-text';

// Sizes: twentieths of a point for lengths (1 inch = 1440), half points for fonts.
export const MARGIN = 1440;
export const CONTENT = 11906 - 2 * MARGIN; // A4 width less the margins
export const FONT = {
  heading: 26,
  body: 24,
  cell: 22,
  block: 19,
  footer: 15,
  coverTitle: 44,
} as const;
export const LINE_15 = 360;
const RULE = { style: BorderStyle.SINGLE, size: 6, color: '000000' } as const;
const NO_RULE = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' } as const;
export const ALL_RULES = { top: RULE, bottom: RULE, left: RULE, right: RULE };
const NO_RULES = { top: NO_RULE, bottom: NO_RULE, left: NO_RULE, right: NO_RULE };
export const INNER_NONE = { ...NO_RULES, insideHorizontal: NO_RULE, insideVertical: NO_RULE };

export type TAlign = (typeof AlignmentType)[keyof typeof AlignmentType];

/** Text runs of a plain string; line breaks become Word line breaks. */
export function runs(text: string, options: { bold?: boolean; size?: number } = {}): TextRun[] {
  return text
    .split('\n')
    .map(
      (line, index) =>
        new TextRun({ text: line, bold: options.bold, size: options.size, break: index ? 1 : 0 }),
    );
}

export function para(
  text: string,
  options: {
    bold?: boolean;
    size?: number;
    align?: TAlign;
    pageBreak?: boolean;
    after?: number;
    line?: number;
    /** On the same page as what follows (a heading with its table). */
    keepNext?: boolean;
  },
) {
  return new Paragraph({
    children: runs(text, options),
    alignment: options.align,
    pageBreakBefore: options.pageBreak,
    keepNext: options.keepNext,
    spacing: {
      after: options.after ?? 120,
      line: options.line ?? LINE_15,
      lineRule: LineRuleType.AUTO,
    },
  });
}

export function labelled(pairs: [string, string][], pageBreak = false) {
  const children = pairs.flatMap(([label, value], index) => [
    new TextRun({ text: label, bold: true }),
    new TextRun({ text: index < pairs.length - 1 ? `${value}      ` : value }),
  ]);
  return new Paragraph({
    children,
    pageBreakBefore: pageBreak,
    spacing: { after: 120, line: LINE_15, lineRule: LineRuleType.AUTO },
  });
}

export interface TCellSpec {
  text: string;
  width: number;
  bold?: boolean;
  align?: TAlign;
  span?: number;
  size?: number;
  /** On the same page as what follows (the last row of a table with the signature box). */
  keepNext?: boolean;
}

export function cell(spec: TCellSpec, borders?: ITableCellBorders) {
  return new TableCell({
    children: [
      new Paragraph({
        children: runs(spec.text, { bold: spec.bold, size: spec.size ?? FONT.cell }),
        alignment: spec.align,
        keepNext: spec.keepNext,
        spacing: { before: 40, after: 40, line: 276, lineRule: LineRuleType.AUTO },
      }),
    ],
    width: { size: spec.width, type: WidthType.DXA },
    columnSpan: spec.span,
    borders,
    margins: { left: 100, right: 100 },
  });
}

/** The rows with the last one kept on the page of what follows the table. */
export function keepLastRowNext(rows: TCellSpec[][]): TCellSpec[][] {
  return rows.map((row, index) =>
    index === rows.length - 1 ? row.map((spec) => ({ ...spec, keepNext: true })) : row,
  );
}

/**
 * A ruled table. `cantSplit`: a row moves to the next page whole rather than continue there under
 * an empty first cell; per row, a row that may be taller than a page must be allowed to split
 * (Word cuts off what does not fit of a row that cannot).
 */
export function ruledTable(
  widths: number[],
  header: string[],
  rows: TCellSpec[][],
  options: { minHeight?: number; cantSplit?: boolean | ((rowIndex: number) => boolean) } = {},
) {
  const { minHeight = 0, cantSplit = false } = options;
  const keepWhole = typeof cantSplit === 'function' ? cantSplit : () => cantSplit;
  return new Table({
    width: { size: CONTENT, type: WidthType.DXA },
    columnWidths: widths,
    layout: TableLayoutType.FIXED,
    rows: [
      new TableRow({
        tableHeader: true,
        children: header.map((text, index) =>
          cell({ text, width: widths[index]!, bold: true }, ALL_RULES),
        ),
      }),
      ...rows.map(
        (row, rowIndex) =>
          new TableRow({
            children: row.map((spec) => cell(spec, ALL_RULES)),
            cantSplit: keepWhole(rowIndex),
            height: minHeight ? { value: minHeight, rule: HeightRule.ATLEAST } : undefined,
          }),
      ),
    ],
  });
}

/** Label/value pairs in a light box, one or two per line (the student block, the cover). */
export function infoTable(pairs: readonly TInfoRow[], size: number, perLine: 1 | 2 = 2) {
  const label = perLine === 1 ? 2600 : 1300;
  const widths =
    perLine === 1
      ? [label, CONTENT - label]
      : [label, CONTENT / 2 - label, label, CONTENT / 2 - label];
  const rows: TableRow[] = [];
  for (let index = 0; index < pairs.length; index += perLine) {
    const line = pairs.slice(index, index + perLine);
    while (line.length < perLine) line.push(['', '']);
    const cells = line.flatMap((row, column) => [
      cell({ text: row[0] ? `${row[0]}:` : '', width: widths[column * 2]!, bold: true, size }),
      cell({ text: infoValue(row), width: widths[column * 2 + 1]!, size }),
    ]);
    rows.push(new TableRow({ children: cells }));
  }
  const LIGHT = { style: BorderStyle.SINGLE, size: 4, color: '888888' } as const;
  return new Table({
    width: { size: CONTENT, type: WidthType.DXA },
    columnWidths: widths,
    layout: TableLayoutType.FIXED,
    borders: {
      top: LIGHT,
      bottom: LIGHT,
      left: LIGHT,
      right: LIGHT,
      insideHorizontal: NO_RULE,
      insideVertical: NO_RULE,
    },
    rows,
  });
}
