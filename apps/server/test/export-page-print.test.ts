// How the renderers print a week's awkward cases, in the PDF and the DOCX: a day continued on the
// next page names its day, runs of blank lines print as one, a missing main job is a line to fill
// in (not a made-up title), and an approval leaves the signature box free for a hand signature.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { renderDocx } from '../src/features/export/docx';
import { EXAMPLE_WEEK } from '../src/features/export/examples';
import type { TExportWeek } from '../src/features/export/export.model';
import { PAGE_TEXT } from '../src/features/export/page-text';
import { renderPdf } from '../src/features/export/pdf';
import { qrPng } from '../src/features/export/qr';
import { docxContent, pdfPageCount, weeklyDocumentOf, withTempFile } from './helpers/export-files';

const run = promisify(execFile);
const NOW = new Date(2026, 2, 18, 10, 0, 0);
const APPROVAL = {
  by: PAGE_TEXT.approvedBy('Eng. Mwita Chacha, Senior Engineer'),
  at: '12-03-2026 14:05 EAT',
};

function withDays(descriptions: string[], extra: Partial<TExportWeek> = {}): TExportWeek {
  return {
    ...EXAMPLE_WEEK,
    days: EXAMPLE_WEEK.days.map((day, index) => ({ ...day, description: descriptions[index]! })),
    ...extra,
  };
}

/** pdftotext -layout of every page, split at the form feeds. */
async function pdfPages(bytes: Buffer): Promise<string[]> {
  const { stdout } = await withTempFile(bytes, 'week.pdf', (file) =>
    run('/usr/bin/pdftotext', ['-layout', file, '-']),
  );
  return stdout.split('\f');
}

/** The y (pdftotext -bbox, top down) of the first word that is `word` on `page`. */
async function wordTop(bytes: Buffer, page: number, word: string): Promise<number[]> {
  const { stdout } = await withTempFile(bytes, 'week.pdf', (file) =>
    run('/usr/bin/pdftotext', ['-bbox', '-f', String(page), '-l', String(page), file, '-']),
  );
  return [...stdout.matchAll(/<word xMin="[\d.]+" yMin="([\d.]+)"[^>]*>([^<]*)<\/word>/g)]
    .filter((match) => match[2] === word)
    .map((match) => Number(match[1]));
}

const LONG_DAY =
  `${'Inspected the transformer bay with the site engineer and recorded readings. '.repeat(13)}`
    .slice(0, 990)
    .trim();

