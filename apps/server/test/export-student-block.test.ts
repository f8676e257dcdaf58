import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import type { TExportDocument, TExportWeek } from '../src/features/export/export.model';
import { renderPdf } from '../src/features/export/pdf';
import { pdfPageCount, pdfWords, weeklyDocumentOf, withTempFile } from './helpers/export-files';

// The student block prints "Company: {company}, {region}" (reference/logbook-page.md). A long
// company name once filled the value's lines and cut the region off every page, the cover too
// (audit, export): the company is what gets shortened, the region is printed whole.
const run = promisify(execFile);
const NOW = new Date(2026, 2, 18, 10, 0, 0);
const COMPANY =
  'Tanzania Electric Supply Company Limited (TANESCO) — Ubungo Gas Plant Extension, Kinyerezi I & II Combined-Cycle Project Management Unit';
const REGION = 'Dar es Salaam, Ubungo Municipal Council, Kinyerezi Ward';
const LABELS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];

function week(weekNumber: number, description: string): TExportWeek {
  return {
    weekNumber,
    startDate: '2026-03-16',
    endDate: '2026-03-20',
    days: LABELS.map((label, index) => ({
      label,
      date: `2026-03-${16 + index}`,
      description,
      hours: 8,
    })),
    totalHours: 40,
    mainJobTitle: 'Commissioning of a gas turbine auxiliary',
    operations: [],
  };
}

function withStudent(document: TExportDocument, student: Partial<TExportDocument['student']>) {
  return { ...document, student: { ...document.student, ...student } };
}

/** "All weekly reports" of one week, with its cover page. */
function allDocumentOf(weekPage: TExportWeek): TExportDocument {
  return {
    ...weeklyDocumentOf(weekPage),
    kind: 'all',
    cover: {
      placementStart: '2026-03-02',
      placementEnd: '2026-04-24',
      totalHours: 40,
      weeksSigned: 0,
      weeksNotSigned: [weekPage.weekNumber],
      weeksIncluded: 1,
    },
  };
}

/** The words of each page, whitespace collapsed. */
function pageWords(bytes: Buffer): Promise<string[]> {
  return withTempFile(bytes, 'block.pdf', async (file) => {
    const pages = await pdfPageCount(bytes);
    const words: string[] = [];
    for (let page = 1; page <= pages; page += 1) {
      const range = ['-f', String(page), '-l', String(page)];
      const { stdout } = await run('/usr/bin/pdftotext', [...range, '-raw', file, '-']);
      words.push(stdout.replace(/\s+/g, ' '));
    }
    return words;
  });
}

describe('the student block of an exported PDF', () => {
  it('shortens a long company name on each week page, never the region; the cover prints both whole', async () => {
    const document = withStudent(allDocumentOf(week(1, 'Serviced the gas compressor.')), {
      company: COMPANY,
      region: REGION,
    });
    document.weeks = [document.weeks[0]!, week(2, 'Inspected the heat recovery steam generator.')];
    const [cover, ...weekPages] = await pageWords(await renderPdf(document, NOW));
    expect(cover).toContain(`Company: ${COMPANY}, ${REGION}`);
    expect(weekPages).toHaveLength(2);
    for (const text of weekPages) {
      expect(text).toContain('Company: Tanzania Electric Supply Company Limited');
      expect(text).toContain(`…, ${REGION}`);
    }
  });

  it('keeps the cover on one page and the region in sight when every value is very long', async () => {
    const longest = (word: string) => `${word} `.repeat(1000 / (word.length + 1)).trim();
    const document = withStudent(allDocumentOf(week(1, 'Serviced the gas compressor.')), {
      fullName: longest('Neema'),
      company: longest('Company'),
      region: REGION,
      supervisor: longest('Mwita'),
    });
    const pdf = await renderPdf(document, NOW);
    expect(await pdfPageCount(pdf)).toBe(2);
    const [cover, weekPage] = await pageWords(pdf);
    expect(cover).toContain(`…, ${REGION}`);
    expect(weekPage).toContain(`…, ${REGION}`);
    // A region as long as the API allows is cut too, but starts on the page.
    const huge = withStudent(document, { region: longest('Kinyerezi') });
    const hugePdf = await renderPdf(huge, NOW);
    expect(await pdfPageCount(hugePdf)).toBe(2);
    expect(await pdfWords(hugePdf)).toMatch(/Company: (Company )+\S*…, Kinyerezi Kinyerezi/);
  });
});
