// The words of the log book page (reference/logbook-page.md), shared by the PDF and the DOCX so
// both print the same thing.
import { formatDayMonthYear, TRAINING_WEEKS, type TSignoffState } from '@ptlog/shared';
import {
  formatHours,
  type TExportCover,
  type TExportDocument,
  type TExportStudent,
  type TExportWeek,
} from './export.model';

export const PAGE_TEXT = {
  dayHeader: 'Day',
  descriptionHeader: 'Brief description of work performed',
  hoursHeader: 'Hours',
  totalHours: 'Total hrs',
  noHeader: 'No',
  operationHeader: 'Operation',
  toolsHeader: 'Tools, Machinery, Equipment',
  signature: 'Signature Training Officer',
  date: 'Date',
  coverTitle: 'PRACTICAL TRAINING LOG BOOK',
  /** No main job written yet: a ruled line to fill in by hand, never a made-up title. */
  noMainJob: 'Main job: ______________________________________________',
  /** The Day cell of a day's row continued on the next page. */
  continuedDay: (day: string) => `${day} (cont.)`,
  /** The first line of a page a week runs on to. */
  continued: (week: number) => `Weekly Report No: ${week} (continued)`,
  /** The signature cell of an approved week; its Date cell holds when. */
  approvedBy: (signer: string) => `Approved electronically by ${signer}`,
  /** The line under it: when (dd-mm-yyyy HH:MM EAT). */
  approvedOn: (at: string) => `on ${at}`,
} as const;

/**
 * An approval as printed above the signature box, in both formats: who on one line, when on the
 * next, on purpose, so a long name never leaves the time alone after a stray separator.
 */
export function approvalText(signedOff: { by: string; at: string }): string {
  return `${signedOff.by}\n${PAGE_TEXT.approvedOn(signedOff.at)}`;
}

/** Empty operation rows printed when the week has none, to be filled in by hand. */
export const BLANK_OPERATION_ROWS = 3;

/**
 * A label and its value (the student block, the cover). `tail` ends the value, and a PDF that must
 * shorten the value to its lines cuts before it, never it: the company's region.
 */
export type TInfoRow = readonly [label: string, value: string, tail?: string];

/** The value as printed whole (the DOCX, whose cells grow). */
export const infoValue = ([, value, tail]: TInfoRow) => value + (tail ?? '');

/** The label/value pairs of the student block, two per line. */
export function studentRows(student: TExportStudent): TInfoRow[] {
  return [
    ['Name', student.fullName],
    ['Reg. No', student.registrationNumber],
    ['Programme', student.program],
    ['PT phase', student.ptPhase],
    companyRow(student),
    ['Supervisor', student.supervisor],
  ];
}

/**
 * "Company, region" as one value; the region is its tail, as a long company name once filled the
 * value's lines and left the region off every page (audit, export).
 */
function companyRow({ company, region }: TExportStudent): TInfoRow {
  if (!company || !region) return ['Company', company || region];
  return ['Company', company, `, ${region}`];
}

/** "Weekly Report No: N", "from: dd-mm-yyyy", "to: dd-mm-yyyy" as label/value pairs. */
export function weekLine(week: TExportWeek): [string, string][] {
  return [
    ['Weekly Report No: ', String(week.weekNumber)],
    ['from: ', formatDayMonthYear(week.startDate)],
    ['to: ', formatDayMonthYear(week.endDate)],
  ];
}

export function dayLine(day: NonNullable<TExportDocument['day']>): [string, string][] {
  return [
    ['Daily Report, week ', String(day.weekNumber)],
    [`${day.label} `, formatDayMonthYear(day.date)],
  ];
}

/** A week's state as printed under its week line (the sign-off states of the schema). */
export const WEEK_STATE_TEXT: Record<TSignoffState, string> = {
  draft: 'Draft – not submitted',
  returned: 'Returned for changes – not submitted',
  submitted: 'Submitted – not signed',
  sent: 'Submitted – sent to the supervisor, not signed',
  approved: 'Approved electronically',
};

/** "Status: …" under the week line; the approval names who and when. Null on an example page. */
export function weekStatusLine(week: TExportWeek): string | null {
  if (!week.state) return null;
  if (week.state === 'approved' && week.approval) return `Status: ${week.approval}`;
  return `Status: ${WEEK_STATE_TEXT[week.state]}`;
}

/** The main job heading: the title in capitals. */
export function mainJobHeading(week: TExportWeek): string {
  return week.mainJobTitle ? week.mainJobTitle.toLocaleUpperCase('en') : PAGE_TEXT.noMainJob;
}

export function coverRows(student: TExportStudent, cover: TExportCover): TInfoRow[] {
  return [
    ...studentRows(student),
    [
      'Placement',
      `${formatDayMonthYear(cover.placementStart)} to ${formatDayMonthYear(cover.placementEnd)}`,
    ],
    ['Weekly reports', String(cover.weeksIncluded)],
    ['Signed by supervisor', `${cover.weeksSigned} of ${TRAINING_WEEKS}`],
    ...(cover.weeksNotSigned.length > 0
      ? [
          [
            'Not signed yet',
            `${cover.weeksNotSigned.length === 1 ? 'week' : 'weeks'} ${cover.weeksNotSigned.join(', ')}`,
          ] as TInfoRow,
        ]
      : []),
    ['Total hours', formatHours(cover.totalHours, { zero: '0' })],
  ];
}

/** Footer lines: verification code, where to check it, when it was made. */
export function footerLines(document: TExportDocument): string[] {
  return [
    `Verification code: ${formatCode(document.code)}`,
    `Check this document at ${document.verifyUrl}`,
    `Generated on ${document.generatedAt} by PT Logbook`,
  ];
}

/** 'ABCDE12345' → 'ABCDE-12345' for reading aloud; the page accepts either. */
export function formatCode(code: string): string {
  return code.length === 10 ? `${code.slice(0, 5)}-${code.slice(5)}` : code;
}

export function documentTitle(document: TExportDocument): string {
  const name = document.student.fullName;
  if (document.day) return `Daily report ${formatDayMonthYear(document.day.date)} - ${name}`;
  if (document.weeks.length === 1)
    return `Weekly report ${document.weeks[0]!.weekNumber} - ${name}`;
  return `Practical training log book - ${name}`;
}
