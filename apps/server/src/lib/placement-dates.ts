import { isIsoDate, mondayBasedWeekday } from '@ptlog/shared';

/** A real YYYY-MM-DD date that falls on a Monday: the only valid placement start. */
export function isIsoMonday(value: string): boolean {
  return isIsoDate(value) && mondayBasedWeekday(value) === 0;
}
