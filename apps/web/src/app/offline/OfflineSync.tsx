import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { i18n } from '../../i18n/i18n';
import { invalidateLogbook } from '../../lib/logbook-keys';
import { offlineOutbox } from '../../lib/offline-outbox';
import { notify } from '../notify';
import { accountLanguage } from '../session/account-language';
import { keepRejectedAndSay } from './keep-rejected';
import { sendOutboxEntry } from './send-outbox-entry';
import '../layout/shell-strings';

const RETRY_MS = 30_000;
/**
 * After the browser says it is back online, a send that still finds no network is tried again
 * soon, then every 30 s: a phone reports `online` before its radio carries traffic, and an
 * `online` that came while an older attempt was failing only gets that attempt's answer.
 */
export const SOON_AFTER_ONLINE_MS = [2_000, 5_000, 10_000] as const;

/**
 * While signed in: sends the changes kept on the device (and a language chosen offline) as soon
 * as the browser is back online (and every 30 s, since `online` events are unreliable on mobile
 * data), then refreshes the data.
 */
export function OfflineSync() {
  const queryClient = useQueryClient();

  useEffect(() => {
    let stopped = false;
    let timer: number | undefined;
    // How many quick retries the last `online` has had.
    let soon: number = SOON_AFTER_ONLINE_MS.length;
    function scheduleNext(waiting: boolean) {
      if (stopped) return;
      window.clearTimeout(timer);
      const delay = waiting ? (SOON_AFTER_ONLINE_MS[soon] ?? RETRY_MS) : RETRY_MS;
      if (waiting) soon += 1;
      timer = window.setTimeout(() => void flush(), delay);
    }
    /** Sends the outbox; true while some of it still waits. */
    async function sendOutbox(): Promise<boolean> {
      if (offlineOutbox.list().length === 0) return false;
      const result = await offlineOutbox.flush(sendOutboxEntry);
      if (result.delivered.length > 0) {
        notify.success(i18n.t('app:offline.sent', { count: result.delivered.length }));
        // The outbox holds log book changes only (days, weekly summaries).
        await invalidateLogbook(queryClient);
      }
      keepRejectedAndSay(result.rejected);
      return result.remaining > 0;
    }
    async function flush() {
      if (stopped) return;
      let waiting = offlineOutbox.list().length > 0 || accountLanguage.waiting() !== null;
      try {
        if (!waiting) return;
        // A language chosen offline goes to the account with them (session/account-language.ts).
        const [outboxWaits, languageWaits] = await Promise.all([
          sendOutbox(),
          accountLanguage.send(),
        ]);
        waiting = outboxWaits || languageWaits;
      } finally {
        scheduleNext(waiting);
      }
    }
    void flush();
    const onOnline = () => {
      soon = 0;
      void flush();
    };
    window.addEventListener('online', onOnline);
    return () => {
      stopped = true;
      window.removeEventListener('online', onOnline);
      window.clearTimeout(timer);
    };
  }, [queryClient]);

  return null;
}
