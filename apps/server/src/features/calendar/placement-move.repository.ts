// The statements of a placement move (ADR 19): what it would renumber, what would stop it, the
// lock that orders it against the log book's writers, and the renumbering itself.
import { TRAINING_WEEKS } from '@ptlog/shared';
import { type AnyColumn, sql } from 'drizzle-orm';
import { rowsOf, type TDb } from '../../db/client';
import { dailyReports, weeklyReports } from '../../db/schema';

async function oneRow<T>(db: TDb, query: ReturnType<typeof sql>): Promise<T> {
  const [row] = rowsOf<T>(await db.execute(query));
  if (!row) throw new Error('an aggregate answered no row');
  return row;
}

/**
 * Inside the move's transaction, before it reads anything: no daily report or weekly page can be
 * written, submitted or locked for a change until it commits (reads go on). weekly_reports first,
 * the order every writer takes them in (the daily POST's statement, a submit, a day's change), so
 * the move never waits for a writer that waits for it. A daily POST that read the old start waits
 * here, then finds the new one in its own statement and computes its week again.
 */
export async function lockLogbookForMove(tx: TDb): Promise<void> {
  await tx.execute(sql`lock table ${weeklyReports}, ${dailyReports} in exclusive mode`);
}

/** How many students have a week submitted or approved (signed): those weeks must keep their number. */
export async function studentsWithLockedWeeks(db: TDb): Promise<number> {
  const row = await oneRow<{ students: number }>(
    db,
    sql`select count(distinct ${weeklyReports.studentId})::int as students from ${weeklyReports}
      where ${weeklyReports.status} <> 'DRAFT'`,
  );
  return row.students;
}

export interface TOutsideWork {
  entries: number;
  pages: number;
  students: number;
  /** The first and last date affected: an entry's date, or a page's Monday/Friday. */
  earliest: string | null;
  latest: string | null;
}

/**
 * The daily reports and weekly pages whose week, moved by `shift`, would leave 1..8, with how many
 * students own them and the dates they cover under the current start.
 */
export async function workOutsideAfterShift(
  db: TDb,
  shift: number,
  currentStart: string,
): Promise<TOutsideWork> {
  const outside = (week: AnyColumn) =>
    sql`${week} + ${shift}::int not between 1 and ${TRAINING_WEEKS}`;
  const monday = sql`${currentStart}::date + (${weeklyReports.weekNumber} - 1) * 7`;
  return oneRow<TOutsideWork>(
    db,
    sql`select count(*) filter (where kind = 'daily')::int as entries,
        count(*) filter (where kind = 'weekly')::int as pages,
        count(distinct student_id)::int as students,
        min(first_day)::text as earliest, max(last_day)::text as latest
      from (
        select 'daily' as kind, ${dailyReports.studentId} as student_id,
          ${dailyReports.date} as first_day, ${dailyReports.date} as last_day
        from ${dailyReports} where ${outside(dailyReports.weekNumber)}
        union all
        select 'weekly', ${weeklyReports.studentId}, ${monday}, ${monday} + 4
        from ${weeklyReports} where ${outside(weeklyReports.weekNumber)}
      ) as moved_out`,
  );
}

export interface TLogbookCounts {
  dailyReports: number;
  weeklyReports: number;
  students: number;
  /** The newest entry's date and week, or null without entries. */
  newestDate: string | null;
  newestWeek: number | null;
}

/** Everything a move renumbers: all daily reports and weekly pages, and whose they are. */
export async function logbookCounts(db: TDb): Promise<TLogbookCounts> {
  const row = await oneRow<{
    daily: number;
    weekly: number;
    students: number;
    newest_date: string | null;
    newest_week: number | null;
  }>(
    db,
    sql`select (select count(*) from ${dailyReports})::int as daily,
        (select count(*) from ${weeklyReports})::int as weekly,
        (select count(*) from (select ${dailyReports.studentId} from ${dailyReports}
          union select ${weeklyReports.studentId} from ${weeklyReports}) as owners)::int as students,
        newest.date::text as newest_date, newest.week_number as newest_week
      from (select 1) as one_row
      left join lateral (select ${dailyReports.date}, ${dailyReports.weekNumber} from ${dailyReports}
        order by ${dailyReports.date} desc limit 1) as newest on true`,
  );
  return {
    dailyReports: row.daily,
    weeklyReports: row.weekly,
    students: row.students,
    newestDate: row.newest_date,
    newestWeek: row.newest_week,
  };
}

/**
 * Adds `shift` to the week number of every daily report and weekly page (their dates stay). The
 * weekly pages' unique (student, week) is not deferrable, so one UPDATE could collide with a row
 * not yet moved: they first go to the negative of their new number (no page has one), then back.
 */
export async function shiftWeekNumbers(tx: TDb, shift: number): Promise<void> {
  await tx.execute(
    sql`update ${dailyReports} set week_number = ${dailyReports.weekNumber} + ${shift}::int`,
  );
  await tx.execute(
    sql`update ${weeklyReports} set week_number = -(${weeklyReports.weekNumber} + ${shift}::int)`,
  );
  await tx.execute(
    sql`update ${weeklyReports} set week_number = -${weeklyReports.weekNumber}
      where ${weeklyReports.weekNumber} < 0`,
  );
}
