// The staff's transactions list as an Excel workbook (ADR 0022): the payments the list's filters
// find, oldest first like a mobile-money statement, so a finance officer can match them line by
// line against it (amount, phone, transaction ID) and keep them in their books.
import type { Readable } from 'node:stream';
import { ERROR_CODES, MESSAGES, type TTransactionFilters } from '@ptlog/shared';
import type { TDb } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { audit, filtersSet } from '../../lib/audit';
import { xlsxStream } from '../../lib/xlsx-stream';
import { transactionsAfter } from './transactions-read.repository';
import { TRANSACTION_COLUMNS, transactionCells, transactionTotals } from './transactions-sheet';

const BATCH = 500;

/**
 * The transactions matching the filters as an .xlsx stream, read in batches of 500 oldest first,
 * each after the last row of the one before (transactionsAfter): a payment made meanwhile joins
 * the end, and one decided meanwhile moves no other row. The first batch is read before
 * answering: none matching is a 404 'No transactions to export'. Under the rows, their totals
 * (transactionTotals). An export is audited with who asked and the filters, never the data.
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
  const totals = transactionTotals();
  return xlsxStream(
    'Transactions',
    TRANSACTION_COLUMNS,
    (async function* rows() {
      let batch = first;
      while (batch.length > 0) {
        yield batch.map((found) => {
          totals.add(found);
          return transactionCells(found);
        });
        if (batch.length < BATCH) return;
        batch = await batchAfter(batch[batch.length - 1]!.row.id);
      }
    })(),
    { totals: totals.row },
  );
}
