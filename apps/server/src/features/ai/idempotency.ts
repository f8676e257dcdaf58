// The Idempotency-Key of the charged AI calls (docs/api/ai.md "Lost answers"). A phone that lost
// the answer sends the call again with the same key: the ledger reference is derived from
// (user, key), so the replay finds the first charge and answers again without a second debit.
import { createHash } from 'node:crypto';
import { ERROR_CODES, MESSAGES } from '@ptlog/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { TDb } from '../../db/client';
import { aiUsageLogs, type TAiUsageLogRow, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { invalidAiInput } from './ai.errors';

export const IDEMPOTENCY_HEADER = 'idempotency-key';

const ZIdempotencyKey = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,128}$/, MESSAGES.ai.idempotencyKeyInvalid)
  .meta({
    description:
      'Optional. One random key per user action, sent again by its retries: a replay is answered ' +
      'again and never charged twice; the same key with another request answers 409.',
  });

/** The AI routes' header schema: the key, and every other header left as it is. */
export const ZIdempotencyHeaders = z.looseObject({
  [IDEMPOTENCY_HEADER]: ZIdempotencyKey.optional(),
});

/** One call's key: the ledger reference it pays under and the hash of what was asked. */
export interface TIdempotency {
  reference: string;
  requestHash: string;
}

/**
 * The request's key, if it sent one, bound to the user and to what was asked (`action` names the
 * route and its parameters; the body is hashed with it). An invalid key answers 400.
 */
export function idempotencyOf(
  request: FastifyRequest,
  userId: number,
  action: string,
): TIdempotency | null {
  const raw = request.headers[IDEMPOTENCY_HEADER];
  if (raw === undefined) return null;
  const key = ZIdempotencyKey.safeParse(raw);
  if (!key.success) throw invalidAiInput('Idempotency-Key', MESSAGES.ai.idempotencyKeyInvalid);
  const requestHash = createHash('sha256')
    .update(JSON.stringify([action, request.body ?? {}]))
    .digest('hex');
  return { reference: `ai:${userId}:${key.data}`, requestHash };
}

function keyReused(): AppError {
  return new AppError(ERROR_CODES.CONFLICT, MESSAGES.ai.idempotencyKeyReused);
}

/**
 * The call already paid for under this key, if any; 409 when the key paid for another request.
 * Inside a transaction pass `lockUser`: the user's row is locked first (as a debit locks it), so a
 * parallel replay waits for the first charge to commit and then finds it. The callers' charging
 * transactions take lockSignedInUser before it, so an erased account is never charged.
 */
export async function earlierCall(
  db: TDb,
  userId: number,
  idempotency: TIdempotency | null | undefined,
  options: { lockUser?: boolean } = {},
): Promise<TAiUsageLogRow | null> {
  if (!idempotency) return null;
  if (options.lockUser) {
    await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
  }
  const [row] = await db
    .select()
    .from(aiUsageLogs)
    .where(
      and(eq(aiUsageLogs.userId, userId), eq(aiUsageLogs.ledgerReference, idempotency.reference)),
    );
  if (!row) return null;
  if (row.requestHash !== idempotency.requestHash) throw keyReused();
  return row;
}
