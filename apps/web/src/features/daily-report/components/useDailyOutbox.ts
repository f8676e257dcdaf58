import { useEffect, useState } from 'react';
import { offlineOutbox } from '../../../lib/offline-outbox';
import { pendingDailies } from '../daily-form';
import type { TPendingDaily } from '../daily-week';

/** The days saved on this device and not sent yet; follows the outbox as it changes. */
export function useDailyOutbox(): TPendingDaily[] {
  const [pending, setPending] = useState(() => pendingDailies(offlineOutbox.list()));
  useEffect(() => {
    const update = () => setPending(pendingDailies(offlineOutbox.list()));
    update();
    return offlineOutbox.subscribe(update);
  }, []);
  return pending;
}
