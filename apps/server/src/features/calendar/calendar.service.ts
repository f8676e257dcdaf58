import {
  currentWeek,
  ERROR_CODES,
  eatDateOf,
  LIMITS,
  MESSAGES,
  mondayOnOrBefore,
  placementEndDate,
  type TPlacementCalendar,
  TRAINING_WEEKS,
  weekDates,
} from '@ptlog/shared';
import type { TDb } from '../../db/client';
import { AppError } from '../../lib/app-error';
import {
  getPlacementStartDate,
  initPlacementStartDate,
  setPlacementStartDate,
} from './calendar.repository';

/** Where "now" falls in the placement: the stored start, today's date and the current week. */
export interface TPlacementClock {
  startDate: string;
  today: string;
  currentWeek: number;
}

/**
 * Start-up: a database without a placement start gets PT_START_DATE, or else the Monday of the
 * current week. A date already stored (possibly changed by staff) is never overwritten, unless no
 * calendar can be read from it (placementStartFrom: out of range): then it counts as not set.
 */
export async function ensurePlacementStartDate(
  db: TDb,
  options: { configured: string | undefined; now: Date },
): Promise<string> {
  const initial = options.configured ?? mondayOnOrBefore(eatDateOf(options.now));
  await initPlacementStartDate(db, initial);
  const stored = await getPlacementStartDate(db);
  if (stored) return stored;
  await setPlacementStartDate(db, initial);
  const replaced = await getPlacementStartDate(db);
  if (!replaced) {
    throw new Error(
      `placement_start_date ${initial} is out of range: use a Monday in ${LIMITS.DATE_YEAR_MIN}..${LIMITS.DATE_YEAR_MAX}`,
    );
  }
  return replaced;
}

export async function placementClock(db: TDb, now: Date): Promise<TPlacementClock> {
  return clockOf(await getPlacementStartDate(db), now);
}

/** A start read by the caller (e.g. with `PLACEMENT_START_SUBQUERY`), or 503 when it is missing. */
export function requirePlacementStart(startDate: string | null): string {
  // Start-up stores a start date before the server listens; missing means a broken database.
  if (!startDate) {
    throw new AppError(ERROR_CODES.SERVICE_UNAVAILABLE, MESSAGES.generic.serviceUnavailable);
  }
  return startDate;
}

export function clockOf(stored: string | null, now: Date): TPlacementClock {
  const startDate = requirePlacementStart(stored);
  const today = eatDateOf(now);
  return { startDate, today, currentWeek: currentWeek(today, startDate) };
}

export function weekSpan(week: number, startDate: string) {
  const dates = weekDates(week, startDate);
  return { start_date: dates.monday, end_date: dates.friday, days: dates.days };
}

export function placementCalendar(clock: TPlacementClock): TPlacementCalendar {
  const weeks = Array.from({ length: TRAINING_WEEKS }, (_, index) => ({
    week_number: index + 1,
    ...weekSpan(index + 1, clock.startDate),
  }));
  return {
    start_date: weeks[0]!.start_date,
    end_date: placementEndDate(clock.startDate),
    current_week: clock.currentWeek,
    today: clock.today,
    weeks,
  };
}
