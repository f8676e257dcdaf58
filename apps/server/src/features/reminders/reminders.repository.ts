// The reminders' reads (who is behind, which links wait) and the opt-out list.
import { and, eq, gt, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import {
  dailyReports,
  reminderOptOuts,
  signoffRequests,
  type TSignoffRequestRow,
  users,
} from '../../db/schema';

const notOptedOut = (email: SQL) =>
  sql`not exists (select 1 from ${reminderOptOuts} o where o.email = lower(${email}))`;

/**
 * Active, verified students (not staff, not deleted, not opted out) who have not logged every one
 * of `dates` (the working days of the week so far), each with the dates they did log among them.
 * `lock`: inside a transaction, their rows are key-share locked in id order, as erasures lock them.
 */
export function studentsBehind(
  db: TDb,
  dates: readonly string[],
  options: { lock?: boolean } = {},
) {
  const expected = sql.join(
    dates.map((date) => sql`${date}::date`),
    sql`, `,
  );
  // Qualified by hand: in a one-table select Drizzle writes "id", which the subquery would
  // read as its own table's column.
  const logged = sql<
    string[]
  >`coalesce((select array_agg(distinct d.date::text) from ${dailyReports} d
    where d.student_id = "users"."id" and d.date in (${expected})), '{}')`;
  const query = db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      language: users.language,
      logged,
    })
    .from(users)
    .where(
      and(
        eq(users.isActive, true),
        eq(users.emailVerified, true),
        eq(users.isStaff, false),
        isNull(users.deletedAt),
        notOptedOut(sql`"users"."email"`),
        sql`cardinality(${logged}) < ${dates.length}`,
      ),
    )
    .orderBy(users.id);
  return options.lock ? query.for('key share') : query;
}

/** Pending, unexpired, never-reminded links sent at or before `sentBefore` (not opted out). */
export function unansweredRequests(
  db: TDb,
  sentBefore: Date,
  now: Date,
): Promise<TSignoffRequestRow[]> {
  return db
    .select()
    .from(signoffRequests)
    .where(
      and(
        eq(signoffRequests.status, 'pending'),
        lte(signoffRequests.createdAt, sentBefore),
        gt(signoffRequests.expiresAt, now),
        isNull(signoffRequests.remindedAt),
        notOptedOut(sql`"signoff_requests"."supervisor_email"`),
      ),
    )
    .orderBy(signoffRequests.id);
}

export async function isOptedOut(db: TDb, email: string): Promise<boolean> {
  const rows = await db
    .select({ email: reminderOptOuts.email })
    .from(reminderOptOuts)
    .where(eq(reminderOptOuts.email, email.toLowerCase()));
  return rows.length > 0;
}

export async function optOut(db: TDb, email: string, now: Date): Promise<void> {
  await db
    .insert(reminderOptOuts)
    .values({ email: email.toLowerCase(), createdAt: now })
    .onConflictDoNothing();
}

export async function optIn(db: TDb, email: string): Promise<void> {
  await db.delete(reminderOptOuts).where(eq(reminderOptOuts.email, email.toLowerCase()));
}
