// The token ledger (DESIGN §4.6): the only code that writes token_ledger. A balance is the sum of
// the user's entries; each entry's reference is unique, so a credit applied twice is stored once,
// and debits are serialised per user so that no race can take the balance below zero.
import {
  MESSAGES,
  type TLedgerKind,
  type TTokenUsageType,
  WELCOME_BONUS_TOKENS,
} from '@ptlog/shared';
import { and, eq, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { TDb } from '../../db/client';
import { tokenLedger, users } from '../../db/schema';

interface TLedgerEntryInput {
  userId: number;
  /** Unique across the ledger: `welcome:{userId}`, `purchase:{transactionId}`, `ai:{uuid}`… */
  reference: string;
  description?: string;
  /** The staff member behind the entry, if any. */
  createdBy?: number | null;
}

export interface TCreditInput extends TLedgerEntryInput {
  /** Tokens to add (≥ 0). */
  amount: number;
  kind: Exclude<TLedgerKind, 'ai_debit'>;
}

export interface TDebitInput extends TLedgerEntryInput {
  /** Tokens to take (> 0). */
  amount: number;
  kind?: Extract<TLedgerKind, 'ai_debit' | 'staff_adjustment'>;
  /** How complete the enhanced report was (AI debits). */
  usageType?: TTokenUsageType | null;
}

/** A debit reference that is already in the ledger: references must be fresh for every charge. */
export class LedgerReferenceUsedError extends Error {
  constructor(readonly reference: string) {
    super(`ledger reference already used: ${reference}`);
    this.name = 'LedgerReferenceUsedError';
  }
}

function assertTokens(amount: number, allowZero: boolean): void {
  if (!Number.isSafeInteger(amount) || amount < 0 || (!allowZero && amount === 0)) {
    throw new RangeError(`not a valid token amount: ${amount}`);
  }
}

// Outside a transaction the row lock would end with its own statement and protect nothing.
function assertInTransaction(db: TDb): void {
  if (!(db instanceof PgTransaction)) throw new Error('debit must run inside a transaction');
}

/**
 * Adds tokens once per reference (insert … on conflict do nothing). Answers whether this call
 * applied the credit: false when an entry with the reference already existed. Safe inside or
 * outside a transaction; a racing duplicate waits on the unique index and then does nothing.
 */
export async function credit(db: TDb, input: TCreditInput): Promise<boolean> {
  assertTokens(input.amount, true);
  const inserted = await db
    .insert(tokenLedger)
    .values({
      userId: input.userId,
      amount: input.amount,
      kind: input.kind,
      reference: input.reference,
      description: input.description ?? '',
      createdBy: input.createdBy ?? null,
    })
    .onConflictDoNothing({ target: tokenLedger.reference })
    .returning({ id: tokenLedger.id });
  return inserted.length > 0;
}

/**
 * Takes tokens if the balance allows it; answers false (and writes nothing) when it does not.
 * Must run inside the caller's transaction: the user's row stays locked until that transaction
 * ends, so concurrent debits of one user run one after another and each sees the others' entries.
 * The lock is `for no key update`, which leaves inserts that reference the user unblocked. Use
 * the default READ COMMITTED isolation: the sum after the lock must see the entries just committed.
 */
export async function debit(tx: TDb, input: TDebitInput): Promise<boolean> {
  assertInTransaction(tx);
  assertTokens(input.amount, false);
  const locked = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, input.userId))
    .for('no key update');
  if (locked.length === 0) throw new Error(`no user ${input.userId}`);
  if ((await balanceOf(tx, input.userId)) < input.amount) return false;
  const inserted = await tx
    .insert(tokenLedger)
    .values({
      userId: input.userId,
      amount: -input.amount,
      kind: input.kind ?? 'ai_debit',
      reference: input.reference,
      description: input.description ?? '',
      usageType: input.usageType ?? null,
      createdBy: input.createdBy ?? null,
    })
    .onConflictDoNothing({ target: tokenLedger.reference })
    .returning({ id: tokenLedger.id });
  if (inserted.length === 0) throw new LedgerReferenceUsedError(input.reference);
  return true;
}

