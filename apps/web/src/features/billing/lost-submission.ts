// A submission whose answer never arrived (the phone lost the connection): the server may have
// recorded the payment anyway. The transactions list, read again, says which it was; an identical
// pending payment there is the one just sent (the server answers a repeat with it too).
import {
  type TOwnTransaction,
  type TStudentTransactionInput,
  type TTransaction,
  transactionCodesDiffer,
} from '@ptlog/shared';
import { i18n } from '../../i18n/i18n';
import { isApiError } from '../../lib/api-error';
import './i18n';
import { ownTransactionView } from './transaction-view';

/** What is known after the answer was lost: not recorded, or unknown (list unreadable or offline). */
export type TLostCheck = 'not-recorded' | 'unknown' | 'offline';

/** The submission's answer was lost and its payment is not (or not known to be) in the list. */
export class LostSubmissionError extends Error {
  constructor(readonly check: TLostCheck) {
    super(`submission answer lost: ${check}`);
    this.name = 'LostSubmissionError';
  }
}

/** No answer at all (offline, connection reset, time-out): the server may have done the work. */
export function isLostAnswer(error: unknown): boolean {
  return isApiError(error) && error.kind === 'network';
}

// 0712 345 678, +255 712 345 678 and 255712345678 are one number: compare the last nine digits.
const phoneDigits = (phone: string) => phone.replace(/\D/g, '').slice(-9);
const sameName = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();

/**
 * The pending payment in the list that this submission recorded, if any: one the student reported
 * (one staff recorded shows no details in the student's list until they confirm it).
 */
export function recordedSubmission(
  payload: TStudentTransactionInput,
  transactions: readonly TOwnTransaction[],
  profilePhone: string,
): TTransaction | undefined {
  const phone = phoneDigits(
    payload.payer_type === 'own' ? profilePhone : payload.user_phone_number,
  );
  const reported = transactions.flatMap((own) => {
    const view = ownTransactionView(own);
    return view.withheld ? [] : [view.transaction];
  });
  return reported.find(
    (entry) =>
      entry.transaction_status === 'PENDING' &&
      !entry.created_by_staff &&
      entry.payment_method === payload.payment_method &&
      entry.payer_type === payload.payer_type &&
      Number(entry.amount) === payload.amount &&
      sameName(entry.sender_name, payload.sender_name) &&
      (payload.payer_type !== 'wakala' || sameName(entry.wakala_name, payload.wakala_name)) &&
      !transactionCodesDiffer(entry.transaction_code, payload.transaction_code) &&
      phoneDigits(entry.user_phone_number) === phone,
  );
}

/** The dialog's words for a lost answer, in the reader's language. */
export function lostSubmissionMessage(check: TLostCheck): string {
  return i18n.t(`billing:lost.${check === 'not-recorded' ? 'notRecorded' : check}`);
}
