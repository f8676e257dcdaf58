import { LIMITS } from '@ptlog/shared';
import { and, desc, eq, gt, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { oneTimeCodes } from '../../db/schema';
import { constantTimeEqual, randomDigits, randomToken, sha256 } from '../../lib/secrets';

/** What a code is for; a code made for one purpose never works for another. */
export type TCodePurpose = 'register' | 'password_reset' | 'password_reset_link';

/** The 6-digit e-mailed codes, which can be guessed and so count their tries. */
export type TDigitCodePurpose = Exclude<TCodePurpose, 'password_reset_link'>;

/** What opens a password reset: a setPassword ends every one still unused. */
const PASSWORD_RESET_PURPOSES: TCodePurpose[] = ['password_reset', 'password_reset_link'];

/**
 * Issues a new code for (user, purpose); earlier unused codes of that purpose die, so only the
 * newest e-mail works. Answers the plain code, which is only ever put in the mail.
 */
export async function issueCode(
  db: TDb,
  input: {
    userId: number;
    purpose: TCodePurpose;
    now: Date;
    ttlMs: number;
    kind: 'digits' | 'token';
  },
): Promise<string> {
  const code = input.kind === 'digits' ? randomDigits(LIMITS.OTP_LENGTH) : randomToken();
  await db
    .update(oneTimeCodes)
    .set({ usedAt: input.now })
    .where(
      and(
        eq(oneTimeCodes.userId, input.userId),
        eq(oneTimeCodes.purpose, input.purpose),
        isNull(oneTimeCodes.usedAt),
      ),
    );
  await db.insert(oneTimeCodes).values({
    userId: input.userId,
    purpose: input.purpose,
    codeHash: sha256(code),
    createdAt: input.now,
    expiresAt: new Date(input.now.getTime() + input.ttlMs),
  });
  return code;
}

export type TCodeCheck = { ok: true } | { ok: false };

/**
 * Counts one try against the user's newest code of this purpose (live, or with `spent` also one
 * already used) in one atomic statement, and answers the row only while it had tries left. The
 * update locks the row, so a burst of guesses is counted one by one: at most OTP_MAX_WRONG_TRIES
 * of them are ever compared.
 */
async function countTry(
  db: TDb,
  input: { userId: number; purpose: TCodePurpose; now: Date; spent?: boolean },
) {
  const newest = db
    .select({ id: oneTimeCodes.id })
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.userId, input.userId),
        eq(oneTimeCodes.purpose, input.purpose),
        input.spent ? undefined : isNull(oneTimeCodes.usedAt),
        input.spent ? undefined : gt(oneTimeCodes.expiresAt, input.now),
      ),
    )
    .orderBy(desc(oneTimeCodes.id))
    .limit(1);
  const [counted] = await db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(
      and(
        eq(oneTimeCodes.id, newest),
        lt(oneTimeCodes.attempts, LIMITS.OTP_MAX_WRONG_TRIES),
        input.spent ? undefined : isNull(oneTimeCodes.usedAt),
      ),
    )
    .returning();
  return counted;
}

/**
 * Spends the user's live code of this purpose if `code` matches. Every try counts against the
 * code, atomically; after OTP_MAX_WRONG_TRIES it is dead and a new one must be requested.
 * `validAfter` kills codes issued before it (a reset code dies once the password changes).
 */
export async function consumeCode(
  db: TDb,
  input: {
    userId: number;
    purpose: TDigitCodePurpose;
    code: string;
    now: Date;
    validAfter?: Date;
  },
): Promise<TCodeCheck> {
  const live = await countTry(db, input);
  if (!live) return { ok: false };
  if (input.validAfter && live.createdAt < input.validAfter) return { ok: false };
  if (!constantTimeEqual(live.codeHash, sha256(input.code))) return { ok: false };
  // Conditional on still unused: two simultaneous uses of one code cannot both succeed.
  const spent = await db
    .update(oneTimeCodes)
    .set({ usedAt: input.now, attempts: sql`${oneTimeCodes.attempts} - 1` })
    .where(and(eq(oneTimeCodes.id, live.id), isNull(oneTimeCodes.usedAt)))
    .returning({ id: oneTimeCodes.id });
  return spent.length === 1 ? { ok: true } : { ok: false };
}

/**
 * Whether `code` is the user's newest code of this purpose even though it was already used (the
 * same e-mail's code entered twice). Counted like any try, so it cannot be guessed either.
 */
export async function isNewestSpentCode(
  db: TDb,
  input: { userId: number; purpose: TDigitCodePurpose; code: string; now: Date },
): Promise<boolean> {
  const newest = await countTry(db, { ...input, spent: true });
  return !!newest && constantTimeEqual(newest.codeHash, sha256(input.code));
}

/**
 * Spends the user's live reset-link token if `token` is it, in one conditional update; issued
 * before `validAfter` (the last password change) it no longer works. Wrong tokens are NOT counted:
 * a 256-bit token cannot be guessed, and the uid in a link is sequential, so counting them let any
 * stranger kill the owner's link with a few junk tries.
 */
export async function consumeLinkToken(
  db: TDb,
  input: { userId: number; token: string; now: Date; validAfter: Date },
): Promise<TCodeCheck> {
  const spent = await db
    .update(oneTimeCodes)
    .set({ usedAt: input.now })
    .where(
      and(
        eq(oneTimeCodes.userId, input.userId),
        eq(oneTimeCodes.purpose, 'password_reset_link'),
        eq(oneTimeCodes.codeHash, sha256(input.token)),
        isNull(oneTimeCodes.usedAt),
        gt(oneTimeCodes.expiresAt, input.now),
        gte(oneTimeCodes.createdAt, input.validAfter),
      ),
    )
    .returning({ id: oneTimeCodes.id });
  return spent.length === 1 ? { ok: true } : { ok: false };
}

/**
 * Ends the user's unused reset codes and links: once the password is set (changed, or reset by
 * one of them) a code or link e-mailed before must not set it again.
 */
export async function spendPasswordResetCodes(db: TDb, userId: number, now: Date): Promise<void> {
  await db
    .update(oneTimeCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(oneTimeCodes.userId, userId),
        inArray(oneTimeCodes.purpose, PASSWORD_RESET_PURPOSES),
        isNull(oneTimeCodes.usedAt),
      ),
    );
}
