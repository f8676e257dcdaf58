import { EAT_OFFSET_MINUTES, eatDateOf } from '@ptlog/shared';

const DAY_MS = 86_400_000;

/**
 * The moment an ISO date (or the day `plusDays` after it) begins in East Africa Time, where the
 * placements, the payments and the staff are, whatever the server's own time zone. The bounds of
 * a "from … until …" filter on a timestamp, both days included, are `>= eatMidnight(from)` and
 * `< eatMidnight(until, 1)`.
 */
export function eatMidnight(iso: string, plusDays = 0): Date {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + plusDays) - EAT_OFFSET_MINUTES * 60_000);
}

/** The `count` ISO dates ending with today in East Africa Time, oldest first. */
export function lastEatDays(now: Date, count: number): string[] {
  const today = eatMidnight(eatDateOf(now)).getTime();
  return Array.from({ length: count }, (_, index) =>
    eatDateOf(new Date(today + (index - (count - 1)) * DAY_MS)),
  );
}

/**
 * Where a staff figure's "last `days` days" begins: midnight (EAT) of the first of the `days`
 * dates ending today. Every analytics period counts dates this way, as the users list's "no entry
 * for N days" does, so a period of 7 days is 7 calendar dates, today included.
 */
export function periodStart(now: Date, days: number): Date {
  return eatMidnight(lastEatDays(now, days)[0]!);
}
