/**
 * Local midnight (the server's time zone, as todayIso) of an ISO date, or of the day `plusDays`
 * after it: the bounds of a "from … until …" filter on a timestamp, both days included, are
 * `>= localMidnight(from)` and `< localMidnight(until, 1)`.
 */
export function localMidnight(iso: string, plusDays = 0): Date {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day + plusDays);
}
