// What an exported document shows, as plain serialisable data: the renderers (pdf.ts, docx.ts)
// draw it, a worker thread can receive it, and the content hash is computed over it. Report text is
// always plain text: it is printed as typed, never interpreted as markup (DESIGN §4.4).
import { createHash } from 'node:crypto';
import type { TExportFormat, TSignoffState } from '@ptlog/shared';
import type { TWeekStudentSnapshot } from '../../db/schema';
import { xmlText } from '../../lib/xml-text';

export type TExportKind = 'weekly' | 'daily' | 'all' | 'bulk';

/** The student block's fields, as a handed-in week keeps them (db/schema/weekly-reports.ts). */
export type TExportStudent = Omit<TWeekStudentSnapshot, 'college'>;

/** The heading and student block of a page: what it prints about the student and placement. */
export interface TStudentBlock {
  /** The page heading, from the student's program. */
  college: string;
  student: TExportStudent;
}

export interface TExportDay {
  /** 'Monday' … 'Friday'. */
  label: string;
  date: string;
  description: string;
  hours: number;
  /** The student logged this day (its hours print even when 0); false or absent: an empty row. */
  logged?: boolean;
}

export interface TExportOperation {
  step: number;
  description: string;
  tools: string;
}

/** One log book page: the paper page of reference/logbook-page.md. */
export interface TExportWeek {
  weekNumber: number;
  startDate: string;
  endDate: string;
  /** Monday to Friday; an empty row when a day has no entry. */
  days: TExportDay[];
  totalHours: number;
  mainJobTitle: string;
  operations: TExportOperation[];
  /** 'Approved electronically by … on …' when the supervisor approved (the verification page). */
  approval?: string;
  /**
   * The same approval as the signature box prints it: who (name, position) in the signature cell,
   * when (dd-mm-yyyy HH:MM EAT) in the Date cell, so neither is cut short.
   */
  signedOff?: { by: string; at: string };
  /**
   * A handed-in week's own heading and student block: the snapshot taken when it was submitted
   * (ADR 26), printed in place of the document's (the live profile). Absent on drafts and on
   * weeks submitted before snapshots were kept.
   */
  studentBlock?: TStudentBlock;
  /**
   * Where the week stood when it was printed (draft, returned, submitted, sent, approved): the page
   * says it under the week line, so a draft never passes for a signed week. Absent on an example.
   */
  state?: TSignoffState;
}

export interface TExportCover {
  placementStart: string;
  placementEnd: string;
  totalHours: number;
  /** The printed weeks the supervisor approved. */
  weeksSigned: number;
  /** The printed weeks not approved (yet), by number. */
  weeksNotSigned: number[];
  weeksIncluded: number;
}

export interface TExportDocument {
  kind: TExportKind;
  /** Heading of every page, from the student's program. */
  college: string;
  student: TExportStudent;
  /** Weekly, all and bulk exports: one page (or more, when long) per week. */
  weeks: TExportWeek[];
  /** Daily exports: the one day, in its week. */
  day?: TExportDay & { weekNumber: number };
  /** All weekly reports: the cover page. */
  cover?: TExportCover;
  code: string;
  verifyUrl: string;
  /** 'dd-mm-yyyy HH:MM', server time. */
  generatedAt: string;
}

export interface TRenderedFile {
  format: TExportFormat;
  body: Buffer;
}

// C0 controls other than tab/newline and DEL cannot be printed and make an XML (DOCX) document
// unreadable; they are dropped. What else XML cannot hold (U+FFFE, U+FFFF, half a surrogate pair)
// shows as U+FFFD (lib/xml-text.ts). Tabs become spaces; CR LF becomes LF.
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
const UNPRINTABLE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

/** Text as typed, minus what cannot be printed. Never markup. */
export function printable(text: string | null | undefined): string {
  return xmlText(
    (text ?? '').replace(/\r\n?/g, '\n').replace(/\t/g, ' ').replace(UNPRINTABLE, ''),
  ).trim();
}

/** 8 → '8', 7.5 → '7.5', 0 → '' (an empty row stays empty). */
export function formatHours(hours: number, options: { zero?: string } = {}): string {
  if (!hours) return options.zero ?? '';
  return Number.isInteger(hours) ? String(hours) : hours.toFixed(1);
}

/** A day row's Hours cell: '0' for a day logged with 0 hours, empty only when nothing was logged. */
export function formatDayHours(day: Pick<TExportDay, 'hours' | 'logged'>): string {
  return formatHours(day.hours, { zero: day.logged ? '0' : '' });
}

/** JSON with object keys sorted, so equal content always gives equal bytes. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, entry]) => entry !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${canonicalJson(entry)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** The heading and student block a week's page prints: its own (handed in), else the document's. */
export function blockOfWeek(
  document: Pick<TExportDocument, 'college' | 'student'>,
  week?: Pick<TExportWeek, 'studentBlock'>,
): TStudentBlock {
  return week?.studentBlock ?? { college: document.college, student: document.student };
}

/**
 * What the fingerprint of a week covers. Its dates are the entries' own (export.data.ts), so a
 * staff move of the placement calendar does not change it: only the student's entries do. A
 * handed-in week's student block (ADR 26) is covered too, so it prints as it was exported; a week
 * without one (a draft, or submitted before snapshots were kept) keeps the fingerprint it had.
 */
function weekContent(week: TExportWeek) {
  return {
    ...(week.studentBlock ? { student: week.studentBlock } : {}),
    week: week.weekNumber,
    from: week.startDate,
    to: week.endDate,
    days: week.days.map((day) => [day.date, day.description, day.hours]),
    total: week.totalHours,
    job: week.mainJobTitle,
    operations: week.operations.map((op) => [op.step, op.description, op.tools]),
  };
}

const sha256 = (content: unknown) =>
  createHash('sha256').update(canonicalJson(content)).digest('hex');

/**
 * The fingerprint of exactly what the document prints of the reports (days, hours, main job,
 * operations, week dates, a handed-in week's student block): the verification page recomputes
 * it from the live reports.
 */
export function contentHash(document: Pick<TExportDocument, 'weeks' | 'day'>): string {
  if (!document.day) return sha256({ weeks: document.weeks.map(weekContent) });
  // `logged` only tells an empty row from a 0-hour one; fingerprints made before it stay valid.
  const { logged: _logged, ...day } = document.day;
  return sha256({ day });
}

/** One week's fingerprint, so the verification page can name the weeks that changed. */
export function weekHash(week: TExportWeek): string {
  return sha256(weekContent(week));
}
