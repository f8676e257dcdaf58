// Changes kept on this device (days, the summary) are sent before a call that works on the
// server's copy of the week: submitting (afterwards the server refuses them and the student's text
// would be lost) and AI enhancement (which should polish the latest text, not be overwritten by an
// older one later). Neither goes ahead while one of them is still waiting.
import { keepRejectedAndSay } from '../../app/offline/keep-rejected';
import { sendOutboxEntry } from '../../app/offline/send-outbox-entry';
import { i18n } from '../../i18n/i18n';
import { offlineOutbox } from '../../lib/offline-outbox';
import './i18n';

/** Changes on this device could not be sent (no network, a server error): the call waits. */
export class ChangesNotSentError extends Error {
  override readonly name = 'ChangesNotSentError';
}

export async function sendPendingChanges(): Promise<void> {
  if (offlineOutbox.list().length === 0) return;
  const { rejected, remaining } = await offlineOutbox.flush(sendOutboxEntry);
  // Refused for good (the day was invalid …): back in its form as a draft, and said so.
  keepRejectedAndSay(rejected);
  if (remaining > 0) {
    throw new ChangesNotSentError(i18n.t('weekly-report:outbox.notSent', { count: remaining }));
  }
}
