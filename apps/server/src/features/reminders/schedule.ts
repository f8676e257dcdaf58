// When a weekly job is due: a weekday and a time of day in East Africa Time (UTC+3, no DST).
import { EAT_OFFSET_MINUTES } from '@ptlog/shared';

const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
const WEEK_MS = 7 * 24 * 3_600_000;

export interface TWeeklyTime {
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
  hour: number;
  minute: number;
}

/** 'thu 16:00' (validated by config.ts) → { weekday: 4, hour: 16, minute: 0 }. */
export function parseWeeklyTime(text: string): TWeeklyTime {
  const [day = '', time = ''] = text.trim().toLowerCase().split(/\s+/);
  const [hour, minute] = time.split(':').map(Number);
  const weekday = WEEKDAYS.indexOf(day as (typeof WEEKDAYS)[number]);
  if (weekday < 0 || hour === undefined || minute === undefined) {
    throw new Error(`not a weekly time: ${text}`);
  }
  return { weekday, hour, minute };
}

/** The latest due moment at or before `now`. */
export function latestDueAt(time: TWeeklyTime, now: Date): Date {
  const offsetMs = EAT_OFFSET_MINUTES * 60_000;
  // Work on the EAT wall clock expressed as a UTC date, then shift back.
  const local = new Date(now.getTime() + offsetMs);
  const candidate = Date.UTC(
    local.getUTCFullYear(),
    local.getUTCMonth(),
    local.getUTCDate() - ((local.getUTCDay() - time.weekday + 7) % 7),
    time.hour,
    time.minute,
  );
  const dueLocal = candidate > local.getTime() ? candidate - WEEK_MS : candidate;
  return new Date(dueLocal - offsetMs);
}
