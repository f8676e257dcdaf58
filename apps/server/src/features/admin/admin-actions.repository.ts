import type { TAdminAction } from '@ptlog/shared';
import { and, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TDb } from '../../db/client';
import { adminUserActions, authSessions, users } from '../../db/schema';
import { windowCount } from '../../db/window-count';

/**
 * Revokes every live session of the users: their refresh and access tokens stop at once. Answers
 * how many were live.
 */
export async function revokeSessionsOf(db: TDb, ids: number[], now: Date): Promise<number> {
  const revoked = await db
    .update(authSessions)
    .set({ revokedAt: now })
    .where(and(inArray(authSessions.userId, ids), isNull(authSessions.revokedAt)))
    .returning({ id: authSessions.id });
  return revoked.length;
}

export async function insertUserActions(
  db: TDb,
  // adminUserId null: the operator, from the command line (cli/staff-status.ts).
  rows: {
    adminUserId: number | null;
    targetUserId: number;
    action: TAdminAction;
    reason: string;
  }[],
  now: Date,
) {
  if (rows.length === 0) return [];
  return db
    .insert(adminUserActions)
    .values(rows.map((row) => ({ ...row, createdAt: now })))
    .returning({ id: adminUserActions.id });
}

const admins = alias(users, 'admins');
const targets = alias(users, 'targets');

/** User-action rows with both names, newest first, with the filtered count (one statement). */
export async function listUserActions(
  db: TDb,
  options: { where?: SQL; limit: number; offset: number },
) {
  const rows = await db
    .select({
      id: adminUserActions.id,
      adminUserId: adminUserActions.adminUserId,
      adminFirstName: admins.firstName,
      adminLastName: admins.lastName,
      targetUserId: adminUserActions.targetUserId,
      targetFirstName: targets.firstName,
      targetLastName: targets.lastName,
      action: adminUserActions.action,
      reason: adminUserActions.reason,
      createdAt: adminUserActions.createdAt,
      total: windowCount(),
    })
    .from(adminUserActions)
    .leftJoin(admins, eq(admins.id, adminUserActions.adminUserId))
    .innerJoin(targets, eq(targets.id, adminUserActions.targetUserId))
    .where(options.where)
    .orderBy(desc(adminUserActions.createdAt), desc(adminUserActions.id))
    .limit(options.limit)
    .offset(options.offset);
  return rows;
}

export async function countUserActions(db: TDb, where?: SQL): Promise<number> {
  const [row] = await db
    .select({ value: sql<number>`count(*)`.mapWith(Number) })
    .from(adminUserActions)
    .where(where);
  return row?.value ?? 0;
}

export type TUserActionListRow = Awaited<ReturnType<typeof listUserActions>>[number];

export function userActionFilter(filters: { target_user_id?: number; action?: TAdminAction }) {
  return and(
    filters.target_user_id === undefined
      ? undefined
      : eq(adminUserActions.targetUserId, filters.target_user_id),
    filters.action === undefined ? undefined : eq(adminUserActions.action, filters.action),
  );
}

export function userActionIds(ids: number[]) {
  return inArray(adminUserActions.id, ids);
}
