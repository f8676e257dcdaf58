import { eatDateOf, type TAdminJoinedPeriod } from '@ptlog/shared';
import { sql } from 'drizzle-orm';
import { eatMidnight } from '../../lib/eat-day';

const DAY_MS = 86_400_000;

/**
 * The moments the staff figures count from, all derived from the app clock: "today" starts at
 * midnight in East Africa Time (whatever the server's time zone), "week" is the last 7 days.
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
    week: daysBefore(now, 7),
    month: daysBefore(now, 30),
    year: daysBefore(now, 365),
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
