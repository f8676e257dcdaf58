import { useSyncExternalStore } from 'react';
import { offlineOutbox } from '../../../lib/offline-outbox';
import { type TUnsavedDrafts, unsavedDrafts } from '../../../lib/unsaved-drafts';
import { pendingSummaryOf } from '../pending-summary';

/** The summary of the week kept on this device and not yet sent, or null; live. */
export function usePendingSummary(week: number): string | null {
  return useSyncExternalStore(offlineOutbox.subscribe, () =>
    pendingSummaryOf(offlineOutbox.list(), week),
  );
}

/**
 * The summary typed in Edit Report and not saved yet, kept on the device for the signed-in account
 * (lib/unsaved-drafts.ts) so a reload or an idle sign-out does not lose it.
 */
export function summaryDrafts(week: number, drafts: TUnsavedDrafts = unsavedDrafts) {
  const key = `weekly-summary:${week}`;
  return {
    /** The unsaved summary, unless there is none or it says what `shown` says anyway. */
    read(shown: string): string | null {
      const value = drafts.get(key);
      return typeof value === 'string' && value !== shown ? value : null;
    },
    /** Keeps `text`, or drops the draft when it is what the page shows anyway. */
    keep(text: string, shown: string): void {
      if (text === shown) drafts.discard(key);
      else drafts.keep(key, text);
    },
    discard: () => drafts.discard(key),
  };
}
