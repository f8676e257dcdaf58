import { isIsoDate, LIMITS, mondayBasedWeekday } from '@ptlog/shared';

/** A real YYYY-MM-DD date that falls on a Monday: the only valid placement start. */
export function isIsoMonday(value: string): boolean {
  return isIsoDate(value) && mondayBasedWeekday(value) === 0;
}

/**
 * Whether a calendar can be derived from this Monday: its year lies in LIMITS.DATE_YEAR_MIN..
 * DATE_YEAR_MAX, the dates the product knows. A start such as 9999-12-27 (stored before staff's
 * changes were bounded, or by hand) would run the placement's weeks past year 9999.
 */
function isReadableStart(monday: string): boolean {
  const year = Number(monday.slice(0, 4));
  return year >= LIMITS.DATE_YEAR_MIN && year <= LIMITS.DATE_YEAR_MAX;
}

/**
 * A stored start value as the Monday it names, or null when it is missing, not a Monday or out of
 * range: an unreadable start counts as not set (reads answer 503 until staff set it again or a
 * restart stores the configured one), never a 500 from dates past year 9999.
 */
export function placementStartFrom(value: unknown): string | null {
  return typeof value === 'string' && isIsoMonday(value) && isReadableStart(value) ? value : null;
}
