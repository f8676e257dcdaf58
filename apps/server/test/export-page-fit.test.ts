import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import type { TExportWeek } from '../src/features/export/export.model';
import { PAGE_TEXT } from '../src/features/export/page-text';
import { renderPdf } from '../src/features/export/pdf';
import { pdfPageCount, weeklyDocumentOf, withTempFile } from './helpers/export-files';

// Issue 15 item 6: a normal week fits one A4 page as the paper page does, and when a week is
// longer the signature box stays with the last rows, never alone on the next page.
const run = promisify(execFile);
const NOW = new Date(2026, 2, 18, 10, 0, 0);
const LABELS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];

/** About `length` characters of plausible log book prose. */
function prose(length: number, seed: number): string {
  const words =
    'inspected the transformer bay with the site engineer and recorded the insulation readings before the shutdown of feeder'.split(
      ' ',
    );
  let text = '';
  for (let index = seed; text.length < length; index += 1) {
    text += `${words[index % words.length]} `;
  }
  return `${text.trim()}.`;
}

function week(dayLength: number, operations: number, operationLength = 90): TExportWeek {
  return {
    weekNumber: 3,
    startDate: '2026-03-16',
    endDate: '2026-03-20',
    days: LABELS.map((label, index) => ({
      label,
      date: `2026-03-${16 + index}`,
      description: prose(dayLength, index),
      hours: 8,
    })),
    totalHours: 40,
    mainJobTitle: 'Preventive maintenance of a 33/11 kV distribution transformer',
    operations: Array.from({ length: operations }, (_, index) => ({
      step: index + 1,
      description: prose(operationLength, index + 3),
      tools: 'Megger 5 kV, torque wrench, PPE',
    })),
  };
}

/** The text of each page. */
function pageTexts(bytes: Buffer, pages: number): Promise<string[]> {
  return withTempFile(bytes, 'week.pdf', async (file) => {
    const texts: string[] = [];
    for (let page = 1; page <= pages; page += 1) {
      const { stdout } = await run('/usr/bin/pdftotext', [
        '-f',
        String(page),
        '-l',
        String(page),
        '-raw',
        file,
        '-',
      ]);
      texts.push(stdout.replace(/\s+/g, ' '));
    }
    return texts;
  });
}

describe('the exported week on A4', () => {
  it('fits a normal week (5 days of ~300 characters, 8 operations) on one page', async () => {
    const pdf = await renderPdf(weeklyDocumentOf(week(300, 8)), NOW);
    expect(await pdfPageCount(pdf)).toBe(1);
  });

  it('keeps the signature box with the last rows of a longer week', async () => {
    for (const [dayLength, operations] of [
      [300, 4],
      [420, 4],
      [480, 6],
      [600, 8],
      [700, 10],
    ] as const) {
      const pdf = await renderPdf(weeklyDocumentOf(week(dayLength, operations)), NOW);
      const pages = await pdfPageCount(pdf);
      const texts = await pageTexts(pdf, pages);
      const last = texts.at(-1) ?? '';
      expect(last, `${dayLength}/${operations}`).toContain(PAGE_TEXT.signature);
      if (pages > 1) {
        const body = last.replace(/Generated on.*$/, '');
        expect(
          /\b(inspected|transformer|recorded|readings|feeder)\b/.test(
            body.slice(0, body.indexOf(PAGE_TEXT.signature)),
          ),
          `${dayLength}/${operations}: signature box alone on page ${pages}`,
        ).toBe(true);
      }
    }
  });

  it('names the week and the student on every page a week runs on to', async () => {
    const pdf = await renderPdf(weeklyDocumentOf(week(700, 10)), NOW);
    const pages = await pdfPageCount(pdf);
    expect(pages).toBeGreaterThan(1);
    const texts = await pageTexts(pdf, pages);
    expect(texts[0]).not.toContain('(continued)');
    for (const text of texts.slice(1)) {
      expect(text).toContain('Weekly Report No: 3 (continued) · Neema Kweka · 2022-04-07788');
    }
  });

  it('never leaves the main job heading alone at the foot of a page', async () => {
    const heading = 'PREVENTIVE MAINTENANCE OF A 33/11 KV DISTRIBUTION TRANSFORMER';
    for (const dayLength of [560, 600, 640, 680, 720]) {
      const pdf = await renderPdf(weeklyDocumentOf(week(dayLength, 8)), NOW);
      const texts = await pageTexts(pdf, await pdfPageCount(pdf));
      const page = texts.find((text) => text.includes(heading)) ?? '';
      const after = page.slice(page.indexOf(heading) + heading.length);
      expect(after, `${dayLength}: heading without its table`).toMatch(/^\s*No Operation/);
    }
  });

  it('prints a long approval whole, above the signature box', async () => {
    const signed = {
      ...week(300, 4),
      signedOff: {
        by: `${PAGE_TEXT.approvedBy("Eng. Baraka Emmanuel O'Neil-Mwakalinga, Senior Electrical Engineer")}`,
        at: '29-11-2026 22:35 EAT',
      },
    };
    const pdf = await renderPdf(weeklyDocumentOf(signed), NOW);
    const [text] = await pageTexts(pdf, 1);
    expect(text).toContain("O'Neil-Mwakalinga, Senior Electrical Engineer");
    expect(text).toContain('29-11-2026 22:35 EAT');
    expect(text).not.toContain('…');
  });
});
