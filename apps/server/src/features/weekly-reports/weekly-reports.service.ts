import {
  ERROR_CODES,
  MESSAGES,
  type TWeeklyReportCreate,
  type TWeeklyReportUpdate,
} from '@ptlog/shared';
import { and, eq } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { dailyReports, mainJobs, type TWeeklyReportRow, weeklyReports } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { assertWeekEditable } from './weekly-reports.policy';
import { findWeeklyReport } from './weekly-reports.repository';

export function weeklyNotFound(): AppError {
  return new AppError(ERROR_CODES.NOT_FOUND, MESSAGES.weekly.notFound);
}

/** Inserts the week's report unless one exists; answers the new row or null. */
async function insertWeeklyReport(
  db: TDb,
  studentId: number,
  input: TWeeklyReportCreate,
  now: Date,
): Promise<TWeeklyReportRow | null> {
  const [row] = await db
    .insert(weeklyReports)
    .values({
      studentId,
      weekNumber: input.week_number,
      summary: input.summary ?? '',
      mainJobTitle: input.main_job_title ?? '',
      mainJobDescription: input.main_job_description ?? '',
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: [weeklyReports.studentId, weeklyReports.weekNumber] })
    .returning();
  return row ?? null;
}

export async function createWeeklyReport(
  db: TDb,
  studentId: number,
  input: TWeeklyReportCreate,
  now: Date,
): Promise<TWeeklyReportRow> {
  const row = await insertWeeklyReport(db, studentId, input, now);
  if (!row) throw new AppError(ERROR_CODES.CONFLICT, MESSAGES.weekly.alreadyExists);
  return row;
}

/**
 * The week's report, created (DRAFT, empty texts) when missing. Its days and hours are always
 * read from the week's daily reports, so nothing is copied or invented here.
 */
export async function generateWeeklyReport(
  db: TDb,
  studentId: number,
  week: number,
  now: Date,
): Promise<{ row: TWeeklyReportRow; created: boolean }> {
  const created = await insertWeeklyReport(db, studentId, { week_number: week }, now);
  if (created) return { row: created, created: true };
  const existing = await findWeeklyReport(db, studentId, week);
  if (!existing) throw new Error('weekly report vanished between insert and select');
  return { row: existing, created: false };
}

/** Summary and main job texts of a draft week; the main job's title and description follow. */
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
    const changes: Partial<typeof weeklyReports.$inferInsert> = { updatedAt: now };
    if (input.summary !== undefined) changes.summary = input.summary;
    if (input.main_job_title !== undefined) changes.mainJobTitle = input.main_job_title;
    if (input.main_job_description !== undefined) {
      changes.mainJobDescription = input.main_job_description;
    }
    await tx.update(weeklyReports).set(changes).where(eq(weeklyReports.id, report.id));
    const jobChanges: Partial<typeof mainJobs.$inferInsert> = {};
    if (input.main_job_title !== undefined) jobChanges.title = input.main_job_title;
    if (input.main_job_description !== undefined) {
      jobChanges.description = input.main_job_description;
    }
    if (Object.keys(jobChanges).length > 0) {
      await tx
        .update(mainJobs)
        .set({ ...jobChanges, updatedAt: now })
        .where(eq(mainJobs.weeklyReportId, report.id));
    }
  });
}

/**
 * DRAFT → SUBMITTED, and the week's daily reports with it: the whole week becomes read-only.
 * A week already submitted or approved is answered unchanged.
 */
export async function submitWeeklyReport(
  db: TDb,
  studentId: number,
  week: number,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const report = await findWeeklyReport(tx, studentId, week, { lock: true });
    if (!report) throw weeklyNotFound();
    if (report.status !== 'DRAFT') return;
    await tx
      .update(weeklyReports)
      .set({ status: 'SUBMITTED', submittedAt: now, updatedAt: now })
      .where(eq(weeklyReports.id, report.id));
    await tx
      .update(dailyReports)
      .set({ isSubmitted: true, updatedAt: now })
      .where(
        and(
          eq(dailyReports.studentId, studentId),
          eq(dailyReports.weekNumber, week),
          eq(dailyReports.isSubmitted, false),
        ),
      );
  });
}
