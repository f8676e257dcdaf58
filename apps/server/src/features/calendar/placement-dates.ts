import { isIsoDate, mondayBasedWeekday } from '@ptlog/shared';

/** A real YYYY-MM-DD date that falls on a Monday: the only valid placement start. */
export function isIsoMonday(value: string): boolean {
  return isIsoDate(value) && mondayBasedWeekday(value) === 0;
}

/** A stored start value as the Monday it names, or null when it is missing or not a Monday. */
export function placementStartFrom(value: unknown): string | null {
  return typeof value === 'string' && isIsoMonday(value) ? value : null;
}
