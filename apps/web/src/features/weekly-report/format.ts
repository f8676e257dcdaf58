// Dates of the log book, read from ISO dates alone (UTC), so the browser's time zone can never
// shift a day.
import { formatDayMonthYear, isIsoDate, type TIsoDate } from '@ptlog/shared';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function parts(date: TIsoDate): { year: number; month: string; day: number } | null {
  if (!isIsoDate(date)) return null;
  const [year, month, day] = date.split('-').map(Number);
  return { year: year!, month: MONTHS[month! - 1]!, day: day! };
}

/** '12 Jan – 16 Jan 2026' (the year on both sides when the week crosses New Year). */
export function weekRangeLabel(start: TIsoDate, end: TIsoDate): string {
  const from = parts(start);
  const to = parts(end);
  if (!from || !to) return `${start} – ${end}`;
  const fromText =
    from.year === to.year ? `${from.day} ${from.month}` : `${from.day} ${from.month} ${from.year}`;
  return `${fromText} – ${to.day} ${to.month} ${to.year}`;
}

/** 'dd-mm-yyyy', as printed on the log book page; anything else is shown as given. */
export function logbookDate(date: TIsoDate): string {
  return isIsoDate(date) ? formatDayMonthYear(date) : date;
}

/** Hours as the log book prints them: '8', '7.5', '0'. */
export function hoursText(hours: number): string {
  return Number.isFinite(hours) ? String(Math.round(hours * 10) / 10) : '0';
}
