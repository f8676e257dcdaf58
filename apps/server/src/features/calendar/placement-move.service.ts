// Staff move the placement start (ADR 19). Every daily report and weekly page keeps its dates, so
// each week number moves by the same whole number of weeks; a move that would renumber a
// submitted or signed week, or leave work outside weeks 1..8, is refused and changes nothing.
import {
  daysBetween,
  ERROR_CODES,
  eatDateOf,
  formatDayMonthYear,
  isPlacementStartNearToday,
  MESSAGES,
  type TPlacementCalendar,
  type TPlacementMovePreview,
} from '@ptlog/shared';
import type { TDb } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { getPlacementStartDate, setPlacementStartDate } from './calendar.repository';
import { placementCalendar, placementClock } from './calendar.service';
import { isIsoMonday } from './placement-dates';
import {
  lockLogbookForMove,
  logbookCounts,
  shiftWeekNumbers,
  studentsWithLockedWeeks,
  workOutsideAfterShift,
} from './placement-move.repository';

function placementStartError(message: string): AppError {
  return new AppError(ERROR_CODES.VALIDATION_ERROR, message, { start_date: [message] });
}

/**
 * Only a Monday within two years of today (a further one is a typing slip, and a year such as
 * 9999 would break every calendar read); checked before anything is read or written.
 */
function assertPlacementStart(startDate: string, now: Date): void {
  if (!isIsoMonday(startDate)) throw placementStartError(MESSAGES.admin.placementStartNotMonday);
  if (!isPlacementStartNearToday(startDate, eatDateOf(now))) {
    throw placementStartError(MESSAGES.admin.placementStartOutOfRange);
  }
}

/**
 * What every week number moves by when the start moves from `current` to `next` (both Mondays):
 * a start one week later makes each entry's week one less. 0 when no start can be read: there is
 * no calendar the stored numbers could be moved from, so the new start is only stored.
 */
export function weekShiftOf(current: string | null, next: string): number {
  return current === null ? 0 : daysBetween(next, current) / 7;
}

interface TMovePlan {
  preview: TPlacementMovePreview;
  refusal: AppError | null;
}

/** Why moving by `shift` weeks is refused, or null. */
async function refusalOf(db: TDb, shift: number, current: string): Promise<AppError | null> {
  const lockedStudents = await studentsWithLockedWeeks(db);
  if (lockedStudents > 0) {
    return new AppError(
      ERROR_CODES.PLACEMENT_WEEKS_SUBMITTED,
      MESSAGES.placementMove.weeksSubmitted(lockedStudents),
    );
  }
  const outside = await workOutsideAfterShift(db, shift, current);
  if (outside.entries + outside.pages === 0) return null;
  return new AppError(
    ERROR_CODES.PLACEMENT_ENTRIES_OUTSIDE,
    MESSAGES.placementMove.entriesOutside(
      outside.entries,
      outside.pages,
      outside.students,
      formatDayMonthYear(outside.earliest ?? current),
      formatDayMonthYear(outside.latest ?? current),
    ),
  );
}

/** What moving the start from `current` to `next` would renumber, and why not if it is refused. */
async function planMove(db: TDb, current: string | null, next: string): Promise<TMovePlan> {
  const shift = weekShiftOf(current, next);
  if (shift === 0 || current === null) {
    const preview: TPlacementMovePreview = {
      start_date: next,
      current_start_date: current,
      week_shift: 0,
      daily_reports: 0,
      weekly_reports: 0,
      students: 0,
      example: null,
      refusal: null,
    };
    return { preview, refusal: null };
  }
  const refusal = await refusalOf(db, shift, current);
  const counts = await logbookCounts(db);
  const example =
    counts.newestDate !== null && counts.newestWeek !== null
      ? {
          date: counts.newestDate,
          week_before: counts.newestWeek,
          week_after: counts.newestWeek + shift,
        }
      : null;
  return {
    preview: {
      start_date: next,
      current_start_date: current,
      week_shift: shift,
      daily_reports: counts.dailyReports,
      weekly_reports: counts.weeklyReports,
      students: counts.students,
      example,
      refusal: refusal && { code: refusal.code, detail: refusal.detail },
    },
    refusal,
  };
}

/** GET /calendar/preview/: what PUT /calendar/ with this start would do now; changes nothing. */
export async function previewPlacementMove(
  db: TDb,
  startDate: string,
  now: Date,
): Promise<TPlacementMovePreview> {
  assertPlacementStart(startDate, now);
  const plan = await planMove(db, await getPlacementStartDate(db), startDate);
  return plan.preview;
}

/**
 * Moves the placement start and renumbers every daily report and weekly page with it, in one
 * transaction that first locks the log book's tables against writers (lockLogbookForMove), so no
 * entry written meanwhile keeps a week of the old start. Refused (409, nothing changed) while a
 * week is submitted or signed, or when work would fall outside weeks 1..8. The same start is a
 * no-op. The audit row names the counts moved. Answers the new calendar.
 */
export async function changePlacementStart(
  db: TDb,
  change: { startDate: string; actorId: number; ip: string },
  now: Date,
): Promise<TPlacementCalendar> {
  assertPlacementStart(change.startDate, now);
  if ((await getPlacementStartDate(db)) !== change.startDate) {
    await db.transaction(async (tx) => {
      await lockLogbookForMove(tx);
      // Read under the lock: a move that committed meanwhile is the one this one starts from.
      const current = await getPlacementStartDate(tx);
      if (current === change.startDate) return;
      const plan = await planMove(tx, current, change.startDate);
      if (plan.refusal) throw plan.refusal;
      const { preview } = plan;
      if (preview.week_shift !== 0) await shiftWeekNumbers(tx, preview.week_shift);
      await setPlacementStartDate(tx, change.startDate);
      await audit(tx, {
        actorId: change.actorId,
        action: 'admin.placement_start.set',
        targetType: 'app_setting',
        targetId: 'placement_start_date',
        ip: change.ip,
        details: {
          start_date: change.startDate,
          previous_start_date: current,
          week_shift: preview.week_shift,
          daily_reports_moved: preview.daily_reports,
          weekly_reports_moved: preview.weekly_reports,
          students: preview.students,
        },
      });
    });
  }
  return placementCalendar(await placementClock(db, now));
}
