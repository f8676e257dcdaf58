// "Last used" of a signed-in device as a relative time ("5 minutes ago", "yesterday"), in the
// reader's language.
import { formatDateTime, relativeTimeFormat } from '../../i18n/format';
import { i18n } from '../../i18n/i18n';
import './i18n';

const STEPS: { unit: Intl.RelativeTimeFormatUnit; seconds: number }[] = [
  { unit: 'year', seconds: 365 * 24 * 3600 },
  { unit: 'month', seconds: 30 * 24 * 3600 },
  { unit: 'week', seconds: 7 * 24 * 3600 },
  { unit: 'day', seconds: 24 * 3600 },
  { unit: 'hour', seconds: 3600 },
  { unit: 'minute', seconds: 60 },
];

/** Under a minute (or a clock slightly ahead) is 'just now'; an unreadable date is 'unknown'. */
export function formatRelativeTime(iso: string, nowMs: number): string {
  const thenMs = Date.parse(iso);
  if (Number.isNaN(thenMs)) return i18n.t('settings:sessions.unknown');
  const elapsed = Math.round((nowMs - thenMs) / 1000);
  if (elapsed < 60) return i18n.t('settings:sessions.justNow');
  const format = relativeTimeFormat({ numeric: 'auto' });
  for (const step of STEPS) {
    if (elapsed >= step.seconds)
      return format.format(-Math.floor(elapsed / step.seconds), step.unit);
  }
  return i18n.t('settings:sessions.justNow');
}

/** The exact time, for a tooltip. */
export function formatExactTime(iso: string): string {
  const thenMs = Date.parse(iso);
  if (Number.isNaN(thenMs)) return iso;
  return formatDateTime(new Date(thenMs));
}
