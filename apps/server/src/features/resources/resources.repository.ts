import type { TResourceType } from '@ptlog/shared';
import { and, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { profiles, resources, type TResourceRow, type TUserRow, users } from '../../db/schema';
import { windowCount } from '../../db/window-count';
import { containsPattern } from '../../lib/like-pattern';

export interface TResourceWithUploader {
  row: TResourceRow;
  uploader: Pick<TUserRow, 'firstName' | 'lastName'> | null;
}

/** A department compared as people type it: trimmed, any letter case. */
export function departmentKey(department: string): string {
  return department.trim().toLowerCase();
}

/**
 * What a list shows: `departments` null = any (staff), else only these, as `departmentKey`s
 * ('' = all-departments).
 */
export interface TResourceQuery {
  departments: string[] | null;
  department?: string;
  reportType?: TResourceType;
  search?: string;
}

export async function insertResource(
  db: TDb,
  values: Omit<TResourceRow, 'id' | 'createdAt'> & { createdAt: Date },
): Promise<number> {
  const [row] = await db.insert(resources).values(values).returning({ id: resources.id });
  if (!row) throw new Error('resource insert returned nothing');
  return row.id;
}

/** `departmentKey` in SQL, as the department index holds it. */
const DEPARTMENT_KEY = sql`lower(btrim(${resources.department}))`;

function whereOf(query: TResourceQuery): SQL | undefined {
  return and(
    query.departments ? inArray(DEPARTMENT_KEY, query.departments) : undefined,
    query.department ? eq(DEPARTMENT_KEY, departmentKey(query.department)) : undefined,
    query.reportType ? eq(resources.reportType, query.reportType) : undefined,
    query.search
      ? or(
          ilike(resources.title, containsPattern(query.search)),
          ilike(resources.description, containsPattern(query.search)),
        )
      : undefined,
  );
}

/** Resources with their uploader's name; `extra` adds columns (the list's count). */
function selectWithUploader<TExtra extends { total?: SQL<number> }>(db: TDb, extra: TExtra) {
  return db
    .select({
      ...extra,
      row: resources,
      uploader: { firstName: users.firstName, lastName: users.lastName },
    })
    .from(resources)
    .leftJoin(users, eq(users.id, resources.uploadedBy));
}

/** Newest first, each row with the filtered count (`windowCount`). */
export function listResources(
  db: TDb,
  query: TResourceQuery,
  window: { limit: number; offset: number },
): Promise<(TResourceWithUploader & { total: number })[]> {
  return selectWithUploader(db, { total: windowCount() })
    .where(whereOf(query))
    .orderBy(desc(resources.createdAt), desc(resources.id))
    .limit(window.limit)
    .offset(window.offset);
}

export async function countResources(db: TDb, query: TResourceQuery): Promise<number> {
  const [row] = await db.select({ total: count() }).from(resources).where(whereOf(query));
  return row?.total ?? 0;
}

export async function findResource(
  db: TDb,
  id: number,
): Promise<TResourceWithUploader | undefined> {
  const [found] = await selectWithUploader(db, {}).where(eq(resources.id, id));
  return found;
}

/** Deletes the row; answers its stored file name, or null when there was no such resource. */
export async function deleteResourceRow(
  db: TDb,
  id: number,
): Promise<{ storedName: string; title: string } | null> {
  const [row] = await db
    .delete(resources)
    .where(eq(resources.id, id))
    .returning({ storedName: resources.storedName, title: resources.title });
  return row ?? null;
}

/** The department and program on a user's profile (undefined when there is no profile). */
export async function departmentAndProgramOfUser(
  db: TDb,
  userId: number,
): Promise<{ department: string; program: string | null } | undefined> {
  const [row] = await db
    .select({ department: profiles.department, program: profiles.program })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return row;
}
