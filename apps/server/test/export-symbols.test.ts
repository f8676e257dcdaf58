// Symbols and emoji in the exported PDF: characters DejaVu Serif lacks (✓ ✔ ✗ ❤ …) are drawn in
// DejaVu Sans, laid out, aligned and measured like the text around them; emoji no bundled font
// has are left out with their skin tones and variation selectors, never printed as "�"; a week
// without such characters neither loads nor embeds DejaVu Sans.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import type { TExportWeek } from '../src/features/export/export.model';
import { renderPdf } from '../src/features/export/pdf';
import { drawMissingGlyphsWithFallback } from '../src/features/export/pdf-fallback-font';
import { CONTENT_WIDTH, newPdf, PAGE, pdfBuffer } from '../src/features/export/pdf-kit';
import { pdfWords, weeklyDocumentOf, withTempFile } from './helpers/export-files';
import { serverDir } from './helpers/server-process';

const run = promisify(execFile);
const NOW = new Date(2026, 2, 18, 10, 0, 0);
const SYMBOLS = '✓ ✔ → ½ ° Ω 😀 👍🏽 ❤️';
const LABELS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];

function week(descriptions: string[], title: string, tools: string): TExportWeek {
  return {
    weekNumber: 3,
    startDate: '2026-03-16',
    endDate: '2026-03-20',
    days: LABELS.map((label, index) => ({
      label,
      date: `2026-03-${16 + index}`,
      description: descriptions[index] ?? 'Assisted the technician on site.',
      hours: 8,
    })),
    totalHours: 40,
    mainJobTitle: title,
    operations: [{ step: 1, description: 'Tested the motor insulation', tools }],
  };
}

const PLAIN = weeklyDocumentOf(
  week(['Checked the pump seals.'], 'Pump overhaul', 'Spanner, multimeter (±0.5 %)'),
);
const WITH_SYMBOLS = weeklyDocumentOf(
  week([`Checked the pump seals ${SYMBOLS} done.`], '✓ Pump overhaul → done', 'Spanner ✔ ✗'),
);

/** The base names of the fonts the PDF embeds ('DejaVuSerif', …), from poppler's pdffonts. */
function embeddedFonts(bytes: Buffer): Promise<string[]> {
  return withTempFile(bytes, 'export.pdf', async (file) => {
    const { stdout } = await run('/usr/bin/pdffonts', [file]);
    return stdout
      .split('\n')
      .slice(2)
      .filter((line) => line.trim())
      .map((line) => line.split(/\s+/)[0]!.replace(/^[A-Z]{6}\+/, ''));
  });
}

interface TWordBox {
  text: string;
  xMin: number;
  xMax: number;
  yMin: number;
  yMax: number;
}

/** Every word of page 1 with its box in points from the top left, from `pdftotext -bbox`. */
function wordBoxes(bytes: Buffer): Promise<TWordBox[]> {
  return withTempFile(bytes, 'export.pdf', async (file) => {
    const { stdout } = await run('/usr/bin/pdftotext', ['-bbox', '-f', '1', '-l', '1', file, '-']);
    const pattern =
      /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g;
    return [...stdout.matchAll(pattern)].map((match) => ({
      xMin: Number(match[1]),
      yMin: Number(match[2]),
      xMax: Number(match[3]),
      yMax: Number(match[4]),
      text: match[5]!.replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>'),
    }));
  });
}

/** The words of each printed line, top to bottom, left to right (lines are ~11 pt apart). */
function lines(boxes: TWordBox[]): TWordBox[][] {
  const result: TWordBox[][] = [];
  for (const box of [...boxes].sort((a, b) => a.yMax - b.yMax)) {
    const line = result.at(-1);
    if (line && box.yMax - line[0]!.yMax < 5) line.push(box);
    else result.push([box]);
  }
  return result.map((words) => words.sort((a, b) => a.xMin - b.xMin));
}

