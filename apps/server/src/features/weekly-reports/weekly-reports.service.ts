import {
  canSubmitWeekOn,
  ERROR_CODES,
  englishWorkingDayLabel,
  lastWorkingDayOfWeek,
  MESSAGES,
  type TWeeklyReportCreate,
  type TWeeklyReportUpdate,
} from '@ptlog/shared';
import type { TDb } from '../../db/client';
import type { TWeeklyReportRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { assertNotEditedElsewhere } from '../../lib/edited-elsewhere';
import { lockSignedInUser } from '../accounts/live-user';
import { findUserById } from '../accounts/users.repository';
import { placementClock, weekSpan } from '../calendar/calendar.service';
import { liveStudentBlock, snapshotOf } from '../export/student-block';
import { insertMainJob, mainJobIdOfReport } from '../main-jobs/main-jobs.repository';
import { assertWeekEditable } from './weekly-reports.policy';
import {
  findWeeklyReport,
  insertWeeklyReport,
  markWeekSubmitted,
  submitDailiesOfWeek,
  updateMainJobTextsOfReport,
  updateWeeklyReportTexts,
} from './weekly-reports.repository';

export function weeklyNotFound(): AppError {
  return new AppError(ERROR_CODES.NOT_FOUND, MESSAGES.weekly.notFound);
}

/** Inserts the week's report (missing texts empty) unless one exists; answers the new row. */
function insertWeek(
  db: TDb,
  studentId: number,
  input: TWeeklyReportCreate,
  now: Date,
): Promise<TWeeklyReportRow | undefined> {
  return insertWeeklyReport(db, {
    studentId,
    weekNumber: input.week_number,
    summary: input.summary ?? '',
    mainJobTitle: input.main_job_title ?? '',
    mainJobDescription: input.main_job_description ?? '',
    now,
  });
}

/**
 * The week's report; a main job title sent with it also creates the week's main job. 401 when the
 * account was erased meanwhile (lockSignedInUser).
 */
export async function createWeeklyReport(
  db: TDb,
  studentId: number,
  input: TWeeklyReportCreate,
  now: Date,
): Promise<TWeeklyReportRow> {
  return db.transaction(async (tx) => {
    await lockSignedInUser(tx, studentId);
    const row = await insertWeek(tx, studentId, input, now);
    if (!row) throw new AppError(ERROR_CODES.CONFLICT, MESSAGES.weekly.alreadyExists);
    if (row.mainJobTitle !== '') {
      const texts = { title: row.mainJobTitle, description: row.mainJobDescription };
      await insertMainJob(tx, row.id, texts, now);
    }
    return row;
  });
}

/**
 * The week's report, created (DRAFT, empty texts) when missing. Its days and hours are always
 * read from the week's daily reports, so nothing is copied or invented here. 401 when the account
 * was erased meanwhile (lockSignedInUser).
 */
export async function generateWeeklyReport(
  db: TDb,
  studentId: number,
  week: number,
  now: Date,
): Promise<{ row: TWeeklyReportRow; created: boolean }> {
  const created = await db.transaction(async (tx) => {
    await lockSignedInUser(tx, studentId);
    return insertWeek(tx, studentId, { week_number: week }, now);
  });
  if (created) return { row: created, created: true };
  const existing = await findWeeklyReport(db, studentId, week);
  if (!existing) throw new Error('weekly report vanished between insert and select');
  return { row: existing, created: false };
}

/**
 * A blank title names no main job yet, so it is taken while the week has none; a week's main job
 * keeps a title (spec 1 §3 "Main job: id, title, operations").
 */
async function assertTitleKeepsJobNamed(
  tx: TDb,
  weeklyReportId: number,
  title: string | undefined,
): Promise<void> {
  if (title !== '' || (await mainJobIdOfReport(tx, weeklyReportId)) === undefined) return;
  const message = MESSAGES.weekly.mainJobTitleRequired;
  throw new AppError(ERROR_CODES.VALIDATION_ERROR, message, { main_job_title: [message] });
}

/**
 * Summary and main job texts of a draft week; the main job's title and description follow, and a
 * title given to a week without a main job creates it (so its operations can be written). A blank
 * title for a week that has a main job is refused before anything is written.
 */
export async function updateWeeklyReport(
  db: TDb,
  studentId: number,
  week: number,
  input: TWeeklyReportUpdate,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const report = await findWeeklyReport(tx, studentId, week, { lock: true });
    if (!report) throw weeklyNotFound();
    assertWeekEditable(report.status);
    // Read after the page's lock, which a move of the start holds until it has renumbered.
    if (input.start_date !== undefined) await assertPageStartsOn(tx, week, input.start_date, now);
    assertSummaryNotEditedElsewhere(report.summary, input);
    const title = input.main_job_title;
    const description = input.main_job_description;
    await assertTitleKeepsJobNamed(tx, report.id, title);
    await updateWeeklyReportTexts(
      tx,
      report.id,
      { summary: input.summary, mainJobTitle: title, mainJobDescription: description },
      now,
    );
    if (title === undefined && description === undefined) return;
    const changed = await updateMainJobTextsOfReport(tx, report.id, { title, description }, now);
    if (!changed && title) {
      const texts = { title, description: description ?? report.mainJobDescription };
      await insertMainJob(tx, report.id, texts, now);
    }
  });
}