/** The reference of the entry that takes back a reversed approval's purchase (ADR 29). */
export const reversalReference = (transactionId: number) => `reversal:${transactionId}`;

/**
 * Whether a ledger row takes back a reversed approval: neither use nor a purchase of its own, it
 * cancels its purchase, so "used" leaves it out and "purchased" counts it (net of reversals).
 */
export const isReversalEntry = sql`${tokenLedger.reference} like 'reversal:%'`;
/** A debit that is use (an AI call, a staff adjustment), not a reversed approval. */
export const isUseEntry = sql`(${tokenLedger.amount} < 0 and not ${isReversalEntry})`;

/**
 * Takes back tokens that were credited by mistake (a reversed approval, ADR 29): a
 * `staff_adjustment` of −amount, written once per reference, even when the balance goes below
 * zero (the tokens may have been spent; `debit` then refuses every AI call until the student buys
 * more). Answers whether this call wrote it: false when the reference is already in the ledger.
 * Inside a transaction, after the owner's row was locked as `debit` locks it (the payment owner's
 * lock), so an AI debit of the same user waits for it and sees it.
 */
export async function takeBack(
  tx: TDb,
  input: TLedgerEntryInput & { amount: number },
): Promise<boolean> {
  assertInTransaction(tx);
  assertTokens(input.amount, false);
  const inserted = await tx
    .insert(tokenLedger)
    .values({
      userId: input.userId,
      amount: -input.amount,
      kind: 'staff_adjustment',
      reference: input.reference,
      description: input.description ?? '',
      createdBy: input.createdBy ?? null,
    })
    .onConflictDoNothing({ target: tokenLedger.reference })
    .returning({ id: tokenLedger.id });
  return inserted.length > 0;
}

/** The welcome bonus every new account gets (DESIGN §4.6); applied once per user. */
export function creditWelcomeBonus(db: TDb, userId: number): Promise<boolean> {
  return credit(db, {
    userId,
    amount: WELCOME_BONUS_TOKENS,
    kind: 'welcome_bonus',
    reference: `welcome:${userId}`,
    description: MESSAGES.ledger.welcomeBonus,
  });
}

/** Tokens available: the sum of the user's entries. */
export async function balanceOf(db: TDb, userId: number): Promise<number> {
  const [row] = await db
    .select({ value: sql<number>`coalesce(sum(${tokenLedger.amount}), 0)`.mapWith(Number) })
    .from(tokenLedger)
    .where(eq(tokenLedger.userId, userId));
  return row?.value ?? 0;
}

/** Tokens spent: minus the sum of the user's debits (a reversed approval is not spending). */
export async function tokensUsed(db: TDb, userId: number): Promise<number> {
  const [row] = await db
    .select({ value: sql<number>`coalesce(-sum(${tokenLedger.amount}), 0)`.mapWith(Number) })
    .from(tokenLedger)
    .where(and(eq(tokenLedger.userId, userId), isUseEntry));
  return row?.value ?? 0;
}

export interface TLedgerSummary {
  available: number;
  used: number;
  purchased: number;
  welcomeBonus: number;
}

/** Balance, use, purchases and bonus of one user in one query. */
export async function ledgerSummary(db: TDb, userId: number): Promise<TLedgerSummary> {
  const [row] = await db
    .select({
      available: sql<number>`coalesce(sum(${tokenLedger.amount}), 0)`.mapWith(Number),
      used: sql<number>`coalesce(-sum(${tokenLedger.amount}) filter (where ${isUseEntry}), 0)`.mapWith(
        Number,
      ),
      purchased:
        sql<number>`coalesce(sum(${tokenLedger.amount}) filter (where ${tokenLedger.kind} = 'purchase' or ${isReversalEntry}), 0)`.mapWith(
          Number,
        ),
      welcomeBonus:
        sql<number>`coalesce(sum(${tokenLedger.amount}) filter (where ${tokenLedger.kind} = 'welcome_bonus'), 0)`.mapWith(
          Number,
        ),
    })
    .from(tokenLedger)
    .where(eq(tokenLedger.userId, userId));
  return row ?? { available: 0, used: 0, purchased: 0, welcomeBonus: 0 };
}
