import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { i18n } from '../../i18n/i18n';
import { invalidateLogbook } from '../../lib/logbook-keys';
import { offlineOutbox } from '../../lib/offline-outbox';
import { notify } from '../notify';
import { keepRejectedAndSay } from './keep-rejected';
import { sendOutboxEntry } from './send-outbox-entry';
import '../layout/shell-strings';

const RETRY_MS = 30_000;

/**
 * While signed in: sends the changes kept on the device as soon as the browser is back online
 * (and every 30 s, since `online` events are unreliable on mobile data), then refreshes the data.
 */
export function OfflineSync() {
  const queryClient = useQueryClient();

  useEffect(() => {
    let stopped = false;
    async function flush() {
      if (stopped || offlineOutbox.list().length === 0) return;
      const result = await offlineOutbox.flush(sendOutboxEntry);
      if (result.delivered.length > 0) {
        notify.success(i18n.t('app:offline.sent', { count: result.delivered.length }));
        // The outbox holds log book changes only (days, weekly summaries).
        await invalidateLogbook(queryClient);
      }
      keepRejectedAndSay(result.rejected);
    }
    void flush();
    const onOnline = () => void flush();
    window.addEventListener('online', onOnline);
    const timer = window.setInterval(onOnline, RETRY_MS);
    return () => {
      stopped = true;
      window.removeEventListener('online', onOnline);
      window.clearInterval(timer);
    };
  }, [queryClient]);

  return null;
}