describe('symbols and emoji in the exported PDF', () => {
  it('prints the symbols, leaves out emoji no font has, and never prints "�"', async () => {
    const pdf = await renderPdf(WITH_SYMBOLS, NOW);
    const words = await pdfWords(pdf);
    expect(words).not.toContain('\uFFFD');
    expect(words).toMatch(/Checked the pump seals ✓ ✔ → ½ ° Ω 😀 ❤\uFE0F? done\./u);
    expect(words).not.toMatch(/👍|🏽/u);
    expect(words).toContain('✓ PUMP OVERHAUL → DONE');
    expect(words).toContain('Spanner ✔ ✗');
    const fonts = await embeddedFonts(pdf);
    expect(fonts).toContain('DejaVuSerif');
    expect(fonts).toContain('DejaVuSerif-Bold');
    expect(fonts).toContain('DejaVuSans');
  });

  it('embeds no DejaVu Sans in a week without such characters, nor even loads it', async () => {
    expect((await embeddedFonts(await renderPdf(PLAIN, NOW))).sort()).toEqual([
      'DejaVuSerif',
      'DejaVuSerif-Bold',
    ]);
    // In a process of its own: this file's module graph is shared with other test files.
    const probe = `
      const { renderPdf } = await import('./src/features/export/pdf.ts');
      const { fallbackPdfFontLoaded } = await import('./src/features/export/fonts.ts');
      const [plain, symbols] = JSON.parse(process.env.DOCUMENTS);
      await renderPdf(plain, new Date());
      const afterPlain = fallbackPdfFontLoaded();
      await renderPdf(symbols, new Date());
      console.log(JSON.stringify({ afterPlain, afterSymbols: fallbackPdfFontLoaded() }));`;
    const { stdout } = await run(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', probe],
      {
        cwd: serverDir,
        env: { PATH: process.env.PATH ?? '', DOCUMENTS: JSON.stringify([PLAIN, WITH_SYMBOLS]) },
      },
    );
    expect(JSON.parse(stdout)).toEqual({ afterPlain: false, afterSymbols: true });
  });

  it('keeps a row of wrapped symbol text inside its cell and above the next row', async () => {
    const long = '✓ checked the seal → ✔ 50 °C ± 2 ✗ leak ★ ½ turn ❤️ '.repeat(12).trim();
    const pdf = await renderPdf(weeklyDocumentOf(week([long], 'Pump', 'Spanner')), NOW);
    const boxes = await wordBoxes(pdf);
    const monday = boxes.find((box) => box.text === 'Monday')!;
    const tuesday = boxes.find((box) => box.text === 'Tuesday')!;
    const descriptionLeft = PAGE.margin + 64;
    const descriptionRight = PAGE.margin + CONTENT_WIDTH - 44;
    const description = boxes.filter(
      (box) =>
        box.xMin > monday.xMax &&
        box.xMin < descriptionRight &&
        box.yMin >= monday.yMin - 1 &&
        box.yMin < tuesday.yMin,
    );
    expect(description.filter((box) => box.text === '✓')).toHaveLength(12);
    for (const box of description) {
      expect(box.xMin).toBeGreaterThanOrEqual(descriptionLeft);
      expect(box.xMax).toBeLessThanOrEqual(descriptionRight);
      // Nothing of Monday's text reaches into Tuesday's row: the row was measured as drawn.
      expect(box.yMax).toBeLessThanOrEqual(tuesday.yMin);
    }
    // A line's symbols sit on its baseline, like its words (Serif and Sans share the descent).
    const descriptionLines = lines(description);
    expect(descriptionLines.length).toBeGreaterThan(5);
    for (const line of descriptionLines) {
      const bottoms = line.map((box) => box.yMax);
      expect(Math.max(...bottoms) - Math.min(...bottoms)).toBeLessThan(0.2);
    }
  });

  it('centres a heading with symbols on the page', async () => {
    const pdf = await renderPdf(WITH_SYMBOLS, NOW);
    const boxes = await wordBoxes(pdf);
    const line = lines(boxes).find((words) => words.some((box) => box.text === 'OVERHAUL'))!;
    expect(line.map((box) => box.text).join(' ')).toBe('✓ PUMP OVERHAUL → DONE');
    const left = line[0]!.xMin - PAGE.margin;
    const right = PAGE.margin + CONTENT_WIDTH - line.at(-1)!.xMax;
    expect(Math.abs(left - right)).toBeLessThan(2);
  });
});

describe('mixed-font text in pdfkit', () => {
  const texts = [
    'Short ✓ line',
    '✓✓✓✓✓✓✓✓✓✓✓✓✓✓✓✓✓✓✓✓✓✓✓✓✓✓✓✓✓✓✓✓✓✓✓✓✓✓✓✓✓✓✓✓✓✓✓✓✓✓✓✓✓✓✓',
    'Tested ✓ the pump ★ and the motor ✔ then wrote ✗ the report on the seals → next '.repeat(4),
  ];

  async function drawn(align: 'left' | 'right' | 'justify' | 'center', width: number) {
    const doc = newPdf('mixed', NOW);
    drawMissingGlyphsWithFallback(doc);
    doc.font('regular', 10);
    const measured: number[] = [];
    const advanced: number[] = [];
    for (const text of texts) {
      const top = doc.y;
      measured.push(doc.heightOfString(text, { width, lineGap: 1, align }));
      doc.text(text, PAGE.margin, top, { width, lineGap: 1, align });
      advanced.push(doc.y - top);
      doc.moveDown(1);
    }
    return { measured, advanced, boxes: await wordBoxes(await pdfBuffer(doc)) };
  }

  it('measures the height it draws, and wraps within the width', async () => {
    const width = 200;
    const { measured, advanced, boxes } = await drawn('left', width);
    expect(advanced).toEqual(measured);
    expect(measured[2]).toBeGreaterThan(measured[0]! * 4);
    for (const box of boxes) expect(box.xMax).toBeLessThanOrEqual(PAGE.margin + width + 0.5);
  });

  it('justifies and right-aligns lines with symbols to the edge', async () => {
    const width = 220;
    for (const align of ['justify', 'right'] as const) {
      const { boxes } = await drawn(align, width);
      const paragraph = lines(boxes).filter((line) => line.length > 3);
      // Every full line but a paragraph's last reaches the right edge.
      const full = paragraph.slice(0, -1);
      expect(full.length).toBeGreaterThan(3);
      for (const line of full) {
        expect(line.at(-1)!.xMax, align).toBeGreaterThan(PAGE.margin + width - 1.5);
        expect(line.at(-1)!.xMax, align).toBeLessThanOrEqual(PAGE.margin + width + 0.5);
        if (align === 'justify') expect(line[0]!.xMin).toBeLessThan(PAGE.margin + 1);
      }
    }
  });
});
