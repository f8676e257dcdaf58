// What was typed on a day of the daily screen and not saved yet (spec 1 §2): going to another day
// and back, a reload, Back or an idle sign-out and sign-in show it again. Kept on the device for
// the signed-in account only (lib/unsaved-drafts.ts); dropped once the day is saved or its text
// matches what is saved again.
import type { TIsoDate } from '@ptlog/shared';
import { type TUnsavedDrafts, unsavedDrafts } from '../../lib/unsaved-drafts';
import type { TDailyFormValues } from './daily-form';

export interface TDayDrafts {
  /** The unsaved values of the day, or undefined when nothing was typed since its last save. */
  get(date: TIsoDate): TDailyFormValues | undefined;
  keep(date: TIsoDate, values: TDailyFormValues): void;
  discard(date: TIsoDate): void;
}

const draftKey = (date: TIsoDate) => `daily:${date}`;

function isDailyValues(value: unknown): value is TDailyFormValues {
  if (typeof value !== 'object' || value === null) return false;
  const { hours, description } = value as Partial<TDailyFormValues>;
  return (
    (typeof hours === 'number' || typeof hours === 'string') && typeof description === 'string'
  );
}

/** The same text as `saved` (hours compared as numbers, so 8 and '8' are one value). */
export function sameDailyValues(values: TDailyFormValues, saved: TDailyFormValues): boolean {
  const hours = (value: number | string) => (value === '' ? '' : Number(value));
  return hours(values.hours) === hours(saved.hours) && values.description === saved.description;
}

export function createDayDrafts(drafts: TUnsavedDrafts = unsavedDrafts): TDayDrafts {
  return {
    get(date) {
      const value = drafts.get(draftKey(date));
      return isDailyValues(value) ? value : undefined;
    },
    keep: (date, values) => drafts.keep(draftKey(date), values),
    discard: (date) => drafts.discard(draftKey(date)),
  };
}
