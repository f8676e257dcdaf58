import { LOCKED_WEEKLY_STATUSES, type TWeeklyStatus } from '@ptlog/shared';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { rowsOf, type TDb } from '../../db/client';
import { rowFromJson } from '../../db/json-rows';
import { preparedPerDatabase } from '../../db/prepared';
import { dailyReports, type TDailyReportRow, weeklyReports } from '../../db/schema';
import { windowCount } from '../../db/window-count';
import { liveUserLockSql } from '../accounts/live-user';
import { ONE_ROW, SESSION_OF_TOKEN } from '../auth/session-of-token';
import { PLACEMENT_START_SUBQUERY } from '../calendar/calendar.repository';
import { isWeekLocked } from '../weekly-reports/weekly-reports.policy';

export interface TDailyReportWithLock {
  row: TDailyReportRow;
  weekLocked: boolean;
}

const sameWeekReport = and(
  eq(weeklyReports.studentId, dailyReports.studentId),
  eq(weeklyReports.weekNumber, dailyReports.weekNumber),
);

/** Daily reports joined with their week's report status (null when the week has no report). */
function selectDailyWithWeekStatus(db: TDb) {
  return db
    .select({ row: dailyReports, weekStatus: weeklyReports.status })
    .from(dailyReports)
    .leftJoin(weeklyReports, sameWeekReport);
}

/** A student's daily reports matching `where`, each with whether its week is locked. */
async function selectWithLock(
  db: TDb,
  where: SQL | undefined,
  options: { order: 'oldest' | 'newest'; limit?: number },
): Promise<TDailyReportWithLock[]> {
  let query = selectDailyWithWeekStatus(db)
    .where(where)
    .orderBy(
      options.order === 'oldest' ? asc(dailyReports.date) : desc(dailyReports.date),
      asc(dailyReports.id),
    )
    .$dynamic();
  if (options.limit !== undefined) query = query.limit(options.limit);
  const rows = await query;
  return rows.map(({ row, weekStatus }) => ({ row, weekLocked: isWeekLocked(weekStatus) }));
}

function ofStudent(studentId: number, week?: number): SQL | undefined {
  return and(
    eq(dailyReports.studentId, studentId),
    week === undefined ? undefined : eq(dailyReports.weekNumber, week),
  );
}

export interface TDailyReportPage {
  count: number;
  results: TDailyReportWithLock[];
  /** The session of `SESSION_OF_TOKEN`, read with the page; undefined when the page is empty. */
  session?: string | null;
}

