import { getTableColumns, type Table } from 'drizzle-orm';

/**
 * Turns a row that PostgreSQL built as JSON (`row_to_json`, `json_agg`) back into the row object
 * Drizzle would have returned: column keys, and each value through its column's own decoder
 * (timestamps → Date, numeric → number…). Lets a read fetch a whole aggregate in one round trip.
 */
export function rowFromJson<T extends Table>(
  table: T,
  json: Record<string, unknown>,
): T['$inferSelect'] {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as T['$inferSelect'];
}
