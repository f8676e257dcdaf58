import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TDb } from '../../db/client';
import { adminTokenUsage, systemMetrics, users } from '../../db/schema';
import { windowCount } from '../../db/window-count';
import { LIVE_USER } from './admin-users.repository';

const creators = alias(users, 'creators');

/**
 * Token usage records, newest first, with the user's and the creator's names and the count. The
 * page's ids come off the records alone (the `created_at` index) and the count from a subquery,
 * so only the page's rows are joined to their user and creator, not every record (ARCHITECTURE
 * "Paged lists"). Every record has its user: accounts are erased in place, never deleted.
 */
export function listTokenUsage(
  db: TDb,
  options: { userId?: number; id?: number; limit: number; offset: number },
) {
  const matching =
    and(
      options.userId === undefined ? undefined : eq(adminTokenUsage.userId, options.userId),
      options.id === undefined ? undefined : eq(adminTokenUsage.id, options.id),
    ) ?? sql`true`;
  const newestFirst = [desc(adminTokenUsage.createdAt), desc(adminTokenUsage.id)];
  const pageIds = db
    .select({ id: adminTokenUsage.id })
    .from(adminTokenUsage)
    .where(matching)
    .orderBy(...newestFirst)
    .limit(options.limit)
    .offset(options.offset);
  return db
    .select({
      record: adminTokenUsage,
      firstName: users.firstName,
      lastName: users.lastName,
      creatorFirstName: creators.firstName,
      creatorLastName: creators.lastName,
      total: sql<number>`(select count(*) from ${adminTokenUsage} where ${matching})`.mapWith(
        Number,
      ),
    })
    .from(adminTokenUsage)
    .innerJoin(users, eq(users.id, adminTokenUsage.userId))
    .leftJoin(creators, eq(creators.id, adminTokenUsage.createdBy))
    .where(inArray(adminTokenUsage.id, pageIds))
    .orderBy(...newestFirst);
}

export type TTokenUsageListRow = Awaited<ReturnType<typeof listTokenUsage>>[number];

export async function isLiveUser(db: TDb, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), LIVE_USER));
  return Boolean(row);
}

/** System metrics, newest measurement first, with the count. */
export function listSystemMetrics(
  db: TDb,
  options: { name?: string; id?: number; limit: number; offset: number },
) {
  return db
    .select({ record: systemMetrics, total: windowCount() })
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

export type TRecordTable = typeof adminTokenUsage | typeof systemMetrics;

/** Insert, update and delete by id on one of the staff-kept record tables. */
export interface TRecordWrites<TTable extends TRecordTable> {
  insert(db: TDb, values: TTable['$inferInsert']): Promise<number>;
  /** Answers false when there is no such row. */
  update(db: TDb, id: number, values: Partial<TTable['$inferInsert']>): Promise<boolean>;
  /** Answers false when there is no such row. */
  remove(db: TDb, id: number): Promise<boolean>;
}

function recordWrites<TTable extends TRecordTable>(table: TTable): TRecordWrites<TTable> {
  // The union of two tables is too wide for Drizzle's builders: each call works on one of them.
  const one = table as typeof adminTokenUsage;
  type TInsert = typeof adminTokenUsage.$inferInsert;
  return {
    async insert(db, values) {
      const [row] = await db
        .insert(one)
        .values(values as TInsert)
        .returning({ id: one.id });
      return row!.id;
    },
    async update(db, id, values) {
      const rows = await db
        .update(one)
        .set(values as Partial<TInsert>)
        .where(eq(one.id, id))
        .returning({ id: one.id });
      return rows.length > 0;
    },
    async remove(db, id) {
      const rows = await db.delete(one).where(eq(one.id, id)).returning({ id: one.id });
      return rows.length > 0;
    },
  };
}

export const tokenUsageWrites = recordWrites(adminTokenUsage);
export const systemMetricWrites = recordWrites(systemMetrics);
