import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TDb } from '../../db/client';
import { adminTokenUsage, systemMetrics, users } from '../../db/schema';
import { LIVE_USER } from './admin-users.repository';

const creators = alias(users, 'creators');

/** Token usage records, newest first, with the user's and the creator's names and the count. */
export function listTokenUsage(
  db: TDb,
  options: { userId?: number; id?: number; limit: number; offset: number },
) {
  return db
    .select({
      record: adminTokenUsage,
      firstName: users.firstName,
      lastName: users.lastName,
      creatorFirstName: creators.firstName,
      creatorLastName: creators.lastName,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(adminTokenUsage)
    .innerJoin(users, eq(users.id, adminTokenUsage.userId))
    .leftJoin(creators, eq(creators.id, adminTokenUsage.createdBy))
    .where(
      and(
        options.userId === undefined ? undefined : eq(adminTokenUsage.userId, options.userId),
        options.id === undefined ? undefined : eq(adminTokenUsage.id, options.id),
      ),
    )
    .orderBy(desc(adminTokenUsage.createdAt), desc(adminTokenUsage.id))
    .limit(options.limit)
    .offset(options.offset);
}

export type TTokenUsageListRow = Awaited<ReturnType<typeof listTokenUsage>>[number];

export async function isLiveUser(db: TDb, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), LIVE_USER));
  return Boolean(row);
}

export async function insertTokenUsage(db: TDb, values: typeof adminTokenUsage.$inferInsert) {
  const [row] = await db
    .insert(adminTokenUsage)
    .values(values)
    .returning({ id: adminTokenUsage.id });
  return row!.id;
}

export async function updateTokenUsage(
  db: TDb,
  id: number,
  values: Partial<typeof adminTokenUsage.$inferInsert>,
): Promise<boolean> {
  const rows = await db
    .update(adminTokenUsage)
    .set(values)
    .where(eq(adminTokenUsage.id, id))
    .returning({ id: adminTokenUsage.id });
  return rows.length > 0;
}

export async function deleteTokenUsage(db: TDb, id: number): Promise<boolean> {
  const rows = await db
    .delete(adminTokenUsage)
    .where(eq(adminTokenUsage.id, id))
    .returning({ id: adminTokenUsage.id });
  return rows.length > 0;
}

/** System metrics, newest measurement first, with the count. */
export function listSystemMetrics(
  db: TDb,
  options: { name?: string; id?: number; limit: number; offset: number },
) {
  return db
    .select({ record: systemMetrics, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(systemMetrics)
    .where(
      and(
        options.name === undefined ? undefined : eq(systemMetrics.metricName, options.name),
        options.id === undefined ? undefined : eq(systemMetrics.id, options.id),
      ),
    )
    .orderBy(desc(systemMetrics.recordedAt), desc(systemMetrics.id))
    .limit(options.limit)
    .offset(options.offset);
}

export async function insertSystemMetric(db: TDb, values: typeof systemMetrics.$inferInsert) {
  const [row] = await db.insert(systemMetrics).values(values).returning({ id: systemMetrics.id });
  return row!.id;
}

export async function updateSystemMetric(
  db: TDb,
  id: number,
  values: Partial<typeof systemMetrics.$inferInsert>,
): Promise<boolean> {
  const rows = await db
    .update(systemMetrics)
    .set(values)
    .where(eq(systemMetrics.id, id))
    .returning({ id: systemMetrics.id });
  return rows.length > 0;
}

export async function deleteSystemMetric(db: TDb, id: number): Promise<boolean> {
  const rows = await db
    .delete(systemMetrics)
    .where(eq(systemMetrics.id, id))
    .returning({ id: systemMetrics.id });
  return rows.length > 0;
}
