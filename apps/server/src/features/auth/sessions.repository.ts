import { LIMITS } from '@ptlog/shared';
import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { authSessions, refreshTokens, type TSessionDevice } from '../../db/schema';
import { randomToken, sha256 } from '../../lib/secrets';
import { lockLiveUser } from '../accounts/live-user';
import { deviceEvidence, successorToken, withinReuseGrace } from './refresh-grace';

const DAY_MS = 86_400_000;

function refreshExpiry(now: Date): Date {
  return new Date(now.getTime() + LIMITS.REFRESH_TOKEN_TTL_DAYS * DAY_MS);
}

export interface TNewSession {
  sessionId: string;
  refresh: string;
}

/** Starts a signed-in session for a device and issues its first refresh token. */
export async function createSession(
  db: TDb,
  input: { userId: number; device: TSessionDevice; ip: string; now: Date },
): Promise<TNewSession> {
  const sessionId = randomToken(16);
  const refresh = randomToken();
  await db.transaction(async (tx) => {
    await tx.insert(authSessions).values({
      id: sessionId,
      userId: input.userId,
      device: input.device,
      ip: input.ip,
      createdAt: input.now,
      lastUsedAt: input.now,
      expiresAt: refreshExpiry(input.now),
    });
    await tx
      .insert(refreshTokens)
      .values({ tokenHash: sha256(refresh), sessionId, createdAt: input.now });
  });
  return { sessionId, refresh };
}

export type TRotation =
  | {
      ok: true;
      userId: number;
      sessionId: string;
      refresh: string;
      /** A retry of a lost answer within the grace window (refresh-grace.ts): nothing was spent. */
      retried: boolean;
    }
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'replayed' };

/** What the request that presents a refresh token shows besides it (refresh-grace.ts). */
export interface TRefreshEvidence {
  appSecret: string;
  /** The `ptlog_device` cookie the request carried, if any. */
  trustedDevice: string | null;
}

/**
 * Spends a refresh token and issues the next one of its session. Presenting a token that was
 * already spent is a replay (a stolen copy is being used): the whole session is revoked, unless it
 * is the retry of a lost answer (refresh-grace.ts): spent at most REFRESH_REUSE_GRACE_MS ago,
 * from the browser with the same device cookie, and the token that answer carried is still
 * unused. Then that same token is answered again and nothing changes.
 * The conditional update makes two simultaneous uses of one token yield one rotation.
 */
export async function rotateRefreshToken(
  db: TDb,
  refresh: string,
  now: Date,
  evidence: TRefreshEvidence,
): Promise<TRotation> {
  const tokenHash = sha256(refresh);
  const [row] = await db
    .select({ token: refreshTokens, session: authSessions })
    .from(refreshTokens)
    .innerJoin(authSessions, eq(authSessions.id, refreshTokens.sessionId))
    .where(eq(refreshTokens.tokenHash, tokenHash));
  if (!row) return { ok: false, reason: 'unknown' };
  const { session } = row;
  if (session.revokedAt) return { ok: false, reason: 'revoked' };
  if (session.expiresAt <= now) return { ok: false, reason: 'expired' };
  const device = deviceEvidence(evidence.appSecret, evidence.trustedDevice, session.userId);
  const next = successorToken(evidence.appSecret, refresh, device);
  const rotated = {
    ok: true,
    userId: session.userId,
    sessionId: session.id,
    refresh: next,
  } as const;

  return db.transaction(async (tx): Promise<TRotation> => {
    // The owner first, as an erasure locks them before it deletes the session and its tokens:
    // spending the token first deadlocked with it. Erased meanwhile: the session is gone.
    if (!(await lockLiveUser(tx, session.userId))) return { ok: false, reason: 'revoked' };
    const spent = await tx
      .update(refreshTokens)
      .set({ usedAt: now })
      .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.usedAt)))
      .returning({ sessionId: refreshTokens.sessionId });
    if (spent.length === 0) {
      if (device && (await successorStillUnused(tx, tokenHash, sha256(next), session.id, now))) {
        return { ...rotated, retried: true };
      }
      await tx
        .update(authSessions)
        .set({ revokedAt: now })
        .where(and(eq(authSessions.id, session.id), isNull(authSessions.revokedAt)));
      return { ok: false, reason: 'replayed' };
    }
    await tx
      .insert(refreshTokens)
      .values({ tokenHash: sha256(next), sessionId: session.id, createdAt: now });
    await tx
      .update(authSessions)
      .set({ lastUsedAt: now, expiresAt: refreshExpiry(now) })
      .where(eq(authSessions.id, session.id));
    return { ...rotated, retried: false };
  });
}

/**
 * Whether the spent token was spent within the grace window and the successor this browser would
 * have been given is in the same session and still unused. The successor's row is locked until
 * the transaction ends, so it cannot be spent between this check and the answer.
 */
async function successorStillUnused(
  tx: TDb,
  spentHash: string,
  successorHash: string,
  sessionId: string,
  now: Date,
): Promise<boolean> {
  const [spent] = await tx
    .select({ usedAt: refreshTokens.usedAt })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, spentHash));
  if (!withinReuseGrace(spent?.usedAt ?? null, now)) return false;
  const [successor] = await tx
    .select({ tokenHash: refreshTokens.tokenHash })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.tokenHash, successorHash),
        eq(refreshTokens.sessionId, sessionId),
        isNull(refreshTokens.usedAt),
      ),
    )
    .for('update');
  return successor !== undefined;
}

/** The session a refresh token belongs to, if any (for logout). */
export async function sessionOfRefreshToken(db: TDb, refresh: string): Promise<string | null> {
  const [row] = await db
    .select({ sessionId: refreshTokens.sessionId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, sha256(refresh)));
  return row?.sessionId ?? null;
}

export async function revokeSession(db: TDb, sessionId: string, now: Date): Promise<void> {
  await db
    .update(authSessions)
    .set({ revokedAt: now })
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)));
}

/** Revokes every live session of the user except `keepSessionId`; answers how many were revoked. */
export async function revokeUserSessions(
  db: TDb,
  userId: number,
  now: Date,
  keepSessionId?: string,
): Promise<number> {
  const conditions = [eq(authSessions.userId, userId), isNull(authSessions.revokedAt)];
  if (keepSessionId) conditions.push(ne(authSessions.id, keepSessionId));
  const revoked = await db
    .update(authSessions)
    .set({ revokedAt: now })
    .where(and(...conditions))
    .returning({ id: authSessions.id });
  return revoked.length;
}

export async function liveSessions(db: TDb, userId: number, now: Date) {
  return db
    .select()
    .from(authSessions)
    .where(
      and(
        eq(authSessions.userId, userId),
        isNull(authSessions.revokedAt),
        gt(authSessions.expiresAt, now),
      ),
    )
    .orderBy(desc(authSessions.lastUsedAt));
}
