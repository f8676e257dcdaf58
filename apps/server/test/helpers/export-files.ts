// Opens exported files the way a reader would: PDF text through poppler's pdftotext, page images
// through pdftoppm, DOCX through its word/document.xml.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import JSZip from 'jszip';
import type { TExportDocument, TExportWeek } from '../../src/features/export/export.model';
import type { TStudentClient } from './logbook';
import { expectStatus, logDay } from './logbook-requests';

const run = promisify(execFile);

/** `bytes` written to a file of this name in a folder of its own, removed after `use`. */
export async function withTempFile<T>(
  bytes: Buffer,
  name: string,
  use: (file: string) => Promise<T>,
): Promise<T> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ptlog-export-test-'));
  const file = path.join(dir, name);
  writeFileSync(file, bytes);
  try {
    return await use(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The PDF's text, laid out as on the page. */
export function pdfText(bytes: Buffer): Promise<string> {
  return withTempFile(bytes, 'export.pdf', async (file) => {
    const { stdout } = await run('/usr/bin/pdftotext', ['-layout', file, '-']);
    return stdout;
  });
}

/** The PDF's text as a single line (tables wrap long text across lines and columns). */
export async function pdfWords(bytes: Buffer): Promise<string> {
  const { stdout } = await withTempFile(bytes, 'export.pdf', (file) =>
    run('/usr/bin/pdftotext', ['-raw', file, '-']),
  );
  return stdout.replace(/\s+/g, ' ');
}

export async function pdfPageCount(bytes: Buffer): Promise<number> {
  const { stdout } = await withTempFile(bytes, 'export.pdf', (file) =>
    run('/usr/bin/pdfinfo', [file]),
  );
  return Number(/Pages:\s+(\d+)/.exec(stdout)?.[1]);
}

/**
 * Page 1 as a PNG (60 dpi) in `outDir`, for a person to look at; answers its path. Rendered in a
 * folder of its own and then renamed into place, so that the API suite on PGlite and the one on
 * PostgreSQL, which `npm test` runs side by side, never read each other's half-written file.
 */
export async function renderFirstPage(bytes: Buffer, outDir: string, name: string) {
  mkdirSync(outDir, { recursive: true });
  const scratch = mkdtempSync(path.join(outDir, `.${name}-`));
  try {
    const pdf = path.join(scratch, `${name}.pdf`);
    writeFileSync(pdf, bytes);
    const prefix = path.join(scratch, name);
    await run('/usr/bin/pdftoppm', [
      '-png',
      '-r',
      '60',
      '-f',
      '1',
      '-l',
      '1',
      '-singlefile',
      pdf,
      prefix,
    ]);
    const png = path.join(outDir, `${name}.png`);
    renameSync(pdf, path.join(outDir, `${name}.pdf`));
    renameSync(`${prefix}.png`, png);
    return { png, size: statSync(png).size };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** word/document.xml of a DOCX, and its text (runs joined, entities decoded). */
export async function docxContent(bytes: Buffer, part = 'word/document.xml') {
  const zip = await JSZip.loadAsync(bytes);
  const xml = await zip.file(part)?.async('string');
  if (xml === undefined) throw new Error(`${part} missing from the DOCX`);
  // Word refuses a whole file with one character XML 1.0 cannot hold.
  const notXml = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u.exec(xml);
  if (notXml) throw new Error(`${part} holds U+${notXml[0].codePointAt(0)?.toString(16)}`);
  const text = xml
    .replace(/<w:br\/>/g, '\n')
    .replace(/<\/w:p>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
  return { xml, text, words: text.replace(/\s+/g, ' '), files: Object.keys(zip.files) };
}

/** The verification code printed on a document ('Verification code: ABCDE-12345'). */
export function printedCode(text: string): string {
  const match = /Verification code: ([0-9A-Z]{5})-([0-9A-Z]{5})/.exec(text);
  if (!match) throw new Error('no verification code in the document');
  return `${match[1]}${match[2]}`;
}

export const WEEK2_DAYS = [
  'Installed cable trays in the substation and tested motor insulation with a megger.',
  'Replaced the mechanical seal of the cooling water pump and checked the alignment.',
  'Wired a three-phase distribution board and labelled every circuit.',
  'Calibrated the pressure gauges on the boiler feed line.',
  'Site visit with the supervisor: inspected the transformer oil level.',
];
export const WEEK2_HOURS = [8, 7.5, 8, 6.5, 8];

/** Week 2 (9–13 March 2026) with five described days, a main job and three operations. */
export async function fillWeekTwo(student: TStudentClient, dates: string[]) {
  for (const [index, date] of dates.entries()) {
    await logDay(student, date, WEEK2_HOURS[index]!, WEEK2_DAYS[index]!);
  }
  const weekly = expectStatus(
    await student.call('POST', '/api/reports/weekly/', { week_number: 2 }),
    201,
  );
  const job = expectStatus(
    await student.call('POST', '/api/reports/main-jobs/', {
      title: 'Sequence of creating an audio amplifier circuit',
      weekly_report: weekly.id,
    }),
    201,
  );
  const steps = [
    ['Design the circuit diagram', 'Computer, Proteus software'],
    ['Etch the printed circuit board', 'Ferric chloride, plastic tray'],
    ['Solder the components and test', 'Soldering iron, multimeter, oscilloscope'],
  ];
  for (const [operation, tools] of steps) {
    expectStatus(
      await student.call('POST', `/api/reports/main-jobs/${job.id}/operations/`, {
        operation_description: operation,
        tools_used: tools,
      }),
      201,
    );
  }
  return { weeklyId: weekly.id as number, jobId: job.id as number, steps };
}

/** A weekly export of one week for the renderers, with a fixed student and code. */
export function weeklyDocumentOf(
  weekPage: TExportWeek,
  company = 'Tanzania Electric Supply Company (TANESCO) Ubungo',
): TExportDocument {
  return {
    kind: 'weekly',
    college: 'College of Engineering and Technology (CoET)',
    student: {
      fullName: 'Neema Kweka',
      registrationNumber: '2022-04-07788',
      program: 'BSc. in Electrical Engineering',
      ptPhase: 'PT2',
      company,
      region: 'Dar es Salaam',
      supervisor: 'Eng. Mwita Chacha',
    },
    weeks: [weekPage],
    code: 'PTL-TEST-0001',
    verifyUrl: 'http://localhost:3000/verify/PTL-TEST-0001',
    generatedAt: '18-03-2026 10:00',
  };
}
