// A change kept on this device while offline that the server refused once it could be sent (the
// day was invalid, the week submitted meanwhile): what was typed goes back into its form as text
// not saved yet (lib/unsaved-drafts.ts), so the student can fix it rather than type it again.
import { createDayDrafts } from '../../features/daily-report/day-drafts';
import { summaryDrafts } from '../../features/weekly-report/components/usePendingSummary';
import { i18n } from '../../i18n/i18n';
import type { TOutboxEntry } from '../../lib/offline-outbox';
import '../layout/shell-strings';
import { notify } from '../notify';

const DAILY = /^daily:(\d{4}-\d{2}-\d{2})$/;
const WEEKLY = /^weekly:(\d+)$/;

/** Keeps the refused change's text as a draft of its form; false when it has none to keep. */
export function keepRejectedAsDraft(entry: TOutboxEntry): boolean {
  const body = (typeof entry.body === 'object' && entry.body !== null ? entry.body : {}) as {
    hours_spent?: unknown;
    description?: unknown;
    summary?: unknown;
  };
  const day = DAILY.exec(entry.key);
  if (day && typeof body.description === 'string') {
    const hours = body.hours_spent;
    createDayDrafts().keep(day[1]!, {
      hours: typeof hours === 'number' || typeof hours === 'string' ? hours : '',
      description: body.description,
    });
    return true;
  }
  const week = WEEKLY.exec(entry.key);
  if (week && typeof body.summary === 'string' && body.summary !== '') {
    summaryDrafts(Number(week[1])).keep(body.summary, '');
    return true;
  }
  return false;
}

/** Keeps each refused change as a draft where it can be, and tells the student what became of it. */
export function keepRejectedAndSay(entries: readonly TOutboxEntry[]): void {
  for (const entry of entries) {
    const kept = keepRejectedAsDraft(entry);
    notify.error(
      i18n.t(kept ? 'app:offline.keptAsDraft' : 'app:offline.discarded', { label: entry.label }),
    );
  }
}
