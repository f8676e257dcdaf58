// Dates of the log book, read from ISO dates alone (UTC), so the browser's time zone can never
// shift a day; month names from Intl in the reader's language.
import { formatDayMonthYear, isIsoDate, type TIsoDate } from '@ptlog/shared';
import { dayMonth } from '../../lib/day-format';

/** '12 Jan – 16 Jan 2026' (the year on both sides when the week crosses New Year). */
export function weekRangeLabel(start: TIsoDate, end: TIsoDate): string {
  if (!isIsoDate(start) || !isIsoDate(end)) return `${start} – ${end}`;
  const fromYear = start.slice(0, 4);
  const toYear = end.slice(0, 4);
  const fromText = fromYear === toYear ? dayMonth(start) : `${dayMonth(start)} ${fromYear}`;
  return `${fromText} – ${dayMonth(end)} ${toYear}`;
}

/** 'dd-mm-yyyy', as printed on the log book page; anything else is shown as given. */
export function logbookDate(date: TIsoDate): string {
  return isIsoDate(date) ? formatDayMonthYear(date) : date;
}

/** Hours as the log book prints them: '8', '7.5', '0'. */
export function hoursText(hours: number): string {
  return Number.isFinite(hours) ? String(Math.round(hours * 10) / 10) : '0';
}
