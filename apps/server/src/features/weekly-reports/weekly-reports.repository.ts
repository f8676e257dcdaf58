import { LOCKED_WEEKLY_STATUSES } from '@ptlog/shared';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { rowFromJson } from '../../db/json-rows';
import {
  dailyReports,
  mainJobs,
  operations as operationsTable,
  type TDailyReportRow,
  type TWeeklyReportReadRow,
  type TWeeklyReportRow,
  type TWeekStudentSnapshot,
  weeklyReportReadColumns,
  weeklyReports,
} from '../../db/schema';
import { windowCount } from '../../db/window-count';
import { windowTotal } from '../../lib/pagination';
import { SESSION_OF_TOKEN } from '../auth/session-of-token';
import { PLACEMENT_START_SUBQUERY } from '../calendar/calendar.repository';
import { mainJobsOfReports, operationsOf } from '../main-jobs/main-jobs.repository';
import type { TWeeklyParts } from './weekly-reports.presenter';

export async function findWeeklyReport(
  db: TDb,
  studentId: number,
  week: number,
  options: { lock?: boolean } = {},
): Promise<TWeeklyReportRow | undefined> {
  const query = db
    .select()
    .from(weeklyReports)
    .where(and(eq(weeklyReports.studentId, studentId), eq(weeklyReports.weekNumber, week)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/** Inserts the week's report unless one exists; answers the new row or undefined. */
export async function insertWeeklyReport(
  db: TDb,
  values: {
    studentId: number;
    weekNumber: number;
    summary: string;
    mainJobTitle: string;
    mainJobDescription: string;
    now: Date;
  },
): Promise<TWeeklyReportRow | undefined> {
  const [row] = await db
    .insert(weeklyReports)
    .values({
      studentId: values.studentId,
      weekNumber: values.weekNumber,
      summary: values.summary,
      mainJobTitle: values.mainJobTitle,
      mainJobDescription: values.mainJobDescription,
      createdAt: values.now,
      updatedAt: values.now,
    })
    .onConflictDoNothing({ target: [weeklyReports.studentId, weeklyReports.weekNumber] })
    .returning();
  return row;
}

/** Writes the given texts (and `updatedAt`) of the weekly report with this id. */
export async function updateWeeklyReportTexts(
  db: TDb,
  id: number,
  texts: { summary?: string; mainJobTitle?: string; mainJobDescription?: string },
  now: Date,
): Promise<void> {
  const changes: Partial<typeof weeklyReports.$inferInsert> = { updatedAt: now };
  if (texts.summary !== undefined) changes.summary = texts.summary;
  if (texts.mainJobTitle !== undefined) changes.mainJobTitle = texts.mainJobTitle;
  if (texts.mainJobDescription !== undefined) {
    changes.mainJobDescription = texts.mainJobDescription;
  }
  await db.update(weeklyReports).set(changes).where(eq(weeklyReports.id, id));
}

/**
 * Writes the given title and/or description (and `updatedAt`) of the report's main job; answers
 * whether the report has one.
 */
export async function updateMainJobTextsOfReport(
  db: TDb,
  weeklyReportId: number,
  texts: { title?: string; description?: string },
  now: Date,
): Promise<boolean> {
  const jobChanges: Partial<typeof mainJobs.$inferInsert> = {};
  if (texts.title !== undefined) jobChanges.title = texts.title;
  if (texts.description !== undefined) jobChanges.description = texts.description;
  const updated = await db
    .update(mainJobs)
    .set({ ...jobChanges, updatedAt: now })
    .where(eq(mainJobs.weeklyReportId, weeklyReportId))
    .returning({ id: mainJobs.id });
  return updated.length > 0;
}

/**
 * DRAFT → SUBMITTED of the weekly report with this id (the caller holds its lock), with the
 * student block it is handed in with (ADR 26).
 */
export async function markWeekSubmitted(
  db: TDb,
  id: number,
  now: Date,
  studentSnapshot: TWeekStudentSnapshot,
): Promise<void> {
  await db
    .update(weeklyReports)
    .set({ status: 'SUBMITTED', submittedAt: now, studentSnapshot, updatedAt: now })
    .where(eq(weeklyReports.id, id));
}

/** Marks the week's daily reports of the student submitted (those not yet). */
export async function submitDailiesOfWeek(
  db: TDb,
  studentId: number,
  week: number,
  now: Date,
): Promise<void> {
  await db
    .update(dailyReports)
    .set({ isSubmitted: true, updatedAt: now })
    .where(
      and(
        eq(dailyReports.studentId, studentId),
        eq(dailyReports.weekNumber, week),
        eq(dailyReports.isSubmitted, false),
      ),
    );
}

/** Inside a transaction: the student's weekly report with this id, locked for update. */
export async function lockOwnedWeeklyReport(
  tx: TDb,
  studentId: number,
  weeklyReportId: number,
): Promise<TWeeklyReportRow | undefined> {
  const [report] = await tx
    .select()
    .from(weeklyReports)
    .where(and(eq(weeklyReports.id, weeklyReportId), eq(weeklyReports.studentId, studentId)))
    .for('update');
  return report;
}

/** The weekly report's copy of its main job's title and description. */
export async function updateWeeklyMainJobTexts(
  db: TDb,
  weeklyReportId: number,
  texts: { title: string; description: string },
  now: Date,
): Promise<void> {
  await db
    .update(weeklyReports)
    .set({ mainJobTitle: texts.title, mainJobDescription: texts.description, updatedAt: now })
    .where(eq(weeklyReports.id, weeklyReportId));
}

/**
 * Inside a transaction: the status of the week's report (undefined when there is none), share
 * locked so a submit cannot change it before the caller's change to the week commits.
 */
export async function weekStatusForShare(
  tx: TDb,
  studentId: number,
  week: number,
): Promise<TWeeklyReportRow['status'] | undefined> {
  const [report] = await tx
    .select({ status: weeklyReports.status })
    .from(weeklyReports)
    .where(and(eq(weeklyReports.studentId, studentId), eq(weeklyReports.weekNumber, week)))
    .for('share');
  return report?.status;
}

/**
 * A page of a student's weekly reports and their count, in one statement (the count is a window
 * over the same rows, taken before LIMIT/OFFSET); only a page past the end counts on its own.
 */
export async function listWeeklyReports(
  db: TDb,
  studentId: number,
  options: { order: 'oldest' | 'newest'; limit: number; offset?: number },
): Promise<{ count: number; results: TWeeklyReportReadRow[] }> {
  const where = eq(weeklyReports.studentId, studentId);
  const rows = await db
    .select({ row: weeklyReportReadColumns, total: windowCount() })
    .from(weeklyReports)
    .where(where)
    .orderBy(
      options.order === 'oldest' ? asc(weeklyReports.weekNumber) : desc(weeklyReports.weekNumber),
    )
    .limit(options.limit)
    .offset(options.offset ?? 0);
  const total = await windowTotal(rows, options.offset ?? 0, async () => {
    const [row] = await db.select({ value: count() }).from(weeklyReports).where(where);
    return row?.value ?? 0;
  });
  return { count: total, results: rows.map(({ row }) => row) };
}

export async function countWeeklyReports(db: TDb, studentId: number) {
  const [row] = await db
    .select({
      all: count(),
      submitted:
        sql`count(*) filter (where ${inArray(weeklyReports.status, [...LOCKED_WEEKLY_STATUSES])})`.mapWith(
          Number,
        ),
    })
    .from(weeklyReports)
    .where(eq(weeklyReports.studentId, studentId));
  return { all: row?.all ?? 0, submitted: row?.submitted ?? 0 };
}

/** Everything the answers of these reports (all of one student) need, in four queries. */
export async function weeklyParts(
  db: TDb,
  studentId: number,
  reports: readonly TWeeklyReportReadRow[],
): Promise<TWeeklyParts[]> {
  if (reports.length === 0) return [];
  const dailies = await db
    .select()
    .from(dailyReports)
    .where(
      and(
        eq(dailyReports.studentId, studentId),
        inArray(
          dailyReports.weekNumber,
          reports.map((report) => report.weekNumber),
        ),
      ),
    )
    .orderBy(asc(dailyReports.date), asc(dailyReports.id));
  const jobs = await mainJobsOfReports(
    db,
    reports.map((report) => report.id),
  );
  const operations = await operationsOf(
    db,
    jobs.map((job) => job.id),
  );
  const dailiesByWeek = new Map<number, TDailyReportRow[]>();
  for (const daily of dailies) {
    dailiesByWeek.set(daily.weekNumber, [...(dailiesByWeek.get(daily.weekNumber) ?? []), daily]);
  }
  return reports.map((report) => {
    const mainJob = jobs.find((job) => job.weeklyReportId === report.id) ?? null;
    return {
      report,
      dailies: dailiesByWeek.get(report.weekNumber) ?? [],
      mainJob,
      operations: mainJob ? (operations.get(mainJob.id) ?? []) : [],
    };
  });
}

// The hottest read of the product, prepared once per database (a named statement on PostgreSQL,
// so neither Drizzle nor the server parse and plan it again).
const weekWithPartsQueries = new WeakMap<TDb, ReturnType<typeof prepareWeekWithParts>>();

function prepareWeekWithParts(db: TDb) {
  return db
    .select({
      // Not the student snapshot: only exports print it, from rows they read whole.
      report: weeklyReportReadColumns,
      session: SESSION_OF_TOKEN,
      startDate: PLACEMENT_START_SUBQUERY,
      dailies: sql<
        Record<string, unknown>[]
      >`(select coalesce(json_agg(d order by d.date, d.id), '[]'::json) from ${dailyReports} d where d.student_id = "weekly_reports"."student_id" and d.week_number = "weekly_reports"."week_number")`,
      mainJob: sql<Record<
        string,
        unknown
      > | null>`(select row_to_json(j) from ${mainJobs} j where j.weekly_report_id = "weekly_reports"."id")`,
      operations: sql<
        Record<string, unknown>[]
      >`(select coalesce(json_agg(o order by o.step_number, o.id), '[]'::json) from ${operationsTable} o join ${mainJobs} j on j.id = o.main_job_id where j.weekly_report_id = "weekly_reports"."id")`,
    })
    .from(weeklyReports)
    .where(
      and(
        eq(weeklyReports.studentId, sql.placeholder('studentId')),
        eq(weeklyReports.weekNumber, sql.placeholder('week')),
      ),
    )
    .prepare('weekly_report_with_parts');
}

function weekWithPartsQuery(db: TDb) {
  let prepared = weekWithPartsQueries.get(db);
  if (!prepared) {
    prepared = prepareWeekWithParts(db);
    weekWithPartsQueries.set(db, prepared);
  }
  return prepared;
}

export interface TWeekWithParts {
  startDate: unknown;
  parts: TWeeklyParts;
  /** The session named by `sessionId` (see `SESSION_OF_TOKEN`); null when none was asked for. */
  session: string | null;
}

/**
 * One week's report with everything its answer needs (daily reports, main job, operations), the
 * placement start and, for a request not yet admitted, its session: a single round trip.
 */
export async function findWeekWithParts(
  db: TDb,
  key: { studentId: number; week: number; sessionId?: string },
): Promise<TWeekWithParts | undefined> {
  const [row] = await weekWithPartsQuery(db).execute({
    studentId: key.studentId,
    week: key.week,
    userId: key.studentId,
    sessionId: key.sessionId ?? '',
  });
  if (!row) return undefined;
  return {
    startDate: row.startDate,
    session: row.session,
    parts: {
      report: row.report,
      dailies: row.dailies.map((json) => rowFromJson(dailyReports, json)),
      mainJob: row.mainJob ? rowFromJson(mainJobs, row.mainJob) : null,
      operations: row.operations.map((json) => rowFromJson(operationsTable, json)),
    },
  };
}
