import type { TOutboxEntry } from '../lib/offline-outbox';

const WEEKDAY = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/**
 * A new day of week 1 kept on this device to send, as the daily screen queues it when the network
 * fails (daily-form.ts, dailyOutboxEntry), labelled as the pending list shows it.
 */
export function unsentDay(
  date: string,
  fields: { hours_spent?: number; description?: string } = {},
): Omit<TOutboxEntry, 'savedAt'> {
  const { hours_spent = 8, description = 'Wired a panel' } = fields;
  return {
    key: `daily:${date}`,
    method: 'POST',
    path: '/reports/daily/',
    body: { date, week_number: 1, hours_spent, description },
    label: `Daily report of ${WEEKDAY.format(new Date(`${date}T00:00:00Z`))}`,
  };
}