/** 409 when the summary was saved elsewhere since the editor began (`summary_was`). */
function assertSummaryNotEditedElsewhere(saved: string, input: TWeeklyReportUpdate): void {
  assertNotEditedElsewhere(
    [{ saved, was: input.summary_was, sent: input.summary }],
    MESSAGES.weekly.summaryEditedElsewhere,
  );
}

/** 409 unless week `week` still starts on `monday` (the placement start was moved since). */
async function assertPageStartsOn(tx: TDb, week: number, monday: string, now: Date) {
  const { startDate } = await placementClock(tx, now);
  if (weekSpan(week, startDate).start_date === monday) return;
  throw new AppError(ERROR_CODES.CONFLICT, MESSAGES.weekly.calendarMoved);
}

/**
 * 409 week_not_ended unless the placement's today (EAT) is on or after the week's last working
 * day (ADR 21): submitting locks the week, so its days still to come could never be logged.
 */
export async function assertWeekEnded(db: TDb, week: number, now: Date): Promise<void> {
  const { startDate, today } = await placementClock(db, now);
  if (canSubmitWeekOn(week, startDate, today)) return;
  const day = englishWorkingDayLabel(lastWorkingDayOfWeek(week, startDate));
  throw new AppError(ERROR_CODES.WEEK_NOT_ENDED, MESSAGES.weekly.submitFromLastDay(week, day));
}

/**
 * DRAFT → SUBMITTED, and the week's daily reports with it: the whole week becomes read-only.
 * A week already submitted or approved is answered unchanged; a draft week is refused before its
 * last working day (assertWeekEnded). The week keeps the student block it is handed in with (name,
 * registration number, programme and college, PT phase, company and region, supervisor): its
 * exports print that, not the profile as it is later (ADR 26).
 */
export async function submitWeeklyReport(
  db: TDb,
  studentId: number,
  week: number,
  now: Date,
  shownMonday?: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const report = await findWeeklyReport(tx, studentId, week, { lock: true });
    if (!report) throw weeklyNotFound();
    if (report.status !== 'DRAFT') return;
    // The week the student looked at, not the one numbered so since a move of the start.
    if (shownMonday !== undefined) await assertPageStartsOn(tx, week, shownMonday, now);
    await assertWeekEnded(tx, week, now);
    const student = await findUserById(tx, studentId);
    if (!student) throw weeklyNotFound();
    await markWeekSubmitted(tx, report.id, now, snapshotOf(await liveStudentBlock(tx, student)));
    await submitDailiesOfWeek(tx, studentId, week, now);
  });
}