describe('printing a week', () => {
  it('names the day of a row continued on the next page, in the PDF', async () => {
    const days = [LONG_DAY, LONG_DAY, 'Line one\n\nLine two', LONG_DAY, LONG_DAY];
    const pdf = await renderPdf(weeklyDocumentOf(withDays(days)), NOW);
    const pages = await pdfPages(pdf);
    expect(await pdfPageCount(pdf)).toBeGreaterThan(1);
    // Page 2 starts with the repeated header, then the day that runs on from page 1.
    expect(pages[1]).toMatch(
      /Day\s+Brief description of work performed\s+Hours\n\s*[A-Z][a-z]+day\s+\S.*\n\s*\(cont\.\)/,
    );
  });

  it('starts the table below a continued line that wraps (a long name and number)', async () => {
    const days = [LONG_DAY, LONG_DAY, LONG_DAY, LONG_DAY, LONG_DAY];
    const document = weeklyDocumentOf(withDays(days));
    document.student.fullName =
      "Neema Elizabeth Mwanaisha Wambura O'Brien-Kweka Mwakalinga Nyirenda Mushi";
    document.student.registrationNumber = '2022-04-07788-COET-ELECTRICAL-POWER';
    const pdf = await renderPdf(document, NOW);
    expect(await pdfPageCount(pdf)).toBeGreaterThan(1);
    // The continued line wraps: its last word sits above the repeated header, not on it.
    const [numberTop] = await wordTop(pdf, 2, '2022-04-07788-COET-ELECTRICAL-POWER');
    const [headerTop] = await wordTop(pdf, 2, 'Brief');
    expect(numberTop).toBeDefined();
    // A line is ~10.5 pt: the header starts a line and a gap below (it was 8.5 pt, overlapping).
    expect(headerTop! - numberTop!).toBeGreaterThan(14);
  });

  it('keeps the student block to a few lines a value, so a week still fits its page', async () => {
    const normal = await renderPdf(weeklyDocumentOf(EXAMPLE_WEEK), NOW);
    const huge = weeklyDocumentOf(EXAMPLE_WEEK, `Kampuni ${'ya Umeme '.repeat(110)}`.trim());
    Object.assign(huge.student, {
      fullName: `Neema ${'Kweka '.repeat(160)}`.trim(),
      supervisor: `Eng. ${'Mwita Chacha '.repeat(75)}`.trim(),
      region: 'Dar es Salaam '.repeat(70).trim(),
    });
    const pdf = await renderPdf(huge, NOW);
    // Before, the block alone took pages 1 and 2 and ran into the foot of page 2.
    expect(await pdfPageCount(pdf)).toBe(await pdfPageCount(normal));
    const page = (await pdfPages(pdf))[0]!;
    expect(page).toContain('…');
    expect(page).toContain('Brief description of work performed');
  });

  it('keeps a DOCX day row whole rather than split it under an empty Day cell', async () => {
    const bytes = await renderDocx(
      weeklyDocumentOf(withDays(Array(5).fill(LONG_DAY))),
      await qrPng('http://localhost/verify/X'),
    );
    const { xml } = await docxContent(bytes);
    const dayTable = [...xml.matchAll(/<w:tbl>[\s\S]*?<\/w:tbl>/g)]
      .map((match) => match[0])
      .find((table) => table.includes('Brief description of work performed'))!;
    const rows = [...dayTable.matchAll(/<w:tr>[\s\S]*?<\/w:tr>/g)].map((match) => match[0]);
    for (const row of rows.slice(1, 6)) expect(row).toContain('<w:cantSplit/>');
  });

  it('lets a DOCX day row of many short lines split, which Word would otherwise cut off', async () => {
    const list = Array.from({ length: 200 }, (_, index) => `Item ${index + 1}`).join('\n');
    const bytes = await renderDocx(
      weeklyDocumentOf(withDays([LONG_DAY, list, LONG_DAY, LONG_DAY, LONG_DAY])),
      await qrPng('http://localhost/verify/X'),
    );
    const { xml } = await docxContent(bytes);
    const dayTable = [...xml.matchAll(/<w:tbl>[\s\S]*?<\/w:tbl>/g)]
      .map((match) => match[0])
      .find((table) => table.includes('Brief description of work performed'))!;
    const rows = [...dayTable.matchAll(/<w:tr>[\s\S]*?<\/w:tr>/g)].map((match) => match[0]);
    expect(rows.slice(1, 6).map((row) => row.includes('<w:cantSplit/>'))).toEqual([
      true,
      false,
      true,
      true,
      true,
    ]);
  });

  it('prints a run of blank lines as one blank line, in both formats', async () => {
    const pasted = `Morning: safety briefing.${'\n'.repeat(300)}Afternoon: cable pulling.`;
    const document = weeklyDocumentOf(
      withDays([pasted, ...EXAMPLE_WEEK.days.slice(1).map((d) => d.description)]),
    );
    const pdf = await renderPdf(document, NOW);
    expect(await pdfPageCount(pdf)).toBe(1);
    const page = (await pdfPages(pdf))[0]!;
    const gap = page.slice(page.indexOf('Morning'), page.indexOf('Afternoon'));
    // The line break, one blank line, and nothing more.
    expect(gap.match(/\n/g)).toHaveLength(2);
    const { xml } = await docxContent(await renderDocx(document, await qrPng(document.verifyUrl)));
    const between = xml.slice(xml.indexOf('Morning'), xml.indexOf('Afternoon'));
    expect(between.match(/<w:br\/>/g)).toHaveLength(2);
  });

  it('prints a line to fill in where no main job title was written, never a title', async () => {
    const document = weeklyDocumentOf({ ...EXAMPLE_WEEK, mainJobTitle: '' });
    const [page] = await pdfPages(await renderPdf(document, NOW));
    expect(page).toMatch(/Main job: _{20,}/);
    expect(page).not.toContain('MAIN JOB');
    const { words } = await docxContent(
      await renderDocx(document, await qrPng(document.verifyUrl)),
    );
    expect(words).toMatch(/Main job: _{20,}/);
    expect(words).not.toContain('MAIN JOB');
  });

  it('prints an approval above the signature box, leaving the box free to sign', async () => {
    const document = weeklyDocumentOf({ ...EXAMPLE_WEEK, signedOff: APPROVAL });
    const pdf = await renderPdf(document, NOW);
    const [approvedTop] = await wordTop(pdf, 1, 'Approved');
    const [signatureTop] = await wordTop(pdf, 1, 'Signature');
    const [eatTop] = await wordTop(pdf, 1, 'EAT');
    expect(approvedTop).toBeLessThan(signatureTop!);
    expect(eatTop).toBeLessThan(signatureTop!);

    const { xml } = await docxContent(await renderDocx(document, await qrPng(document.verifyUrl)));
    const box = [...xml.matchAll(/<w:tbl>[\s\S]*?<\/w:tbl>/g)]
      .map((match) => match[0])
      .find((table) => table.includes(`>${PAGE_TEXT.signature}<`))!;
    const [approvalRow, signingRow] = [...box.matchAll(/<w:tr>[\s\S]*?<\/w:tr>/g)].map((m) => m[0]);
    expect(approvalRow).toContain('Approved electronically by Eng. Mwita Chacha');
    expect(approvalRow).not.toContain(PAGE_TEXT.signature);
    expect(signingRow).toContain(PAGE_TEXT.signature);
    expect(signingRow).not.toContain('Approved');
    expect(signingRow).not.toContain('EAT');
  });

  it('prints who approved and when as two lines, never a line ending in "·" (PDF and DOCX)', async () => {
    const signedOff = {
      by: PAGE_TEXT.approvedBy('Eng. Halima Said, Maintenance Engineer'),
      at: '12-03-2026 14:05 EAT',
    };
    const document = weeklyDocumentOf({ ...EXAMPLE_WEEK, signedOff });
    const [page] = await pdfPages(await renderPdf(document, NOW));
    const lines = page!.split('\n').map((line) => line.trim());
    const who = lines.findIndex((line) => line.startsWith('Approved electronically'));
    expect(lines[who]).toBe('Approved electronically by Eng. Halima Said, Maintenance Engineer');
    expect(lines[who + 1]).toBe('on 12-03-2026 14:05 EAT');
    for (const line of lines) expect(line).not.toMatch(/·$/);

    const { xml } = await docxContent(await renderDocx(document, await qrPng(document.verifyUrl)));
    const box = [...xml.matchAll(/<w:tbl>[\s\S]*?<\/w:tbl>/g)]
      .map((match) => match[0])
      .find((table) => table.includes(`>${PAGE_TEXT.signature}<`))!;
    const [approvalRow] = [...box.matchAll(/<w:tr>[\s\S]*?<\/w:tr>/g)].map((m) => m[0]);
    expect(approvalRow).toMatch(
      /Maintenance Engineer<\/w:t>[\s\S]*<w:br\/>[\s\S]*on 12-03-2026 14:05 EAT/,
    );
    expect(approvalRow).not.toContain('·');
  });
});
