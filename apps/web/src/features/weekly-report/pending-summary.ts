// A summary saved on this device while offline (DESIGN §4.3) waits in the offline outbox under
// `weekly:{week}`; the page shows it until it has been sent.
import { i18n } from '../../i18n/i18n';
import type { TOutboxEntry } from '../../lib/offline-outbox';
import './i18n';

export function weeklyOutboxKey(week: number): string {
  return `weekly:${week}`;
}

export function weeklyOutboxLabel(week: number): string {
  return i18n.t('weekly-report:outbox.label', { week });
}

function waitingBody(entries: readonly TOutboxEntry[], week: number) {
  const body = entries.find((candidate) => candidate.key === weeklyOutboxKey(week))?.body;
  return typeof body === 'object' && body !== null
    ? (body as { summary?: unknown; summary_was?: unknown })
    : null;
}

/** The waiting summary of the week, or null when nothing waits. */
export function pendingSummaryOf(entries: readonly TOutboxEntry[], week: number): string | null {
  const summary = waitingBody(entries, week)?.summary;
  return typeof summary === 'string' ? summary : null;
}

/**
 * The saved summary the waiting one was typed over (`summary_was`): an edit of the waiting text
 * still began from it. Undefined when nothing waits or the entry has none.
 */
export function pendingSummaryBaseOf(
  entries: readonly TOutboxEntry[],
  week: number,
): string | undefined {
  const was = waitingBody(entries, week)?.summary_was;
  return typeof was === 'string' ? was : undefined;
}
