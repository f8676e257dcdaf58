// Day names for tiles, links and toasts, read from the ISO date alone (UTC), so the browser's
// time zone can never shift a day.
import { isIsoDate, type TIsoDate, WORKING_DAY_LABELS, workingDayOf } from '@ptlog/shared';

const MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** '2025-11-23' → '23 Nov'. */
export function dayMonth(date: TIsoDate): string {
  if (!isIsoDate(date)) return date;
  const [, month, day] = date.split('-').map(Number);
  return `${day} ${MONTHS[month! - 1]}`;
}

/** 'Monday', 'Tuesday' … (weekends too, for dates outside the working week). */
export function weekdayName(date: TIsoDate): string {
  if (!isIsoDate(date)) return '';
  const working = workingDayOf(date);
  if (working) return WORKING_DAY_LABELS[working];
  const utcDay = new Date(`${date}T00:00:00Z`).getUTCDay();
  return WEEKDAYS[(utcDay + 6) % 7]!;
}

/** 'Monday 23 Nov': the accessible name of a day tile. */
export function longDayLabel(date: TIsoDate): string {
  const name = weekdayName(date);
  return name ? `${name} ${dayMonth(date)}` : date;
}

/** 'Mon 23 Nov'. */
export function shortDayLabel(date: TIsoDate): string {
  const name = weekdayName(date);
  return name ? `${name.slice(0, 3)} ${dayMonth(date)}` : date;
}

/** '23 Nov – 27 Nov'. */
export function dateRangeLabel(start: TIsoDate, end: TIsoDate): string {
  return `${dayMonth(start)} – ${dayMonth(end)}`;
}

/** 8 → '8 h', 7.5 → '7.5 h'. */
export function hoursLabel(hours: number): string {
  return `${Number.isInteger(hours) ? hours : hours.toFixed(1)} h`;
}
