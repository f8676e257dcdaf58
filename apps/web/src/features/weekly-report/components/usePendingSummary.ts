import { useSyncExternalStore } from 'react';
import { offlineOutbox } from '../../../lib/offline-outbox';
import { pendingSummaryOf } from '../pending-summary';

/** The summary of the week kept on this device and not yet sent, or null; live. */
export function usePendingSummary(week: number): string | null {
  return useSyncExternalStore(offlineOutbox.subscribe, () =>
    pendingSummaryOf(offlineOutbox.list(), week),
  );
}
