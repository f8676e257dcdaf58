// The Submit Transaction dialog (spec 2 §5): the payer's rules, the payload and the failure text.
import {
  ERROR_CODES,
  MESSAGES,
  type TPayerType,
  type TPaymentMethod,
  type TStudentTransactionInput,
  ZStudentTransactionInput,
} from '@ptlog/shared';
import { translateMessage } from '../../i18n/messages';
import { isApiError } from '../../lib/api-error';
import { zodFormErrors } from '../../lib/zod-form';
import { LostSubmissionError, lostSubmissionMessage } from './lost-submission';

export interface TSubmitForm {
  payer_type: TPayerType;
  /** The phone used for the payment ('different' and 'wakala'; 'own' uses the profile's). */
  user_phone_number: string;
  sender_name: string;
  wakala_name: string;
  /** The confirmation SMS's transaction ID; '' when the student leaves it out (ADR 18). */
  transaction_code: string;
  /** '' while the NumberInput is empty. */
  amount: number | string;
}

export const SUBMIT_FIELDS = [
  'payer_type',
  'user_phone_number',
  'sender_name',
  'wakala_name',
  'transaction_code',
  'amount',
] as const;
type TSubmitField = (typeof SUBMIT_FIELDS)[number];
export type TSubmitErrors = Partial<Record<TSubmitField, string>>;

export function paymentMethodFor(payer: TPayerType): TPaymentMethod {
  return payer === 'wakala' ? 'WAKALA' : 'DIRECT';
}

export function emptySubmitForm(amount: number | string): TSubmitForm {
  return {
    payer_type: 'own',
    user_phone_number: '',
    sender_name: '',
    wakala_name: '',
    transaction_code: '',
    amount,
  };
}

export type TBuildResult =
  | { ok: true; payload: TStudentTransactionInput }
  | { ok: false; errors: TSubmitErrors };

/**
 * Validates the dialog with the shared schema (the same one the server runs) and adds the check
 * only the client can make before sending: 'own' needs a phone number in the profile.
 */
export function buildTransaction(form: TSubmitForm, profilePhone: string): TBuildResult {
  const errors: TSubmitErrors = {};
  if (form.payer_type === 'own' && profilePhone.trim() === '') {
    errors.payer_type = translateMessage(MESSAGES.billing.profilePhoneMissing);
  }
  const amount = typeof form.amount === 'number' ? form.amount : Number.NaN;
  const draft = {
    payer_type: form.payer_type,
    payment_method: paymentMethodFor(form.payer_type),
    user_phone_number: form.payer_type === 'own' ? profilePhone : form.user_phone_number,
    sender_name: form.sender_name,
    wakala_name: form.payer_type === 'wakala' ? form.wakala_name : undefined,
    transaction_code: form.transaction_code,
    amount,
  };
  for (const [field, message] of Object.entries(zodFormErrors(ZStudentTransactionInput, draft))) {
    const key = (field === 'payment_method' ? 'payer_type' : field) as TSubmitField;
    if (SUBMIT_FIELDS.includes(key)) errors[key] ??= message;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, payload: ZStudentTransactionInput.parse(draft) };
}

/**
 * A refused submission: the server's field messages where it gave them, a transaction ID already
 * submitted (409) under its field, what is known of a submission whose answer was lost
 * (lost-submission.ts), else the spec's text.
 */
export function submitFailure(error: unknown): { message: string; fieldErrors: TSubmitErrors } {
  const fieldErrors: TSubmitErrors = {};
  if (error instanceof LostSubmissionError) {
    return { message: lostSubmissionMessage(error.check), fieldErrors };
  }
  if (isApiError(error) && error.code === ERROR_CODES.TRANSACTION_CODE_TAKEN) {
    return { message: error.detail, fieldErrors: { transaction_code: error.detail } };
  }
  if (!isApiError(error) || error.status !== 400) {
    return { message: MESSAGES.billing.submitFailed, fieldErrors };
  }
  for (const [field, messages] of Object.entries(error.fieldErrors)) {
    const key = (field === 'payment_method' ? 'payer_type' : field) as TSubmitField;
    if (messages[0] && SUBMIT_FIELDS.includes(key)) fieldErrors[key] ??= messages[0];
  }
  const first = Object.values(fieldErrors)[0];
  return { message: first ?? error.detail ?? MESSAGES.billing.submitFailed, fieldErrors };
}
