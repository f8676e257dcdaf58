import { and, asc, eq, inArray, max, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { rowFromJson } from '../../db/json-rows';
import { preparedPerDatabase } from '../../db/prepared';
import {
  mainJobs,
  operations,
  type TMainJobRow,
  type TOperationRow,
  type TWeeklyReportRow,
  weeklyReports,
} from '../../db/schema';
import { ONE_ROW, pageWithSessionColumns, readPageWithSession } from '../auth/session-of-token';

export interface TOwnedMainJob {
  job: TMainJobRow;
  report: TWeeklyReportRow;
}

/**
 * The student's main job with its weekly report, or undefined (missing or someone else's).
 * `lock` (inside a transaction) first locks the weekly report row until commit — the order every
 * writer of a week uses — so steps are numbered one change at a time and the week cannot be
 * submitted halfway through a change.
 */
export async function findOwnedMainJob(
  db: TDb,
  studentId: number,
  id: number,
  options: { lock?: boolean } = {},
): Promise<TOwnedMainJob | undefined> {
  const select = () =>
    db
      .select({ job: mainJobs, report: weeklyReports })
      .from(mainJobs)
      .innerJoin(weeklyReports, eq(weeklyReports.id, mainJobs.weeklyReportId))
      .where(and(eq(mainJobs.id, id), eq(weeklyReports.studentId, studentId)));
  const [found] = await select();
  if (!found || !options.lock) return found;
  await db
    .select({ id: weeklyReports.id })
    .from(weeklyReports)
    .where(eq(weeklyReports.id, found.report.id))
    .for('update');
  // Read again under the lock: the job may have changed or gone while we waited.
  const [locked] = await select();
  return locked;
}

/** Operations of the given main jobs, by job and step. */
export async function operationsOf(db: TDb, mainJobIds: readonly number[]) {
  if (mainJobIds.length === 0) return new Map<number, TOperationRow[]>();
  const rows = await db
    .select()
    .from(operations)
    .where(inArray(operations.mainJobId, [...mainJobIds]))
    .orderBy(asc(operations.stepNumber), asc(operations.id));
  const byJob = new Map<number, TOperationRow[]>();
  for (const row of rows) byJob.set(row.mainJobId, [...(byJob.get(row.mainJobId) ?? []), row]);
  return byJob;
}

/** The student's main jobs by week (optionally of one weekly report), each with its operations. */
function prepareJobsPage(db: TDb, ofReport: boolean) {
  const studentId = sql.placeholder('userId');
  const report = ofReport
    ? sql` and j.weekly_report_id = ${sql.placeholder('weeklyReportId')}`
    : sql``;
  // The student's weekly reports by the (student, week) index, each with its one main job.
  const matching = sql`from ${mainJobs} j join ${weeklyReports} w on w.id = j.weekly_report_id
    where w.student_id = ${studentId}${report}`;
  return db
    .select(
      pageWithSessionColumns({
        count: sql`select count(*) ${matching}`,
        page: sql`select j.*, w.week_number as "_week",
            (select coalesce(json_agg(o order by o.step_number, o.id), '[]'::json)
              from ${operations} o where o.main_job_id = j.id) as "_operations"
          ${matching}
          order by w.week_number, j.id
          limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')}`,
        order: sql`p."_week", p.id`,
      }),
    )
    .from(ONE_ROW)
    .prepare(ofReport ? 'main_jobs_page_of_report' : 'main_jobs_page');
}

const jobsPage = preparedPerDatabase((db) => ({
  all: prepareJobsPage(db, false),
  ofReport: prepareJobsPage(db, true),
}));

export interface TMainJobWithOperations {
  job: TMainJobRow;
  /** By step. */
  operations: TOperationRow[];
}

/**
 * A page of the student's main jobs with their operations, their count and the request's session:
 * one statement, one row whatever the page holds.
 */
export async function mainJobPageWithSession(
  db: TDb,
  key: {
    userId: number;
    sessionId: string;
    weeklyReportId?: number;
    limit: number;
    offset: number;
  },
): Promise<{ session: string | null; count: number; results: TMainJobWithOperations[] }> {
  const statements = jobsPage(db);
  const read = await readPageWithSession(
    key.weeklyReportId === undefined ? statements.all : statements.ofReport,
    key,
  );
  return {
    session: read.session,
    count: read.count,
    results: read.rows.map((json) => ({
      job: rowFromJson(mainJobs, json),
      operations: (json._operations as Record<string, unknown>[]).map((operation) =>
        rowFromJson(operations, operation),
      ),
    })),
  };
}

export async function mainJobsOfReports(db: TDb, weeklyReportIds: readonly number[]) {
  if (weeklyReportIds.length === 0) return [];
  return db
    .select()
    .from(mainJobs)
    .where(inArray(mainJobs.weeklyReportId, [...weeklyReportIds]));
}

export async function lastStepNumber(db: TDb, mainJobId: number): Promise<number> {
  const [row] = await db
    .select({ value: max(operations.stepNumber) })
    .from(operations)
    .where(eq(operations.mainJobId, mainJobId));
  return row?.value ?? 0;
}

/** Numbers the job's steps 1..n in their current order; only rows whose number changes are written. */
export async function renumberOperations(db: TDb, mainJobId: number, now: Date): Promise<void> {
  const rows = await db
    .select({ id: operations.id, stepNumber: operations.stepNumber })
    .from(operations)
    .where(eq(operations.mainJobId, mainJobId))
    .orderBy(asc(operations.stepNumber), asc(operations.id));
  for (const [index, row] of rows.entries()) {
    if (row.stepNumber === index + 1) continue;
    await db
      .update(operations)
      .set({ stepNumber: index + 1, updatedAt: now })
      .where(eq(operations.id, row.id));
  }
}

/** The id of the weekly report's main job, or undefined when it has none. */
export async function mainJobIdOfReport(
  db: TDb,
  weeklyReportId: number,
): Promise<number | undefined> {
  const [existing] = await db
    .select({ id: mainJobs.id })
    .from(mainJobs)
    .where(eq(mainJobs.weeklyReportId, weeklyReportId));
  return existing?.id;
}

export interface TMainJobTexts {
  title: string;
  description: string;
}

/** Inserts the weekly report's main job; answers its id. */
export async function insertMainJob(
  db: TDb,
  weeklyReportId: number,
  texts: TMainJobTexts,
  now: Date,
): Promise<number> {
  const [job] = await db
    .insert(mainJobs)
    .values({ weeklyReportId, ...texts, createdAt: now, updatedAt: now })
    .returning({ id: mainJobs.id });
  return job!.id;
}

export async function updateMainJobTexts(
  db: TDb,
  id: number,
  texts: TMainJobTexts,
  now: Date,
): Promise<void> {
  await db
    .update(mainJobs)
    .set({ ...texts, updatedAt: now })
    .where(eq(mainJobs.id, id));
}

/** Deletes the main job; its operations go with it (on delete cascade). */
export async function deleteMainJobRow(db: TDb, id: number): Promise<void> {
  await db.delete(mainJobs).where(eq(mainJobs.id, id));
}

/** Inserts a step of the main job; answers its id. */
export async function insertOperation(
  db: TDb,
  values: {
    mainJobId: number;
    stepNumber: number;
    operationDescription: string;
    toolsUsed: string;
    now: Date;
  },
): Promise<number> {
  const [row] = await db
    .insert(operations)
    .values({
      mainJobId: values.mainJobId,
      stepNumber: values.stepNumber,
      operationDescription: values.operationDescription,
      toolsUsed: values.toolsUsed,
      createdAt: values.now,
      updatedAt: values.now,
    })
    .returning({ id: operations.id });
  return row!.id;
}

/** Whether the main job has a step with this id. */
export async function operationOfJobExists(
  db: TDb,
  mainJobId: number,
  operationId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: operations.id })
    .from(operations)
    .where(and(eq(operations.id, operationId), eq(operations.mainJobId, mainJobId)));
  return row !== undefined;
}

/** Writes the given description and/or tools (and `updatedAt`) of the step with this id. */
export async function updateOperationFields(
  db: TDb,
  operationId: number,
  fields: { operationDescription?: string; toolsUsed?: string },
  now: Date,
): Promise<void> {
  const changes: Partial<typeof operations.$inferInsert> = { updatedAt: now };
  if (fields.operationDescription !== undefined) {
    changes.operationDescription = fields.operationDescription;
  }
  if (fields.toolsUsed !== undefined) changes.toolsUsed = fields.toolsUsed;
  await db.update(operations).set(changes).where(eq(operations.id, operationId));
}

export async function deleteOperationRow(db: TDb, operationId: number): Promise<void> {
  await db.delete(operations).where(eq(operations.id, operationId));
}
