import type { TPayerType, TPaymentMethod, TTransactionStatus } from '@ptlog/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { actorColumn, createdAtColumn, ownerColumn, updatedAtColumn } from './columns';

/**
 * A mobile-money payment a student (or staff for them) reports; staff approve or reject it once.
 * Approval credits `tokens` to the ledger with the reference `purchase:{id}` in the same
 * database transaction as the status change (features/billing/approval.ts).
 */
export const paymentTransactions = pgTable(
  'payment_transactions',
  {
    id: serial('id').primaryKey(),
    userId: ownerColumn(),
    /** Whole Tanzanian shillings. */
    amountTsh: integer('amount_tsh').notNull(),
    /** floor(amount × 0.3), fixed when the transaction is recorded. */
    tokens: integer('tokens').notNull(),
    paymentMethod: text('payment_method').$type<TPaymentMethod>().notNull(),
    payerType: text('payer_type').$type<TPayerType>().notNull(),
    phoneNumber: text('phone_number').notNull(),
    senderName: text('sender_name').notNull().default(''),
    wakalaName: text('wakala_name'),
    /**
     * The confirmation SMS's transaction ID as typed, trimmed (ADR 18); null when none was given
     * (a wakala's receipt may not show one) and on every transaction recorded before it existed.
     */
    transactionCode: text('transaction_code'),
    status: text('status').$type<TTransactionStatus>().notNull().default('PENDING'),
    createdByStaff: boolean('created_by_staff').notNull().default(false),
    /** Who recorded it: the student, or the staff member for a staff-created one. */
    createdBy: actorColumn('created_by'),
    confirmedBy: actorColumn('confirmed_by'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    rejectionReason: text('rejection_reason'),
    /**
     * Rejected by the system when its owner's account was erased (admin-erase.repository.ts), not
     * by a staff member judging the payment: it is no earlier rejection of its transaction ID
     * (payment-history.ts, the lists' `rejected_before`).
     */
    rejectedOnErasure: boolean('rejected_on_erasure').notNull().default(false),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    index('payment_transactions_user_created_idx').on(table.userId, table.createdAt),
    index('payment_transactions_status_created_idx').on(table.status, table.createdAt),
    // The staff's list of every transaction, newest first: a page is read off its end.
    index('payment_transactions_created_idx').on(table.createdAt, table.id),
    // One transaction ID, one live payment (ADR 18): compared without spaces and case, among the
    // transactions that are not rejected, so simultaneous submissions cannot both record it and a
    // rejection frees it. Recording turns the violation into 409 transaction_code_taken.
    uniqueIndex('payment_transactions_code_key')
      .on(sql`lower(replace(${table.transactionCode}, ' ', ''))`)
      .where(sql`${table.transactionCode} is not null and ${table.status} <> 'REJECTED'`),
    // The staff's lists flag a transaction ID rejected before (transactions-read.repository.ts):
    // each row of a page finds its ID's rejected transactions here, compared as above; staff's
    // rejections only, not those of an erasure.
    index('payment_transactions_rejected_code_idx')
      .on(sql`lower(replace(${table.transactionCode}, ' ', ''))`)
      .where(
        sql`${table.transactionCode} is not null and ${table.status} = 'REJECTED' and not ${table.rejectedOnErasure}`,
      ),
    check(
      'payment_transactions_erasure_rejects_check',
      sql`not ${table.rejectedOnErasure} or ${table.status} = 'REJECTED'`,
    ),
    check(
      'payment_transactions_status_check',
      sql`${table.status} in ('PENDING', 'APPROVED', 'REJECTED')`,
    ),
    check('payment_transactions_method_check', sql`${table.paymentMethod} in ('DIRECT', 'WAKALA')`),
    check(
      'payment_transactions_payer_check',
      sql`${table.payerType} in ('own', 'different', 'wakala')`,
    ),
    check(
      'payment_transactions_amount_check',
      sql`${table.amountTsh} > 0 and ${table.tokens} >= 0`,
    ),
  ],
);

export type TPaymentTransactionRow = typeof paymentTransactions.$inferSelect;
