// Calendar dates as ISO strings 'YYYY-MM-DD', computed in UTC so that the server's and the
// browser's time zones can never shift a date by one day.

const ISO_DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

export type TIsoDate = string;

/** True for a real calendar date written as YYYY-MM-DD ('2025-02-30' is false). */
export function isIsoDate(value: unknown): value is TIsoDate {
  if (typeof value !== 'string') return false;
  const match = ISO_DATE_RE.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number);
  const date = new Date(Date.UTC(year!, month! - 1, day!));
  return date.getUTCMonth() === month! - 1 && date.getUTCDate() === day;
}

/** Throws a RangeError unless the value is a real YYYY-MM-DD date (a programming error upstream). */
export function assertIsoDate(value: unknown): asserts value is TIsoDate {
  if (!isIsoDate(value)) throw new RangeError(`Not an ISO date (YYYY-MM-DD): ${String(value)}`);
}

/** Milliseconds since the epoch at UTC midnight of the date. */
export function isoDateToUtcMs(date: TIsoDate): number {
  assertIsoDate(date);
  const [year, month, day] = date.split('-').map(Number);
  return Date.UTC(year!, month! - 1, day!);
}

export function utcMsToIsoDate(ms: number): TIsoDate {
  return new Date(ms).toISOString().slice(0, 10);
}

export function addDays(date: TIsoDate, days: number): TIsoDate {
  return utcMsToIsoDate(isoDateToUtcMs(date) + days * DAY_MS);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: TIsoDate, to: TIsoDate): number {
  return Math.round((isoDateToUtcMs(to) - isoDateToUtcMs(from)) / DAY_MS);
}

/** 0 = Monday … 6 = Sunday. */
export function mondayBasedWeekday(date: TIsoDate): number {
  return (new Date(isoDateToUtcMs(date)).getUTCDay() + 6) % 7;
}

/** The local calendar date of a moment (the student's "today"), as YYYY-MM-DD. */
export function todayIso(clock: Date = new Date()): TIsoDate {
  const year = String(clock.getFullYear()).padStart(4, '0');
  const month = String(clock.getMonth() + 1).padStart(2, '0');
  const day = String(clock.getDate()).padStart(2, '0');
  return `${year}-${month}-${day}`;
}

/** 'dd-mm-yyyy', as printed on the log book page. */
export function formatDayMonthYear(date: TIsoDate): string {
  assertIsoDate(date);
  const [year, month, day] = date.split('-');
  return `${day}-${month}-${year}`;
}
