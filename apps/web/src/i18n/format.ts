// Dates and numbers through Intl in the app's language (sw-TZ / en-GB), never by hand.
import { LOCALE_OF } from '@ptlog/shared';
import { currentLanguage } from './i18n';

export function locale(): string {
  return LOCALE_OF[currentLanguage()];
}

export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(locale(), options).format(value);
}

/** An ISO date ('2026-03-18') or a timestamp, in the UTC calendar day it names. */
export function formatDate(
  value: string | Date,
  options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' },
): string {
  const date =
    typeof value === 'string' && value.length === 10
      ? new Date(`${value}T00:00:00Z`)
      : new Date(value);
  return new Intl.DateTimeFormat(locale(), { timeZone: 'UTC', ...options }).format(date);
}

/** A moment (a payment, a sign-in) in the reader's own time zone. */
export function formatDateTime(value: string | Date): string {
  return new Intl.DateTimeFormat(locale(), { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(value),
  );
}
