// Paying for an AI call (DESIGN §4.6): the provider is called outside any transaction; only its
// success is charged, through the ledger, in the transaction that also stores its result and the
// usage log row. A failed call charges nothing.
import { randomUUID } from 'node:crypto';
import type { TAiContentType, TTokenUsageType } from '@ptlog/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { TDb } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { TThrottle } from '../../lib/throttle';
import { balanceOf, debit } from '../tokens/ledger';
import { aiRateLimited, insufficientTokens, providerFailed } from './ai.errors';
import { insertUsageLog } from './ai.repository';
import type { TIdempotency } from './idempotency';
import { AiProviderError, type TAiProvider } from './provider';

export interface TAiServiceDeps {
  db: TDb;
  throttle: TThrottle;
  provider: TAiProvider;
  now: () => Date;
  log: FastifyBaseLogger;
  /** Provider calls one user may start per minute, on any instance (AI_RATE_LIMIT_MAX). */
  callsPerMinute: number;
}

const ONE_MINUTE_MS = 60_000;

/**
 * Before a provider call: the fast balance check (the debit re-checks under the user's lock),
 * then the per-user limit, counted in the database so every instance sees it. Failed calls count
 * too: they cost the provider even though the student pays nothing.
 */
export async function prepareProviderCall(
  deps: Pick<TAiServiceDeps, 'db' | 'throttle' | 'now' | 'callsPerMinute'>,
  userId: number,
  amount: number,
): Promise<void> {
  if ((await balanceOf(deps.db, userId)) < amount) throw insufficientTokens();
  const bucket = `ai:${userId}`;
  const now = deps.now();
  const rule = { max: deps.callsPerMinute, windowMs: ONE_MINUTE_MS };
  if (!(await deps.throttle.take(bucket, rule, now))) throw aiRateLimited();
}

/**
 * Runs the provider call and measures it; any failure of it becomes a 502 (nothing charged). One
 * the provider did not name (a bug in a provider or in the checks of its answer) is logged whole,
 * as an error; a refusal of ours (AppError) passes through.
 */
export async function timedProviderCall<T>(
  deps: Pick<TAiServiceDeps, 'provider' | 'log'>,
  failureDetail: string,
  call: () => Promise<T>,
): Promise<{ result: T; durationMs: number }> {
  const started = performance.now();
  try {
    const result = await call();
    return { result, durationMs: Math.round(performance.now() - started) };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof AiProviderError) {
      deps.log.warn(
        { provider: deps.provider.name, reason: error.reason, err: error.message },
        'AI provider call failed; nothing charged',
      );
    } else {
      deps.log.error(
        { provider: deps.provider.name, reason: 'unexpected', err: error },
        'AI provider call failed unexpectedly; nothing charged',
      );
    }
    throw providerFailed(failureDetail);
  }
}

export interface TAiCharge {
  userId: number;
  amount: number;
  usageType: TTokenUsageType;
  contentType: TAiContentType;
  enhancementType: string;
  weeklyReportId?: number | null;
  durationMs: number;
  description: string;
  /** The client's key: the charge is made under its reference, once. */
  idempotency?: TIdempotency | null;
  /** Kept with a key, so that a replay is answered the same (text-level calls). */
  answer?: unknown;
}

/**
 * Inside the caller's transaction: takes the tokens under a fresh `ai:{uuid}` reference (or the
 * client's key's `ai:{user}:{key}`, which the caller checked with `earlierCall` under the same
 * lock) and logs the call. Not enough tokens → 402, and the caller's transaction rolls back with
 * nothing written.
 */
export async function chargeAiCall(
  tx: TDb,
  deps: Pick<TAiServiceDeps, 'provider' | 'now'>,
  charge: TAiCharge,
): Promise<void> {
  const reference = charge.idempotency?.reference ?? `ai:${randomUUID()}`;
  const taken = await debit(tx, {
    userId: charge.userId,
    amount: charge.amount,
    reference,
    usageType: charge.usageType,
    description: charge.description,
  });
  if (!taken) throw insufficientTokens();
  await insertUsageLog(tx, {
    userId: charge.userId,
    weeklyReportId: charge.weeklyReportId ?? null,
    contentType: charge.contentType,
    enhancementType: charge.enhancementType,
    usageType: charge.usageType,
    tokensConsumed: charge.amount,
    provider: deps.provider.name,
    model: deps.provider.model,
    durationMs: charge.durationMs,
    ledgerReference: reference,
    requestHash: charge.idempotency?.requestHash ?? null,
    answer: charge.idempotency ? (charge.answer ?? null) : null,
    createdAt: deps.now(),
  });
}
