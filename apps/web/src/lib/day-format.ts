// Day names for tiles, links and toasts, read from the ISO date alone (UTC), so the browser's
// time zone can never shift a day. Names and months come from Intl in the reader's language.
import { isIsoDate, type TIsoDate } from '@ptlog/shared';
import { dateTimeFormat, formatDate } from '../i18n/format';
import { i18n } from '../i18n/i18n';
import { LIB_NS } from './i18n';

/** The log book prints three-letter months: en-GB's 'Sept' is written 'Sep' like the others. */
const threeLetterMonths = (text: string) => text.replace('Sept', 'Sep');

/** '2025-11-23' → '23 Nov' ('23 Nov' in Kiswahili too, 'Des' for December). */
export function dayMonth(date: TIsoDate): string {
  if (!isIsoDate(date)) return date;
  return threeLetterMonths(formatDate(date, { day: 'numeric', month: 'short' }));
}

/** 'Monday', 'Tuesday' … (weekends too, for dates outside the working week); 'Jumatatu' … */
export function weekdayName(date: TIsoDate): string {
  if (!isIsoDate(date)) return '';
  return formatDate(date, { weekday: 'long' });
}

/** 'Monday 23 Nov' ('Jumatatu, 23 Nov'): the accessible name of a day tile. */
export function longDayLabel(date: TIsoDate): string {
  if (!isIsoDate(date)) return date;
  return threeLetterMonths(formatDate(date, { weekday: 'long', day: 'numeric', month: 'short' }));
}

/** 'Mon 23 Nov' (Kiswahili has no short day names: 'Jumatatu, 23 Nov'). */
export function shortDayLabel(date: TIsoDate): string {
  if (!isIsoDate(date)) return date;
  return threeLetterMonths(formatDate(date, { weekday: 'short', day: 'numeric', month: 'short' }));
}

/**
 * 'Tue 1 Dec' / 'Friday 4 Dec', and in Kiswahili 'Jumanne 1 Des': weekday, day and month joined
 * by spaces whatever the language puts between them, so a list of days or a day inside a
 * sentence has no comma of its own (Kiswahili's 'Jumanne, 1 Des' read as two items, audit A2).
 */
export function spacedDayLabel(date: TIsoDate, weekday: 'short' | 'long' = 'short'): string {
  if (!isIsoDate(date)) return date;
  const format = dateTimeFormat({ timeZone: 'UTC', weekday, day: 'numeric', month: 'short' });
  const parts = format.formatToParts(new Date(`${date}T00:00:00Z`));
  const text = parts
    .map((part) => (part.type === 'literal' ? ' ' : part.value))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
  return threeLetterMonths(text);
}

/** '23 Nov – 27 Nov'. */
export function dateRangeLabel(start: TIsoDate, end: TIsoDate): string {
  return `${dayMonth(start)} – ${dayMonth(end)}`;
}

/** 8 → '8 h', 7.5 → '7.5 h'; 'saa 8' in Kiswahili. */
export function hoursLabel(hours: number): string {
  const rounded = Number.isInteger(hours) ? hours : Number(hours.toFixed(1));
  return i18n.t('lib:hours', { hours: rounded, ns: LIB_NS });
}
