// The day typed in Add Daily Report and not saved yet, kept on this device per account
// (lib/unsaved-drafts.ts) as the summary's and the main job's are: Escape, the close button,
// Back, a reload or an idle sign-out close the dialog, and it opens again with the day. Dropped
// once the day is saved (or kept to send later) or a Cancel is confirmed.
import { type TUnsavedDrafts, unsavedDrafts } from '../../../lib/unsaved-drafts';
import type { TAddDailyValues } from '../add-daily';

/** Something worth keeping: a description or hours (a chosen day alone is not). */
export const hasAddDailyInput = (values: TAddDailyValues) =>
  values.description.trim() !== '' || String(values.hours) !== '';

const isValues = (value: unknown): value is TAddDailyValues => {
  if (typeof value !== 'object' || value === null) return false;
  const { date, description, hours } = value as Partial<TAddDailyValues>;
  return (
    typeof date === 'string' &&
    typeof description === 'string' &&
    (typeof hours === 'number' || typeof hours === 'string')
  );
};

export function addDailyDrafts(week: number, drafts: TUnsavedDrafts = unsavedDrafts) {
  const key = `weekly-add-daily:${week}`;
  return {
    /** The unsaved day, or null when nothing was typed. */
    read(): TAddDailyValues | null {
      const value = drafts.get(key);
      return isValues(value) && hasAddDailyInput(value) ? value : null;
    },
    /** Keeps `values`, or drops the draft once the fields are empty again. */
    keep(values: TAddDailyValues): void {
      if (hasAddDailyInput(values)) drafts.keep(key, values);
      else drafts.discard(key);
    },
    discard: () => drafts.discard(key),
  };
}
