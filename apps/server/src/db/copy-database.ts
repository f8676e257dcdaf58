import { sql } from 'drizzle-orm';
import { rowsOf, type TDb } from './client';

// Copies every table of the public schema from one migrated database to another, empty one
// migrated by the same code (PGlite → PostgreSQL: there is no pg_dump for the embedded engine).
// Rows travel as JSON text and PostgreSQL itself turns them back into typed values.

const PAGE_ROWS = 500;

/** Tables the target's triggers fill from the copied rows (ADR 25): copying them would collide. */
const DERIVED_TABLES = new Set(['student_logbook_stats']);

async function rows<T>(db: TDb, query: ReturnType<typeof sql>): Promise<T[]> {
  return rowsOf<T>(await db.execute(query));
}

/** Tables, parents before the tables whose foreign keys point at them. */
async function tablesInCopyOrder(db: TDb): Promise<string[]> {
  const tables = (
    await rows<{ name: string }>(
      db,
      sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'r' order by 1`,
    )
  ).map((row) => row.name);
  const links = await rows<{ child: string; parent: string }>(
    db,
    sql`select cc.relname as child, pc.relname as parent from pg_constraint k
      join pg_class cc on cc.oid = k.conrelid join pg_class pc on pc.oid = k.confrelid
      join pg_namespace n on n.oid = k.connamespace where k.contype = 'f' and n.nspname = 'public'`,
  );
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = tables.filter(
      (table) =>
        !placed.has(table) &&
        links.every(
          (link) => link.child !== table || link.parent === table || placed.has(link.parent),
        ),
    );
    if (ready.length === 0) throw new Error('foreign keys form a cycle: cannot order the tables');
    for (const table of ready) {
      ordered.push(table);
      placed.add(table);
    }
  }
  return ordered;
}

async function insertableColumns(db: TDb, table: string): Promise<string[]> {
  return (
    await rows<{ name: string }>(
      db,
      sql`select column_name as name from information_schema.columns
        where table_schema = 'public' and table_name = ${table} and is_generated = 'NEVER'
        order by ordinal_position`,
    )
  ).map((row) => row.name);
}

async function copyTable(source: TDb, target: TDb, table: string): Promise<number> {
  const columns = (await insertableColumns(target, table)).map((name) => `"${name}"`).join(', ');
  const tableSql = sql.raw(`"${table}"`);
  let copied = 0;
  let after = '(0,0)';
  for (;;) {
    // Keyset paging on the physical row id: stable while nothing else writes (server stopped).
    const [page] = await rows<{ last: string | null; data: string | null; n: number }>(
      source,
      sql`select max(ctid)::text as last, json_agg(t)::text as data, count(*)::int as n from (
        select ctid, * from ${tableSql} where ctid > ${after}::tid order by ctid limit ${PAGE_ROWS}) t`,
    );
    if (!page || page.n === 0 || !page.data || !page.last) return copied;
    await target.execute(
      sql`insert into ${tableSql} (${sql.raw(columns)}) select ${sql.raw(columns)}
        from json_populate_recordset(null::${tableSql}, ${page.data}::json)`,
    );
    copied += page.n;
    after = page.last;
  }
}

/** Sets every serial/identity sequence past the highest id copied, so new rows do not collide. */
async function advanceSequences(target: TDb, table: string): Promise<void> {
  const sequences = await rows<{ column: string; sequence: string }>(
    target,
    sql`select a.attname as column, pg_get_serial_sequence(${`"${table}"`}, a.attname) as sequence
      from pg_attribute a where a.attrelid = ${`public."${table}"`}::regclass and a.attnum > 0
      and not a.attisdropped and pg_get_serial_sequence(${`"${table}"`}, a.attname) is not null`,
  );
  for (const { column, sequence } of sequences) {
    await target.execute(
      sql`select setval(${sequence}, coalesce((select max(${sql.raw(`"${column}"`)}) from ${sql.raw(`"${table}"`)}), 1),
        (select count(*) > 0 from ${sql.raw(`"${table}"`)}))`,
    );
  }
}

export class TargetNotEmptyError extends Error {}

/** Copies all rows; the target must be migrated by this code and hold no users yet. */
export async function copyDatabase(
  source: TDb,
  target: TDb,
  report: (table: string, copied: number) => void,
): Promise<void> {
  const [existing] = await rows<{ n: number }>(target, sql`select count(*)::int as n from users`);
  if ((existing?.n ?? 0) > 0) {
    throw new TargetNotEmptyError(
      'the target database already has users: copy only into a new, empty database',
    );
  }
  const tables = await tablesInCopyOrder(source);
  await target.transaction(async (tx) => {
    // Tables the migrations fill (app settings) are replaced by the source's rows.
    for (const table of [...tables].reverse()) await tx.execute(sql.raw(`delete from "${table}"`));
    for (const table of tables) {
      if (DERIVED_TABLES.has(table)) continue;
      report(table, await copyTable(source, tx, table));
      await advanceSequences(tx, table);
    }
    for (const table of tables.filter((name) => DERIVED_TABLES.has(name))) {
      const [built] = await rows<{ n: number }>(
        tx,
        sql`select count(*)::int as n from ${sql.raw(`"${table}"`)}`,
      );
      report(table, built?.n ?? 0);
    }
  });
}
