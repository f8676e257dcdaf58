import {
  ERROR_CODES,
  LIMITS,
  MESSAGES,
  type TMainJobCreate,
  type TMainJobUpdate,
  type TOperationCreate,
  type TOperationUpdate,
} from '@ptlog/shared';
import type { TDb } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../lib/app-error';
import { assertNotEditedElsewhere } from '../../lib/edited-elsewhere';
import { assertWeekEditable } from '../weekly-reports/weekly-reports.policy';
import {
  lockOwnedWeeklyReport,
  updateWeeklyMainJobTexts,
} from '../weekly-reports/weekly-reports.repository';
import { weeklyNotFound } from '../weekly-reports/weekly-reports.service';
import {
  deleteMainJobRow,
  deleteOperationRow,
  findOwnedMainJob,
  insertMainJob,
  insertOperation,
  lastStepNumber,
  mainJobIdOfReport,
  operationOfJobExists,
  renumberOperations,
  type TOwnedMainJob,
  updateMainJobTexts,
  updateOperationFields,
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
      const report = await lockOwnedWeeklyReport(tx, studentId, input.weekly_report);
      if (!report) throw weeklyNotFound();
      assertWeekEditable(report.status);
      if ((await mainJobIdOfReport(tx, report.id)) !== undefined) throw mainJobExists();
      const texts = {
        title: input.title,
        description: input.description ?? report.mainJobDescription,
      };
      const jobId = await insertMainJob(tx, report.id, texts, now);
      await updateWeeklyMainJobTexts(tx, report.id, texts, now);
      return jobId;
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
    assertNotEditedElsewhere(
      [
        { saved: job.title, was: input.title_was, sent: input.title },
        { saved: job.description, was: input.description_was, sent: input.description },
      ],
      MESSAGES.weekly.mainJobEditedElsewhere,
    );
    const texts = { title: input.title, description: input.description ?? job.description };
    await updateMainJobTexts(tx, id, texts, now);
    await updateWeeklyMainJobTexts(tx, job.weeklyReportId, texts, now);
  });
}

/** Deletes the main job and its operations; the weekly report keeps its texts. */
export async function deleteMainJob(db: TDb, studentId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await editableMainJob(tx, studentId, id);
    await deleteMainJobRow(tx, id);
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
    // Under the weekly report's lock (editableMainJob), so parallel adds cannot pass the cap.
    if (stepNumber > LIMITS.MAIN_JOB_MAX_OPERATIONS) {
      const message = MESSAGES.weekly.tooManyOperations(LIMITS.MAIN_JOB_MAX_OPERATIONS);
      throw new AppError(ERROR_CODES.VALIDATION_ERROR, message, { non_field_errors: [message] });
    }
    return insertOperation(tx, {
      mainJobId,
      stepNumber,
      operationDescription: input.operation_description,
      toolsUsed: input.tools_used,
      now,
    });
  });
}

async function assertOperationOf(tx: TDb, mainJobId: number, operationId: number) {
  if (!(await operationOfJobExists(tx, mainJobId, operationId))) throw operationNotFound();
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
    await updateOperationFields(
      tx,
      ids.operationId,
      { operationDescription: input.operation_description, toolsUsed: input.tools_used },
      now,
    );
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
    await deleteOperationRow(tx, ids.operationId);
    await renumberOperations(tx, ids.mainJobId, now);
  });
}
