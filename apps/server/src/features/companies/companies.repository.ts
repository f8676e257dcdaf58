import { and, asc, count, eq, ilike, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { companies, profiles, users } from '../../db/schema';
import { windowCount } from '../../db/window-count';
import { containsPattern } from '../../lib/like-pattern';
import { nameKey } from '../../lib/name-key';
import { windowTotal } from '../../lib/pagination';
import { USER_CONTACT_COLUMNS } from '../accounts/users.repository';

/**
 * The company of this name (case and spacing ignored), created if new, so students of one
 * company share one row. The first spelling and region are kept.
 */
export async function findOrCreateCompany(
  db: TDb,
  name: string,
  region: string | null,
): Promise<{ id: number; name: string; region: string | null; created: boolean }> {
  const key = nameKey(name);
  const inserted = await db
    .insert(companies)
    .values({ name: name.trim().replace(/\s+/g, ' '), nameKey: key, region: region || null })
    .onConflictDoNothing({ target: companies.nameKey })
    .returning();
  if (inserted[0]) return { ...pick(inserted[0]), created: true };
  const [existing] = await db.select().from(companies).where(eq(companies.nameKey, key));
  if (!existing) throw new Error('company vanished between insert and select');
  return { ...pick(existing), created: false };
}

function pick(row: typeof companies.$inferSelect) {
  return { id: row.id, name: row.name, region: row.region };
}

/**
 * A company some live student names in their profile: an active account, not erased. Only such
 * companies are suggested to everyone registering: a name typed by an account staff then banned
 * or erased (a planted advert, a typo) leaves the suggestions with it.
 */
const NAMED_BY_A_LIVE_ACCOUNT = sql`exists (select 1 from ${profiles}
  inner join ${users} on ${users.id} = ${profiles.userId}
  where ${profiles.companyId} = ${companies.id} and ${users.isActive} and ${users.deletedAt} is null)`;

/**
 * Companies by name, `search` contained in the name; `suggested`: only those a live student
 * names (the public search).
 */
export async function listCompanies(
  db: TDb,
  options: { search?: string; suggested?: boolean; limit: number; offset: number },
) {
  const where = and(
    options.suggested ? NAMED_BY_A_LIVE_ACCOUNT : undefined,
    options.search ? ilike(companies.name, containsPattern(options.search.trim())) : undefined,
  );
  const rows = await db
    .select({
      id: companies.id,
      name: companies.name,
      region: companies.region,
      total: windowCount(),
    })
    .from(companies)
    .where(where)
    .orderBy(asc(sql`lower(${companies.name})`), asc(companies.id))
    .limit(options.limit)
    .offset(options.offset);
  const total = await windowTotal(rows, options.offset, async () => {
    const [row] = await db.select({ value: count() }).from(companies).where(where);
    return row?.value ?? 0;
  });
  return { count: total, results: rows.map(({ total: _, ...company }) => company) };
}

export async function companyExists(db: TDb, id: number): Promise<boolean> {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, id));
  return Boolean(row);
}

export interface TCompanyStudentRow {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  program: string | null;
  ptPhase: string | null;
}

/** The students (never staff) whose profile names the company, by last then first name. */
export async function listCompanyStudents(
  db: TDb,
  companyId: number,
  options: { limit: number; offset: number },
): Promise<{ count: number; results: TCompanyStudentRow[] }> {
  const where = and(eq(profiles.companyId, companyId), eq(users.isStaff, false));
  const rows = await db
    .select({
      ...USER_CONTACT_COLUMNS,
      program: profiles.program,
      ptPhase: profiles.ptPhase,
      total: windowCount(),
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(where)
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
    .limit(options.limit)
    .offset(options.offset);
  const total = await windowTotal(rows, options.offset, async () => {
    const [row] = await db
      .select({ value: count() })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(where);
    return row?.value ?? 0;
  });
  return { count: total, results: rows };
}
