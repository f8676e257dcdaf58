// Export use cases (spec 2 §7): who may export what, what goes into the document, the refusal
// when nothing is written yet, and the verification record of every generated file.
import {
  ERROR_CODES,
  eatDateOf,
  exportFormatOf,
  formatEatDateTime,
  MESSAGES,
  type TExportFormat,
} from '@ptlog/shared';
import type { TDb } from '../../db/client';
import type { TExportRecordSummary, TUserRow, TWeeklyReportRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { lockLiveUser, sessionEnded } from '../accounts/live-user';
import { canReadStudent, ownerFilterFor } from '../accounts/student-access.policy';
import { weeklyNotFound } from '../weekly-reports/weekly-reports.service';
import {
  coverOf,
  exportDayOf,
  exportWeeks,
  exportWeeksWithoutReport,
  hasDescribedDay,
  studentInfo,
} from './export.data';
import {
  contentHash,
  type TExportDocument,
  type TExportKind,
  type TExportWeek,
  weekHash,
} from './export.model';
import {
  allWeeklyRows,
  findDailyRow,
  findUser,
  insertExportRecord,
  loggedWeekNumbers,
  newExportCode,
  weeklyRowsByIds,
} from './export.repository';

export type TRenderer = (
  document: TExportDocument,
  format: TExportFormat,
  now: Date,
) => Promise<Buffer>;

export interface TExportContext {
  db: TDb;
  requester: TUserRow;
  now: Date;
  publicUrl: string;
  render: TRenderer;
}

export interface TExportFile {
  body: Buffer;
  filename: string;
  contentType: string;
}

export const CONTENT_TYPES: Readonly<Record<TExportFormat, string>> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

export function parseFormat(value: unknown): TExportFormat {
  const format = exportFormatOf(value);
  if (!format) {
    throw new AppError(ERROR_CODES.VALIDATION_ERROR, MESSAGES.export.unsupportedFormat, {
      format: [MESSAGES.export.unsupportedFormat],
    });
  }
  return format;
}

const noReports = () => new AppError(ERROR_CODES.NOT_FOUND, MESSAGES.export.noReports);

/** When the file was made, in East Africa Time like the approval printed beside it. */
export function generatedAt(now: Date): string {
  return formatEatDateTime(now);
}

function fileName(kind: TExportKind, format: TExportFormat, now: Date): string {
  return kind === 'all'
    ? `all-weekly-reports-${eatDateOf(now)}.${format}`
    : `${kind}-report.${format}`;
}

/** Renders, then records the code printed on the document with the fingerprint of its content. */
async function produce(
  context: TExportContext,
  format: TExportFormat,
  content: Omit<TExportDocument, 'code' | 'verifyUrl' | 'generatedAt'>,
  ids: { ownerId: number; weekly: number[]; daily: number[] },
): Promise<TExportFile> {
  const code = newExportCode();
  const document: TExportDocument = {
    ...content,
    code,
    verifyUrl: `${context.publicUrl}/verify/${code}`,
    generatedAt: generatedAt(context.now),
  };
  const body = await context.render(document, format, context.now);
  const summary: TExportRecordSummary = {
    student_name: content.student.fullName,
    registration_number: content.student.registrationNumber,
    weeks: content.weeks.map((week) => ({
      week_number: week.weekNumber,
      start_date: week.startDate,
      end_date: week.endDate,
      total_hours: week.totalHours,
      ...(week.approval ? { approval: week.approval } : {}),
      content_hash: weekHash(week),
      ...(week.state ? { state: week.state } : {}),
    })),
    ...(content.day ? { day: { date: content.day.date, hours: content.day.hours } } : {}),
    total_hours: content.day
      ? content.day.hours
      : content.weeks.reduce((sum, week) => sum + week.totalHours, 0),
  };
  await context.db.transaction(async (tx) => {
    // The owner erased while the file was made: no record (their name, for /verify/) outlives
    // them, and no file is answered.
    if (!(await lockLiveUser(tx, ids.ownerId))) {
      throw ids.ownerId === context.requester.id
        ? sessionEnded()
        : new AppError(ERROR_CODES.NOT_FOUND, MESSAGES.generic.notFound);
    }
    await insertExportRecord(tx, {
      code,
      userId: ids.ownerId,
      createdById: context.requester.id,
      kind: content.kind,
      format,
      weeklyReportIds: ids.weekly,
      dailyReportIds: ids.daily,
      contentHash: contentHash(document),
      summary,
      generatedAt: context.now,
    });
  });
  return {
    body,
    filename: fileName(content.kind, format, context.now),
    contentType: CONTENT_TYPES[format],
  };
}

/**
 * Weekly pages of one student's weekly report rows; refused when no day is described. "All weekly
 * reports" prints only the weeks a download of that week alone would give (a described day): a
 * week generated ahead or left empty is no blank dated page, and the cover, the record and the
 * verification page count what is printed.
 */
async function exportOfWeeks(
  context: TExportContext,
  kind: TExportKind,
  format: TExportFormat,
  owner: TUserRow,
  rows: Awaited<ReturnType<typeof allWeeklyRows>>,
): Promise<TExportFile> {
  const { weeks: reported } = await exportWeeks(context.db, owner, rows, context.now);
  const weeks =
    kind === 'all'
      ? [...reported, ...(await unreportedWeeks(context, owner, rows))]
          .filter((week) => hasDescribedDay([week]))
          .sort((a, b) => a.weekNumber - b.weekNumber)
      : reported;
  if (!hasDescribedDay(weeks)) throw noReports();
  const numbers = new Set(weeks.map((week) => week.weekNumber));
  const cover = kind === 'all' ? await coverOf(context.db, weeks, context.now) : undefined;
  // The document's block (the cover's, the record's name and number, the pages of weeks without
  // one of their own) is the live profile's; a document of one handed-in week is that week's, so
  // the verification page names the student as the page does (ADR 26).
  const only = kind !== 'all' && weeks.length === 1 ? weeks[0]!.studentBlock : undefined;
  const { college, student } = only ?? (await studentInfo(context.db, owner));
  return produce(
    context,
    format,
    { kind, college, student, weeks, cover },
    {
      ownerId: owner.id,
      weekly: rows.filter((row) => numbers.has(row.weekNumber)).map((row) => row.id),
      daily: [],
    },
  );
}

/** GET /export/weekly/{id}/{format}/: a weekly report by its id. */
export async function exportWeeklyById(context: TExportContext, id: number, format: TExportFormat) {
  const [row] = await weeklyRowsOfAnyStudent(context, [id]);
  if (!row) throw weeklyNotFound();
  const owner = await ownerOf(context, row.studentId);
  if (!owner) throw weeklyNotFound();
  return exportOfWeeks(context, 'weekly', format, owner, [row]);
}

/** GET /reports/weekly/week/{week}/download/{format}/: the requester's own week. */
export async function exportOwnWeek(context: TExportContext, week: number, format: TExportFormat) {
  const rows = (await allWeeklyRows(context.db, context.requester.id)).filter(
    (row) => row.weekNumber === week,
  );
  if (rows.length === 0) throw weeklyNotFound();
  return exportOfWeeks(context, 'weekly', format, context.requester, rows);
}

/** The pages of the weeks the owner logged days in but started no weekly report for (ADR 9). */
async function unreportedWeeks(
  context: TExportContext,
  owner: TUserRow,
  rows: readonly TWeeklyReportRow[],
): Promise<TExportWeek[]> {
  const reported = new Set(rows.map((row) => row.weekNumber));
  const logged = await loggedWeekNumbers(context.db, owner.id);
  const missing = logged.filter((week) => !reported.has(week));
  return exportWeeksWithoutReport(context.db, owner, missing, context.now);
}

/**
 * All weeks of a student (the requester, or any student for staff), with a cover page: every
 * weekly report, and every week of logged days without one yet.
 */
export async function exportAllWeeks(
  context: TExportContext,
  studentId: number,
  format: TExportFormat,
) {
  const owner = await ownerOf(context, studentId);
  if (!owner) throw new AppError(ERROR_CODES.NOT_FOUND, MESSAGES.generic.notFound);
  const rows = await allWeeklyRows(context.db, owner.id);
  return exportOfWeeks(context, 'all', format, owner, rows);
}

/** POST /export/bulk/: weekly reports by id, all of one student, in week order. */
export async function exportBulk(context: TExportContext, ids: number[], format: TExportFormat) {
  const unique = [...new Set(ids)];
  const rows = await weeklyRowsOfAnyStudent(context, unique);
  if (rows.length !== unique.length) throw weeklyNotFound();
  const owners = new Set(rows.map((row) => row.studentId));
  if (owners.size > 1) {
    throw new AppError(ERROR_CODES.VALIDATION_ERROR, MESSAGES.export.bulkOneStudent);
  }
  const owner = await ownerOf(context, rows[0]!.studentId);
  if (!owner) throw weeklyNotFound();
  return exportOfWeeks(context, 'bulk', format, owner, rows);
}

/** GET /export/daily/{id}/{format}/: one daily report. */
export async function exportDaily(context: TExportContext, id: number, format: TExportFormat) {
  const notFound = () => new AppError(ERROR_CODES.NOT_FOUND, MESSAGES.daily.notFound);
  const row = await findDailyRow(context.db, id);
  if (!row || !canReadStudent(context.requester, row.studentId)) throw notFound();
  const owner = await ownerOf(context, row.studentId);
  if (!owner) throw notFound();
  const day = exportDayOf({
    date: row.date,
    description: row.description,
    hours_spent: row.hoursSpent,
    week_number: row.weekNumber,
  });
  if (!day.description) throw noReports();
  const info = await studentInfo(context.db, owner);
  return produce(
    context,
    format,
    { kind: 'daily', college: info.college, student: info.student, weeks: [], day },
    { ownerId: owner.id, weekly: [], daily: [row.id] },
  );
}

/** The student whose reports these are: the requester, or (staff) another user. */
async function ownerOf(context: TExportContext, studentId: number) {
  if (studentId === context.requester.id) return context.requester;
  return canReadStudent(context.requester, studentId) ? findUser(context.db, studentId) : undefined;
}

/** Weekly report rows by id that the requester may export (another student's count as missing). */
async function weeklyRowsOfAnyStudent(context: TExportContext, ids: number[]) {
  const { db, requester } = context;
  const rows = await weeklyRowsByIds(db, ownerFilterFor(requester) ?? null, ids);
  return rows.filter((row) => canReadStudent(requester, row.studentId));
}
