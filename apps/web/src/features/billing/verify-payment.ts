// Verifying a staff-recorded payment (spec 2 §4 "Payment verification modal", §5 Verify-payment form).
import { MESSAGES, type TTransaction, type TVerifyPaymentInput } from '@ptlog/shared';
import { isApiError } from '../../lib/api-error';

export interface TVerifyForm {
  user_phone_number: string;
  sender_name: string;
  /** '' while the NumberInput is empty. */
  amount: number | string;
}

export type TVerifyState = 'idle' | 'verifying' | 'success' | 'failed';

/** The success state closes the dialog after 2 s (spec 2 §9). */
export const VERIFY_SUCCESS_CLOSE_MS = 2_000;

export const EMPTY_VERIFY_FORM: TVerifyForm = {
  user_phone_number: '',
  sender_name: '',
  amount: '',
};

/** Verify is enabled only when phone and sender name are filled and the amount is above 0. */
export function canVerify(form: TVerifyForm): boolean {
  return (
    form.user_phone_number.trim() !== '' &&
    form.sender_name.trim() !== '' &&
    typeof form.amount === 'number' &&
    form.amount > 0
  );
}

export function verifyPayload(form: TVerifyForm): TVerifyPaymentInput {
  return {
    user_phone_number: form.user_phone_number.trim(),
    sender_name: form.sender_name.trim(),
    amount: Number(form.amount),
  };
}

/** Only a PENDING transaction that staff recorded can be confirmed by the student. */
export function isVerifiable(
  transaction: Pick<TTransaction, 'created_by_staff' | 'transaction_status'>,
): boolean {
  return transaction.created_by_staff && transaction.transaction_status === 'PENDING';
}

/**
 * A thrown call says 'Failed to verify payment' unless the server explained itself (409 already
 * processed, a 400 field message); an answer with success false is the spec's
 * 'Payment verification failed'.
 */
export function verifyFailureMessage(error: unknown): string {
  if (isApiError(error) && (error.status === 400 || error.status === 404 || error.status === 409)) {
    return Object.values(error.fieldErrors)[0]?.[0] ?? error.detail;
  }
  return MESSAGES.billing.verifyFailed;
}
