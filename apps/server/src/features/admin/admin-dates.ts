import type { TAdminJoinedPeriod } from '@ptlog/shared';
import { sql } from 'drizzle-orm';
import { localMidnight } from '../../lib/local-midnight';

const DAY_MS = 86_400_000;

/**
 * The moments the staff figures count from, all derived from the app clock: "today" starts at
 * local midnight (the server's time zone, as todayIso), "week" is the last 7 days.
 */
export interface TJoinedWindows {
  now: Date;
  today: Date;
  week: Date;
  month: Date;
  year: Date;
  /** Local midnight of an ISO date. */
  startOfDay(iso: string): Date;
  /** Local midnight of the day after an ISO date. */
  startOfNextDay(iso: string): Date;
}

export function joinedWindows(now: Date): TJoinedWindows {
  return {
    now,
    today: new Date(now.getFullYear(), now.getMonth(), now.getDate()),
    week: daysBefore(now, 7),
    month: daysBefore(now, 30),
    year: daysBefore(now, 365),
    startOfDay: (iso) => localMidnight(iso),
    startOfNextDay: (iso) => localMidnight(iso, 1),
  };
}

export function daysBefore(now: Date, days: number): Date {
  return new Date(now.getTime() - days * DAY_MS);
}

export function joinedSince(period: TAdminJoinedPeriod, windows: TJoinedWindows): Date {
  return windows[period === 'today' ? 'today' : period];
}

/** The `count` ISO dates ending today (local), oldest first. */
export function lastDays(now: Date, count: number): string[] {
  return Array.from({ length: count }, (_, index) => {
    const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() - (count - 1 - index));
    return isoOf(day);
  });
}

export function isoOf(day: Date): string {
  const month = String(day.getMonth() + 1).padStart(2, '0');
  const date = String(day.getDate()).padStart(2, '0');
  return `${String(day.getFullYear()).padStart(4, '0')}-${month}-${date}`;
}

/** A moment as a query parameter inside raw `sql` (postgres.js does not take a Date there). */
export function timestampParam(moment: Date) {
  return sql`${moment.toISOString()}::timestamptz`;
}
