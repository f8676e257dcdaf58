import { eatDateOf, type TAdminJoinedPeriod } from '@ptlog/shared';
import { sql } from 'drizzle-orm';
import { eatMidnight, periodStart } from '../../lib/eat-day';

const DAY_MS = 86_400_000;

/**
 * The moments the staff figures count from, all derived from the app clock: "today" starts at
 * midnight in East Africa Time (whatever the server's time zone); "week", "month" and "year" are
 * the last 7, 30 and 365 dates there, today included (periodStart), as Analytics and Token Usage
 * count their periods beside them, so the same "7 days" never counts two things.
 */
export interface TJoinedWindows {
  now: Date;
  today: Date;
  week: Date;
  month: Date;
  year: Date;
  /** Midnight (EAT) of an ISO date. */
  startOfDay(iso: string): Date;
  /** Midnight (EAT) of the day after an ISO date. */
  startOfNextDay(iso: string): Date;
}

export function joinedWindows(now: Date): TJoinedWindows {
  return {
    now,
    today: eatMidnight(eatDateOf(now)),
    week: periodStart(now, 7),
    month: periodStart(now, 30),
    year: periodStart(now, 365),
    startOfDay: (iso) => eatMidnight(iso),
    startOfNextDay: (iso) => eatMidnight(iso, 1),
  };
}

export function daysBefore(now: Date, days: number): Date {
  return new Date(now.getTime() - days * DAY_MS);
}

export function joinedSince(period: TAdminJoinedPeriod, windows: TJoinedWindows): Date {
  return windows[period === 'today' ? 'today' : period];
}

/** A moment as a query parameter inside raw `sql` (postgres.js does not take a Date there). */
export function timestampParam(moment: Date) {
  return sql`${moment.toISOString()}::timestamptz`;
}
