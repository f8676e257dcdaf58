import { type Column, getTableColumns, type Table } from 'drizzle-orm';

type TColumnEntry = [key: string, name: string, column: Column];

// Each table's columns, listed once: a log book read turns dozens of JSON rows back into rows.
const columnsOfTable = new WeakMap<Table, TColumnEntry[]>();

function columnEntries(table: Table): TColumnEntry[] {
  let entries = columnsOfTable.get(table);
  if (!entries) {
    entries = Object.entries(getTableColumns(table)).map(([key, column]) => [
      key,
      column.name,
      column,
    ]);
    columnsOfTable.set(table, entries);
  }
  return entries;
}

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
  for (const [key, name, column] of columnEntries(table)) {
    const value = json[name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as T['$inferSelect'];
}
