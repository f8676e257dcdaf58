// "Last used" of a signed-in device as a relative time ("5 minutes ago", "yesterday").

const STEPS: { unit: Intl.RelativeTimeFormatUnit; seconds: number }[] = [
  { unit: 'year', seconds: 365 * 24 * 3600 },
  { unit: 'month', seconds: 30 * 24 * 3600 },
  { unit: 'week', seconds: 7 * 24 * 3600 },
  { unit: 'day', seconds: 24 * 3600 },
  { unit: 'hour', seconds: 3600 },
  { unit: 'minute', seconds: 60 },
];

const format = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

/** Under a minute (or a clock slightly ahead) is 'just now'; an unreadable date is 'unknown'. */
export function formatRelativeTime(iso: string, nowMs: number): string {
  const thenMs = Date.parse(iso);
  if (Number.isNaN(thenMs)) return 'unknown';
  const elapsed = Math.round((nowMs - thenMs) / 1000);
  if (elapsed < 60) return 'just now';
  for (const step of STEPS) {
    if (elapsed >= step.seconds)
      return format.format(-Math.floor(elapsed / step.seconds), step.unit);
  }
  return 'just now';
}

/** The exact time, for a tooltip. */
export function formatExactTime(iso: string): string {
  const thenMs = Date.parse(iso);
  if (Number.isNaN(thenMs)) return iso;
  return new Date(thenMs).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
}
