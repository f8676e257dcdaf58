import { sql } from 'drizzle-orm';

/**
 * How many rows the statement matches, counted before LIMIT/OFFSET apply: selected beside a page,
 * the page and its count are one statement and one scan instead of a list and a `count(*)`.
 */
export function windowCount() {
  return sql<number>`count(*) over ()`.mapWith(Number);
}
