import type { TLedgerKind, TTokenUsageType } from '@ptlog/shared';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { actorColumn, createdAtColumn, ownerColumn } from './columns';

/**
 * Append-only token ledger (DESIGN §4.6): a balance is the sum of its user's entries. Every entry
 * has a unique reference (`welcome:{user}`, `purchase:{transaction}`, `ai:{uuid}`), so a credit or
 * debit retried or raced is stored once. Rows are never updated; only features/tokens/ledger.ts
 * writes them.
 */
export const tokenLedger = pgTable(
  'token_ledger',
  {
    id: serial('id').primaryKey(),
    userId: ownerColumn(),
    /** Tokens: positive for a credit, negative for a debit. */
    amount: integer('amount').notNull(),
    kind: text('kind').$type<TLedgerKind>().notNull(),
    reference: text('reference').notNull().unique(),
    description: text('description').notNull().default(''),
    /** How complete the enhanced report was (AI debits only). */
    usageType: text('usage_type').$type<TTokenUsageType>(),
    /** The staff member behind a purchase approval or an adjustment. */
    createdBy: actorColumn('created_by'),
    createdAt: createdAtColumn(),
  },
  (table) => [
    index('token_ledger_user_created_idx').on(table.userId, table.createdAt),
    // Staff figures: tokens used in a period.
    index('token_ledger_created_idx').on(table.createdAt),
    check(
      'token_ledger_kind_sign_check',
      // Credits are never negative, AI debits always are; an adjustment goes either way.
      sql`(${table.kind} in ('welcome_bonus', 'purchase') and ${table.amount} >= 0) or (${table.kind} = 'ai_debit' and ${table.amount} < 0) or (${table.kind} = 'staff_adjustment' and ${table.amount} <> 0)`,
    ),
    check(
      'token_ledger_usage_type_check',
      sql`${table.usageType} is null or ${table.usageType} in ('FULLFILLED', 'PARTIAL', 'EMPTY')`,
    ),
  ],
);

export type TTokenLedgerRow = typeof tokenLedger.$inferSelect;
