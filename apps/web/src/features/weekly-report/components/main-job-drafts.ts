// The main job's title and description typed and not saved yet, kept on this device per account
// (lib/unsaved-drafts.ts), as the summary's are (usePendingSummary.ts).
import { type TUnsavedDrafts, unsavedDrafts } from '../../../lib/unsaved-drafts';

export interface TMainJobDraft {
  title: string;
  description: string;
}

const isDraft = (value: unknown): value is TMainJobDraft =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as TMainJobDraft).title === 'string' &&
  typeof (value as TMainJobDraft).description === 'string';

export const sameMainJob = (a: TMainJobDraft, b: TMainJobDraft) =>
  a.title === b.title && a.description === b.description;

export function mainJobDrafts(week: number, drafts: TUnsavedDrafts = unsavedDrafts) {
  const key = `weekly-main-job:${week}`;
  return {
    /** The unsaved main job, unless there is none or it says what `shown` says anyway. */
    read(shown: TMainJobDraft): TMainJobDraft | null {
      const value = drafts.get(key);
      return isDraft(value) && !sameMainJob(value, shown) ? value : null;
    },
    /** Keeps `typed`, or drops the draft when it is what the page shows anyway. */
    keep(typed: TMainJobDraft, shown: TMainJobDraft): void {
      if (sameMainJob(typed, shown)) drafts.discard(key);
      else drafts.keep(key, { title: typed.title, description: typed.description });
    },
    discard: () => drafts.discard(key),
  };
}
