// What was typed on a day of the daily screen and not saved yet (spec 1 §2): going to another day
// and back shows it again. Kept only in memory by the open screen (DailyReportPage), so it goes
// with the screen, and with it the account that typed it.
import type { TIsoDate } from '@ptlog/shared';
import type { TDailyFormValues } from './daily-form';

export interface TDayDrafts {
  /** The unsaved values of the day, or undefined when nothing was typed since its last save. */
  get(date: TIsoDate): TDailyFormValues | undefined;
  keep(date: TIsoDate, values: TDailyFormValues): void;
  discard(date: TIsoDate): void;
}

export function createDayDrafts(): TDayDrafts {
  const byDate = new Map<TIsoDate, TDailyFormValues>();
  return {
    get: (date) => byDate.get(date),
    keep: (date, values) => {
      byDate.set(date, values);
    },
    discard: (date) => {
      byDate.delete(date);
    },
  };
}
