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

/** The waiting summary of the week, or null when nothing waits. */
export function pendingSummaryOf(entries: readonly TOutboxEntry[], week: number): string | null {
  const entry = entries.find((candidate) => candidate.key === weeklyOutboxKey(week));
  const body = entry?.body;
  if (typeof body !== 'object' || body === null) return null;
  const summary = (body as { summary?: unknown }).summary;
  return typeof summary === 'string' ? summary : null;
}
