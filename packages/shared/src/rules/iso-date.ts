// Calendar dates as ISO strings 'YYYY-MM-DD', computed in UTC so that the server's and the
// browser's time zones can never shift a date by one day.

const DAY_MS = 86_400_000;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

export type TIsoDate = string;

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** The decimal value of `value[from..from+length)`, or -1 unless every character is a digit. */
function digitsAt(value: string, from: number, length: number): number {
  let result = 0;
  for (let index = from; index < from + length; index += 1) {
    const digit = value.charCodeAt(index) - 48;
    if (digit < 0 || digit > 9) return -1;
    result = result * 10 + digit;
  }
  return result;
}

// Dates are read and written on every log book answer, so both directions are plain arithmetic
// (no RegExp, no Date object): the weekly read spent ~7% of its time here before.

/** Milliseconds at UTC midnight of a real YYYY-MM-DD date, or NaN for anything else. */
function utcMsOf(value: string): number {
  if (value.length !== 10 || value.charCodeAt(4) !== 45 || value.charCodeAt(7) !== 45) return NaN;
  const year = digitsAt(value, 0, 4);
  const month = digitsAt(value, 5, 2);
  const day = digitsAt(value, 8, 2);
  if (year < 0 || month < 1 || month > 12 || day < 1) return NaN;
  const monthDays = month === 2 && isLeapYear(year) ? 29 : DAYS_IN_MONTH[month - 1]!;
  if (day > monthDays) return NaN;
  // Date.UTC maps years 0..99 to 1900..1999; setting the year afterwards keeps 0000..0099 exact.
  return year >= 100
    ? Date.UTC(year, month - 1, day)
    : new Date(0).setUTCFullYear(year, month - 1, day);
}

/** True for a real calendar date written as YYYY-MM-DD ('2025-02-30' is false). */
export function isIsoDate(value: unknown): value is TIsoDate {
  return typeof value === 'string' && !Number.isNaN(utcMsOf(value));
}

/** Throws a RangeError unless the value is a real YYYY-MM-DD date (a programming error upstream). */
export function assertIsoDate(value: unknown): asserts value is TIsoDate {
  if (!isIsoDate(value)) throw new RangeError(`Not an ISO date (YYYY-MM-DD): ${String(value)}`);
}

/** Milliseconds since the epoch at UTC midnight of the date. */
export function isoDateToUtcMs(date: TIsoDate): number {
  const ms = typeof date === 'string' ? utcMsOf(date) : NaN;
  if (Number.isNaN(ms)) throw new RangeError(`Not an ISO date (YYYY-MM-DD): ${String(date)}`);
  return ms;
}

const pad2 = (value: number) => (value < 10 ? `0${value}` : String(value));

/** The UTC date of a moment as YYYY-MM-DD (years 0000..9999), by the civil-from-days algorithm. */
export function utcMsToIsoDate(ms: number): TIsoDate {
  const days = Math.floor(ms / DAY_MS) + 719_468;
  const era = Math.floor(days / 146_097);
  const dayOfEra = days - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1_460) +
      Math.floor(dayOfEra / 36_524) -
      Math.floor(dayOfEra / 146_096)) /
      365,
  );
  const dayOfYear =
    dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const shiftedMonth = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * shiftedMonth + 2) / 5) + 1;
  const month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return `${String(year).padStart(4, '0')}-${pad2(month)}-${pad2(day)}`;
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