/** The page query of a student's reports: all weeks (the (student, date) index serves the order) or one. */
function preparePageQuery(db: TDb, oneWeek: boolean) {
  return db
    .select({
      row: dailyReports,
      weekStatus: weeklyReports.status,
      // Counted before LIMIT/OFFSET apply: the list and its count are one scan of one index.
      total: windowCount(),
      session: SESSION_OF_TOKEN,
    })
    .from(dailyReports)
    .leftJoin(weeklyReports, sameWeekReport)
    .where(
      and(
        eq(dailyReports.studentId, sql.placeholder('userId')),
        oneWeek ? eq(dailyReports.weekNumber, sql.placeholder('week')) : undefined,
      ),
    )
    .orderBy(asc(dailyReports.date), asc(dailyReports.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(oneWeek ? 'daily_reports_page_of_week' : 'daily_reports_page');
}

const pageQueries = new WeakMap<
  TDb,
  { all: ReturnType<typeof preparePageQuery>; week: ReturnType<typeof preparePageQuery> }
>();

/**
 * A page of a student's daily reports by date (optionally of one week), its total count and the
 * session named by `sessionId`, in one prepared statement. A page past the end has no row to
 * carry the count, so only then is it counted on its own.
 */
export async function pageOfDailyReports(
  db: TDb,
  key: { studentId: number; sessionId: string; week?: number; limit: number; offset: number },
): Promise<TDailyReportPage> {
  let prepared = pageQueries.get(db);
  if (!prepared) {
    prepared = { all: preparePageQuery(db, false), week: preparePageQuery(db, true) };
    pageQueries.set(db, prepared);
  }
  const { studentId, sessionId, week, limit, offset } = key;
  const rows = await (week === undefined ? prepared.all : prepared.week).execute({
    userId: studentId,
    sessionId,
    week,
    limit,
    offset,
  });
  const first = rows[0];
  if (!first) {
    const [total] = await db
      .select({ value: count() })
      .from(dailyReports)
      .where(ofStudent(studentId, week));
    return { count: total?.value ?? 0, results: [] };
  }
  return {
    count: first.total,
    results: rows.map(({ row, weekStatus }) => ({ row, weekLocked: isWeekLocked(weekStatus) })),
    session: first.session,
  };
}

/** A student's daily reports of one week by date, each with whether the week is locked. */
export function dailyReportsOfWeek(
  db: TDb,
  studentId: number,
  week: number,
): Promise<TDailyReportWithLock[]> {
  return selectWithLock(db, ofStudent(studentId, week), { order: 'oldest' });
}

// The week's list is read on every visit of the daily screen: prepared once per database (a
// named statement on PostgreSQL, so neither Drizzle nor the server build and plan it again). It
// also selects the placement start and the request's session, so the visit is one round trip.
const weekQuery = preparedPerDatabase((db) =>
  db
    .select({
      row: dailyReports,
      weekStatus: weeklyReports.status,
      startDate: PLACEMENT_START_SUBQUERY,
      session: SESSION_OF_TOKEN,
    })
    .from(dailyReports)
    .leftJoin(weeklyReports, sameWeekReport)
    .where(
      and(
        eq(dailyReports.studentId, sql.placeholder('studentId')),
        eq(dailyReports.weekNumber, sql.placeholder('week')),
      ),
    )
    .orderBy(asc(dailyReports.date), asc(dailyReports.id))
    .prepare('daily_reports_of_week'),
);

// A week without days has no row to carry the rest: one more statement reads them alone.
const emptyWeekQuery = preparedPerDatabase((db) =>
  db
    .select({
      weekStatus: sql<TWeeklyStatus | null>`(select ${weeklyReports.status} from ${weeklyReports}
        where ${weeklyReports.studentId} = ${sql.placeholder('studentId')}
          and ${weeklyReports.weekNumber} = ${sql.placeholder('week')})`,
      startDate: PLACEMENT_START_SUBQUERY,
      session: SESSION_OF_TOKEN,
    })
    .from(ONE_ROW)
    .prepare('daily_reports_of_empty_week'),
);

export interface TWeekDailyReports {
  entries: TDailyReportWithLock[];
  /** The week's report is submitted or approved: none of its days can be logged or changed. */
  weekLocked: boolean;
  /** The stored placement start, as read (see `placementStartFrom`). */
  startDate: unknown;
  /** The session named by `sessionId` (see `SESSION_OF_TOKEN`); null when there is none. */
  session: string | null;
}

/**
 * A week's daily reports by date, whether the week is locked, the placement start and the session
 * named by `sessionId`: one statement, or two for a week without days.
 */
export async function weekDailyReports(
  db: TDb,
  key: { studentId: number; week: number; sessionId: string },
): Promise<TWeekDailyReports> {
  const params = { ...key, userId: key.studentId };
  const rows = await weekQuery(db).execute(params);
  const first = rows[0];
  if (!first) {
    const [read] = await emptyWeekQuery(db).execute(params);
    return {
      entries: [],
      weekLocked: isWeekLocked(read?.weekStatus),
      startDate: read?.startDate ?? null,
      session: read?.session ?? null,
    };
  }
  return {
    entries: rows.map(({ row, weekStatus }) => ({ row, weekLocked: isWeekLocked(weekStatus) })),
    weekLocked: isWeekLocked(first.weekStatus),
    startDate: first.startDate,
    session: first.session,
  };
}

export function recentDailyReports(db: TDb, studentId: number, limit: number) {
  return selectWithLock(db, ofStudent(studentId), { order: 'newest', limit });
}

export async function findDailyReport(
  db: TDb,
  studentId: number,
  id: number,
): Promise<TDailyReportWithLock | undefined> {
  const [found] = await selectWithLock(db, ownedReport(studentId, id), { order: 'oldest' });
  return found;
}

export async function countDailyReports(db: TDb, studentId: number): Promise<number> {
  const [total] = await db
    .select({ value: count() })
    .from(dailyReports)
    .where(ofStudent(studentId));
  return total?.value ?? 0;
}

export type TInsertDailyResult =
  | { inserted: TDailyReportRow }
  /** `account_gone`: the student's account was erased (or is missing). */
  | { refused: 'account_gone' | 'week_locked' | 'date_taken' }
  /** The placement start is no longer `startDate` (staff moved it): `stored` is the one now. */
  | { refused: 'start_moved'; stored: unknown };

/**
 * Inserts a day in one statement unless its week's report is submitted or approved or the date is
 * taken. The week's report is share-locked in the same statement, so a submit waits until the
 * insert commits and no day slips into a week as it is submitted. One round trip instead of a
 * transaction of five: the daily POST is the product's hottest write. `weekNumber` was computed
 * from `startDate`: the statement inserts only while that is still the stored start, so a day
 * never keeps a week of a start staff moved meanwhile (a move locks this table first, ADR 19).
 * Before the week's report, the student's own row is locked as lockLiveUser locks it (the key
 * share the insert's foreign key check takes anyway, so it costs one index lookup): the week's
 * report is read only through it, so an erasure (the user, then the week) and this insert take
 * the two in one order, and an insert that waited for an erasure finds the account gone and
 * writes nothing.
 */
export async function insertDailyReportIfOpen(
  db: TDb,
  values: {
    studentId: number;
    date: string;
    weekNumber: number;
    /** The placement start `weekNumber` was computed from. */
    startDate: string;
    description: string;
    hoursSpent: number;
    now: Date;
  },
): Promise<TInsertDailyResult> {
  const locked = sql.join(
    LOCKED_WEEKLY_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  );
  const now = values.now.toISOString();
  const result = await db.execute(sql`
    with live_owner as (${liveUserLockSql(values.studentId)}
    ), week_report as (
      select ${weeklyReports.status} as status from ${weeklyReports}
      where ${weeklyReports.studentId} = ${values.studentId}
        and ${weeklyReports.weekNumber} = ${values.weekNumber}
        and exists (select 1 from live_owner)
      for share
    ), inserted as (
      insert into ${dailyReports} (student_id, date, week_number, description, hours_spent, created_at, updated_at)
      select ${values.studentId}, ${values.date}::date, ${values.weekNumber}, ${values.description},
        ${values.hoursSpent}, ${now}::timestamptz, ${now}::timestamptz
      where exists (select 1 from live_owner)
        and not exists (select 1 from week_report where status in (${locked}))
        and ${PLACEMENT_START_SUBQUERY} = to_jsonb(${values.startDate}::text)
      on conflict (student_id, date) do nothing
      returning *
    )
    select (select row_to_json(i) from inserted i) as inserted,
      exists (select 1 from live_owner) as owner_live,
      (select status from week_report) as week_status, ${PLACEMENT_START_SUBQUERY} as start_date`);
  const [answer] = rowsOf<{
    inserted: Record<string, unknown> | string | null;
    owner_live: boolean;
    week_status: string | null;
    start_date: unknown;
  }>(result);
  const inserted = answer?.inserted;
  if (inserted) {
    const json = typeof inserted === 'string' ? JSON.parse(inserted) : inserted;
    return { inserted: rowFromJson(dailyReports, json) };
  }
  if (!answer?.owner_live) return { refused: 'account_gone' };
  if (answer?.start_date !== values.startDate) {
    return { refused: 'start_moved', stored: answer?.start_date ?? null };
  }
  return { refused: isWeekLocked(answer?.week_status as never) ? 'week_locked' : 'date_taken' };
}

function ownedReport(studentId: number, id: number): SQL | undefined {
  return and(eq(dailyReports.id, id), eq(dailyReports.studentId, studentId));
}

/** The week of the student's report with this id, or undefined (missing or someone else's). */
export async function findDailyWeekNumber(
  db: TDb,
  studentId: number,
  id: number,
): Promise<number | undefined> {
  const [found] = await db
    .select({ weekNumber: dailyReports.weekNumber })
    .from(dailyReports)
    .where(ownedReport(studentId, id));
  return found?.weekNumber;
}

/** Inside a transaction: the student's report, locked for update until commit. */
export async function lockDailyReport(
  tx: TDb,
  studentId: number,
  id: number,
): Promise<TDailyReportRow | undefined> {
  const [row] = await tx
    .select()
    .from(dailyReports)
    .where(ownedReport(studentId, id))
    .for('update');
  return row;
}

/** Writes the given hours and/or description (and `updatedAt`) of the report with this id. */
export async function updateDailyReportFields(
  db: TDb,
  id: number,
  fields: { hoursSpent?: number; description?: string },
  now: Date,
): Promise<void> {
  const changes: Partial<typeof dailyReports.$inferInsert> = { updatedAt: now };
  if (fields.hoursSpent !== undefined) changes.hoursSpent = fields.hoursSpent;
  if (fields.description !== undefined) changes.description = fields.description;
  await db.update(dailyReports).set(changes).where(eq(dailyReports.id, id));
}

/** Marks the student's report submitted unless it already is (inside the caller's week lock). */
export async function markDailyReportSubmitted(
  db: TDb,
  studentId: number,
  id: number,
  now: Date,
): Promise<void> {
  await db
    .update(dailyReports)
    .set({ isSubmitted: true, updatedAt: now })
    .where(and(ownedReport(studentId, id), eq(dailyReports.isSubmitted, false)));
}
