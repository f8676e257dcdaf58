// The rows of the staff's transactions workbook (ADR 0022): headers a finance officer
// reads (the spec's column names where the All Transactions table has them), one spelling per
// phone so it matches the mobile-money statement, tokens only where they were credited, who
// decided and when, and a totals row to reconcile a day against the statement's.
import { shownPaymentPhone, type TPayerType } from '@ptlog/shared';
import type { TCellValue, TSheetColumn, TTotalCell } from '../../lib/xlsx-stream';
import { shownEmailOf, studentNameOf } from '../accounts/accounts.presenter';
import type { TTransactionWithNames } from './billing.presenter';

/** Shown in East Africa Time (UTC+3), as every time in the workbook (xlsx-stream `moment`). */
export const TRANSACTION_COLUMNS = [
  { header: 'ID', width: 8 },
  { header: 'User', width: 24 },
  { header: 'Amount (TZS)', width: 14, kind: 'money' },
  { header: 'Tokens generated', width: 16, kind: 'money' },
  { header: 'Method', width: 10 },
  { header: 'Status', width: 11 },
  { header: 'Date (EAT)', width: 17, kind: 'moment' },
  { header: 'Decided at (EAT)', width: 17, kind: 'moment' },
  { header: 'Decided by', width: 24 },
  { header: 'Phone', width: 16 },
  { header: 'Sender name', width: 22 },
  { header: 'Wakala name', width: 18 },
  { header: 'Transaction ID', width: 18 },
  { header: 'Paid from', width: 13 },
  { header: 'Recorded by staff', width: 17 },
  { header: 'Rejection reason', width: 30 },
  { header: 'User e-mail', width: 32 },
] as const satisfies readonly TSheetColumn[];

type THeader = (typeof TRANSACTION_COLUMNS)[number]['header'];

const PAID_FROM: Record<TPayerType, string> = {
  own: 'Own phone',
  different: 'Another phone',
  wakala: 'Wakala',
};

/**
 * Who approved or rejected it: the staff member, or the student who confirmed a payment staff
 * recorded for them (verify_payment, DESIGN §4.8), marked as such; empty while it is pending
 * (and for a payment rejected when its account was erased: no one decided it).
 */
function deciderOf({ row, confirmer }: TTransactionWithNames): string | null {
  if (row.status === 'PENDING' || !confirmer) return null;
  const name = studentNameOf(confirmer);
  return row.createdByStaff && row.confirmedBy === row.userId ? `${name} (the student)` : name;
}

export function transactionCells(found: TTransactionWithNames): TCellValue[] {
  const { row, owner } = found;
  const cells: Record<THeader, TCellValue> = {
    ID: row.id,
    User: studentNameOf(owner),
    'Amount (TZS)': row.amountTsh,
    // Tokens are generated on approval only (spec 2 §4): a pending or rejected payment has none.
    'Tokens generated': row.status === 'APPROVED' ? row.tokens : null,
    Method: row.paymentMethod,
    Status: row.status,
    'Date (EAT)': row.createdAt.toISOString(),
    'Decided at (EAT)': row.status === 'PENDING' ? null : (row.confirmedAt?.toISOString() ?? null),
    'Decided by': deciderOf(found),
    Phone: shownPaymentPhone(row.phoneNumber),
    'Sender name': row.senderName,
    'Wakala name': row.paymentMethod === 'WAKALA' ? row.wakalaName : null,
    'Transaction ID': row.transactionCode,
    'Paid from': PAID_FROM[row.payerType],
    'Recorded by staff': row.createdByStaff,
    'Rejection reason': row.rejectionReason,
    'User e-mail': shownEmailOf(owner.email),
  };
  return TRANSACTION_COLUMNS.map(({ header }) => cells[header]);
}

/** TZS with thousands separators and its currency, so a total reads unmistakably. */
const TZS_FORMAT = '#,##0 "TZS"';

/**
 * The totals as the rows pass (count every row; amount and tokens of the APPROVED ones: the money
 * that arrived), and the totals row they make: numbers Excel can sum again, each labelled.
 */
export function transactionTotals() {
  let count = 0;
  let approvedCount = 0;
  let approvedAmount = 0;
  let tokens = 0;
  return {
    add({ row }: TTransactionWithNames) {
      count += 1;
      if (row.status !== 'APPROVED') return;
      approvedCount += 1;
      approvedAmount += row.amountTsh;
      tokens += row.tokens;
    },
    row(): (TTotalCell | null)[] {
      const cells: Partial<Record<THeader, TTotalCell>> = {
        ID: { value: 'Total' },
        User: { value: count, numFmt: count === 1 ? '0 "payment"' : '#,##0 "payments"' },
        'Amount (TZS)': { value: approvedAmount, numFmt: TZS_FORMAT },
        'Tokens generated': { value: tokens, numFmt: '#,##0' },
        Method: {
          value: `Amount and tokens: the ${approvedCount} APPROVED only`,
        },
      };
      return TRANSACTION_COLUMNS.map(({ header }) => cells[header] ?? null);
    },
  };
}
