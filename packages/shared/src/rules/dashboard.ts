// Dashboard texts (spec 1 §2 /dashboard).
import { LIMITS } from '../limits';

export type TGreeting = 'Good morning' | 'Good afternoon' | 'Good evening';

/** Morning before 12:00, afternoon before 17:00, evening otherwise (hour 0..23, local time). */
export function greetingFor(hour: number): TGreeting {
  if (hour < 12) return 'Good morning';
  return hour < 17 ? 'Good afternoon' : 'Good evening';
}

/** Cuts after `max` characters and adds '...' only when something was cut. */
export function truncateSummary(text: string, max: number = LIMITS.SUMMARY_PREVIEW): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, max).join('')}...`;
}
