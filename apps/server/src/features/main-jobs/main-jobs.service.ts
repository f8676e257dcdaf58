import {
  ERROR_CODES,
  MESSAGES,
  type TMainJobCreate,
  type TMainJobUpdate,
  type TOperationCreate,
  type TOperationUpdate,
} from '@ptlog/shared';
import { and, eq } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { mainJobs, operations, weeklyReports } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { assertWeekEditable } from '../weekly-reports/weekly-reports.policy';
import { weeklyNotFound } from '../weekly-reports/weekly-reports.service';
import {
  findOwnedMainJob,
  lastStepNumber,
  renumberOperations,
  type TOwnedMainJob,
} from './main-jobs.repository';

// The main job's title and description mirror main_job_title and main_job_description of its
// weekly report: a change to either side is written to both, so clients may read either.

export function mainJobNotFound(): AppError {
  return new AppError(ERROR_CODES.NOT_FOUND, MESSAGES.weekly.mainJobNotFound);
}

function operationNotFound(): AppError {
  return new AppError(ERROR_CODES.NOT_FOUND, MESSAGES.weekly.operationNotFound);
}

function mainJobExists(): AppError {
  return new AppError(ERROR_CODES.CONFLICT, MESSAGES.weekly.mainJobExists);
}

/** Inside a transaction: the student's main job, locked, in a week that can still change. */
async function editableMainJob(tx: TDb, studentId: number, id: number): Promise<TOwnedMainJob> {
  const owned = await findOwnedMainJob(tx, studentId, id, { lock: true });
  if (!owned) throw mainJobNotFound();
  assertWeekEditable(owned.report.status);
  return owned;
}

export async function createMainJob(
  db: TDb,
  studentId: number,
  input: TMainJobCreate,
  now: Date,
): Promise<number> {
  try {
    return await db.transaction(async (tx) => {
      const [report] = await tx
        .select()
        .from(weeklyReports)
        .where(
          and(eq(weeklyReports.id, input.weekly_report), eq(weeklyReports.studentId, studentId)),
        )
        .for('update');
      if (!report) throw weeklyNotFound();
      assertWeekEditable(report.status);
      const [existing] = await tx
        .select({ id: mainJobs.id })
        .from(mainJobs)
        .where(eq(mainJobs.weeklyReportId, report.id));
      if (existing) throw mainJobExists();
      const description = input.description ?? report.mainJobDescription;
      const [job] = await tx
        .insert(mainJobs)
        .values({
          weeklyReportId: report.id,
          title: input.title,
          description,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: mainJobs.id });
      await tx
        .update(weeklyReports)
        .set({ mainJobTitle: input.title, mainJobDescription: description, updatedAt: now })
        .where(eq(weeklyReports.id, report.id));
      return job!.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw mainJobExists();
    throw error;
  }
}

export async function updateMainJob(
  db: TDb,
  studentId: number,
  id: number,
  input: TMainJobUpdate,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const { job } = await editableMainJob(tx, studentId, id);
    const description = input.description ?? job.description;
    await tx
      .update(mainJobs)
      .set({ title: input.title, description, updatedAt: now })
      .where(eq(mainJobs.id, id));
    await tx
      .update(weeklyReports)
      .set({ mainJobTitle: input.title, mainJobDescription: description, updatedAt: now })
      .where(eq(weeklyReports.id, job.weeklyReportId));
  });
}

/** Deletes the main job and its operations; the weekly report keeps its texts. */
export async function deleteMainJob(db: TDb, studentId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await editableMainJob(tx, studentId, id);
    await tx.delete(mainJobs).where(eq(mainJobs.id, id));
  });
}

/** Adds a step at the end: its number is the next one, whatever the client sent. */
export async function createOperation(
  db: TDb,
  studentId: number,
  mainJobId: number,
  input: TOperationCreate,
  now: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    await editableMainJob(tx, studentId, mainJobId);
    const stepNumber = (await lastStepNumber(tx, mainJobId)) + 1;
    const [row] = await tx
      .insert(operations)
      .values({
        mainJobId,
        stepNumber,
        operationDescription: input.operation_description,
        toolsUsed: input.tools_used,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: operations.id });
    return row!.id;
  });
}

async function assertOperationOf(tx: TDb, mainJobId: number, operationId: number) {
  const [row] = await tx
    .select({ id: operations.id })
    .from(operations)
    .where(and(eq(operations.id, operationId), eq(operations.mainJobId, mainJobId)));
  if (!row) throw operationNotFound();
}

export async function updateOperation(
  db: TDb,
  studentId: number,
  ids: { mainJobId: number; operationId: number },
  input: TOperationUpdate,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await editableMainJob(tx, studentId, ids.mainJobId);
    await assertOperationOf(tx, ids.mainJobId, ids.operationId);
    const changes: Partial<typeof operations.$inferInsert> = { updatedAt: now };
    if (input.operation_description !== undefined) {
      changes.operationDescription = input.operation_description;
    }
    if (input.tools_used !== undefined) changes.toolsUsed = input.tools_used;
    await tx.update(operations).set(changes).where(eq(operations.id, ids.operationId));
  });
}

/** Deletes a step and renumbers the rest 1..n, in one transaction. */
export async function deleteOperation(
  db: TDb,
  studentId: number,
  ids: { mainJobId: number; operationId: number },
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await editableMainJob(tx, studentId, ids.mainJobId);
    await assertOperationOf(tx, ids.mainJobId, ids.operationId);
    await tx.delete(operations).where(eq(operations.id, ids.operationId));
    await renumberOperations(tx, ids.mainJobId, now);
  });
}
