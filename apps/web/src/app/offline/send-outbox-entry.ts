import { api, isApiError } from '../../lib/api';
import type { TOutboxEntry, TSendOutcome } from '../../lib/offline-outbox';

/**
 * Sends one waiting change. A 409 means an earlier attempt did arrive (or the day now has a
 * report), so it is not sent again; server errors and a missing network are retried later.
 */
export async function sendOutboxEntry(entry: TOutboxEntry): Promise<TSendOutcome> {
  try {
    await api.request(entry.path, { method: entry.method, body: entry.body });
    return 'delivered';
  } catch (error) {
    if (!isApiError(error) || error.kind === 'network' || error.status >= 500) return 'offline';
    if (error.status === 401) return 'offline';
    return error.status === 409 ? 'delivered' : 'rejected';
  }
}
