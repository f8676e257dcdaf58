import type { TFeedbackFilters, TFeedbackType } from '@ptlog/shared';
import { and, count, desc, eq, gte, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TDb } from '../../db/client';
import { feedback, users } from '../../db/schema';
import type { TFeedbackWithNames } from './feedback.presenter';

const handler = alias(users, 'handler');

/**
 * Inside a transaction, after lockSignedInUser: makes the user's feedback writes wait for each
 * other until it ends. The live-user lock (`for key share`) never blocks another writer of the
 * same person, so parallel sends of the same feedback each found none stored and each stored it.
 * `for no key update` on the same row, as a token debit or a payment takes it, still leaves inserts
 * that only reference the user unblocked, and an erasure (`for update`) waits for it as before.
 */
export async function lockFeedbackWriter(db: TDb, userId: number): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}

export async function insertFeedback(
  db: TDb,
  input: { userId: number; type: TFeedbackType; subject: string; message: string; now: Date },
): Promise<number> {
  const [row] = await db
    .insert(feedback)
    .values({
      userId: input.userId,
      type: input.type,
      subject: input.subject,
      message: input.message,
      createdAt: input.now,
    })
    .returning({ id: feedback.id });
  if (!row) throw new Error('feedback insert returned nothing');
  return row.id;
}

/** The user's feedback of this very type and text sent since `since`, if any (its id). */
export async function findSameFeedbackSince(
  db: TDb,
  input: { userId: number; type: TFeedbackType; subject: string; message: string; since: Date },
): Promise<number | undefined> {
  const [row] = await db
    .select({ id: feedback.id })
    .from(feedback)
    .where(
      and(
        eq(feedback.userId, input.userId),
        gte(feedback.createdAt, input.since),
        eq(feedback.type, input.type),
        eq(feedback.subject, input.subject),
        eq(feedback.message, input.message),
      ),
    )
    .limit(1);
  return row?.id;
}

function whereOf(filters: TFeedbackFilters): SQL | undefined {
  return and(
    filters.type ? eq(feedback.type, filters.type) : undefined,
    filters.handled === undefined ? undefined : eq(feedback.handled, filters.handled),
  );
}

/** Feedback with its author's and handler's names; `extra` adds columns (the list's count). */
function selectWithNames<TExtra extends { total?: SQL<number> }>(db: TDb, extra: TExtra) {
  return db
    .select({
      ...extra,
      row: feedback,
      author: {
        id: users.id,
        username: users.username,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
      },
      handler: { firstName: handler.firstName, lastName: handler.lastName },
    })
    .from(feedback)
    .innerJoin(users, eq(users.id, feedback.userId))
    .leftJoin(handler, eq(handler.id, feedback.handledBy));
}

/**
 * The inbox: newest first, each row with the filtered count. The page's ids come off the feedback
 * alone and the count from a subquery, so only the page's rows (with their whole messages) are
 * joined and sorted, not every message (ARCHITECTURE "Paged lists").
 */
export function listFeedback(
  db: TDb,
  filters: TFeedbackFilters,
  window: { limit: number; offset: number },
): Promise<(TFeedbackWithNames & { total: number })[]> {
  const matching = whereOf(filters) ?? sql`true`;
  const newestFirst = [desc(feedback.createdAt), desc(feedback.id)];
  const pageIds = db
    .select({ id: feedback.id })
    .from(feedback)
    .where(matching)
    .orderBy(...newestFirst)
    .limit(window.limit)
    .offset(window.offset);
  const total = sql<number>`(select count(*) from ${feedback} where ${matching})`.mapWith(Number);
  return selectWithNames(db, { total })
    .where(inArray(feedback.id, pageIds))
    .orderBy(...newestFirst);
}

export async function countFeedback(db: TDb, filters: TFeedbackFilters): Promise<number> {
  const [row] = await db.select({ total: count() }).from(feedback).where(whereOf(filters));
  return row?.total ?? 0;
}

export async function findFeedback(db: TDb, id: number): Promise<TFeedbackWithNames | undefined> {
  const [found] = await selectWithNames(db, {}).where(eq(feedback.id, id));
  return found;
}

/** Answers false when there is no such feedback. */
export async function setFeedbackHandled(
  db: TDb,
  id: number,
  change: { handled: boolean; staffId: number; now: Date },
): Promise<boolean> {
  const rows = await db
    .update(feedback)
    .set(
      change.handled
        ? { handled: true, handledAt: change.now, handledBy: change.staffId }
        : { handled: false, handledAt: null, handledBy: null },
    )
    .where(eq(feedback.id, id))
    .returning({ id: feedback.id });
  return rows.length > 0;
}
