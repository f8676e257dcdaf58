// The staff's transactions list as an Excel workbook (ADR 0022): the payments the list's filters
// find, oldest first like a mobile-money statement, so a finance officer can match them line by
// line against it (amount, phone, transaction ID) and keep them in their books.
import type { Readable } from 'node:stream';
import { ERROR_CODES, MESSAGES, type TTransactionFilters } from '@ptlog/shared';
import type { TDb } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { audit, filtersSet } from '../../lib/audit';
import { type TCellValue, type TSheetColumn, xlsxStream } from '../../lib/xlsx-stream';
import { shownEmailOf, studentNameOf } from '../accounts/accounts.presenter';
import type { TTransactionWithNames } from './billing.presenter';
import { transactionsAfter } from './transactions-read.repository';

const BATCH = 500;

const COLUMNS: TSheetColumn[] = [
  { header: 'id', width: 8 },
  { header: 'created_at', width: 17, kind: 'moment' },
  { header: 'status', width: 11 },
  { header: 'user_full_name', width: 24 },
  { header: 'user_email', width: 34 },
  { header: 'amount_tzs', width: 12, kind: 'money' },
  { header: 'tokens_generated', width: 16 },
  { header: 'payment_method', width: 16 },
  { header: 'payer_type', width: 12 },
  { header: 'user_phone_number', width: 18 },
  { header: 'sender_name', width: 22 },
  { header: 'wakala_name', width: 18 },
  { header: 'transaction_code', width: 22 },
  { header: 'created_by_staff', width: 16 },
  { header: 'confirmed_by_name', width: 22 },
  { header: 'confirmed_at', width: 17, kind: 'moment' },
  { header: 'rejection_reason', width: 30 },
];

function transactionCells({ row, owner, confirmer }: TTransactionWithNames): TCellValue[] {
  return [
    row.id,
    row.createdAt.toISOString(),
    row.status,
    studentNameOf(owner),
    shownEmailOf(owner.email),
    row.amountTsh,
    row.tokens,
    row.paymentMethod,
    row.payerType,
    row.phoneNumber,
    row.senderName,
    row.paymentMethod === 'WAKALA' ? row.wakalaName : null,
    row.transactionCode,
    row.createdByStaff,
    confirmer ? studentNameOf(confirmer) : null,
    row.confirmedAt?.toISOString() ?? null,
    row.rejectionReason,
  ];
}

/**
 * The transactions matching the filters as an .xlsx stream, read in batches of 500 oldest first,
 * each after the last row of the one before (transactionsAfter): a payment made meanwhile joins
 * the end, and one decided meanwhile moves no other row. The first batch is read before
 * answering: none matching is a 404 'No transactions to export'. An export is audited with who
 * asked and the filters, never the data.
 */
export async function transactionsXlsx(
  db: TDb,
  filters: TTransactionFilters,
  context: { actorId: number; ip: string },
): Promise<Readable> {
  const batchAfter = (afterId: number | null) => transactionsAfter(db, filters, afterId, BATCH);
  const first = await batchAfter(null);
  if (first.length === 0) {
    throw new AppError(ERROR_CODES.NOT_FOUND, MESSAGES.billing.noTransactionsToExport);
  }
  await audit(db, {
    actorId: context.actorId,
    action: 'billing.transactions.export',
    targetType: 'payment_transaction',
    ip: context.ip,
    details: { format: 'xlsx', filters: filtersSet(filters) },
  });
  return xlsxStream(
    'Transactions',
    COLUMNS,
    (async function* rows() {
      let batch = first;
      while (batch.length > 0) {
        yield batch.map(transactionCells);
        if (batch.length < BATCH) return;
        batch = await batchAfter(batch[batch.length - 1]!.row.id);
      }
    })(),
  );
}
