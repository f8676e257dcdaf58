// The Create Transaction form (spec 2 §5 "Create Transaction (staff)"): all fields required,
// errors clear when the field is edited, the wakala name only for WAKALA, tokens floor(amount × 0.3).
import {
  type TPaymentMethod,
  type TStaffTransactionInput,
  tokensForAmount,
  ZStaffTransactionInput,
} from '@ptlog/shared';
import { translateMessage } from '../../i18n/messages';

export interface TCreateTransactionForm {
  /** The chosen user's id as the Select keeps it ('' = none). */
  user_id: string;
  user_phone_number: string;
  sender_name: string;
  payment_method: TPaymentMethod;
  /** '' while the NumberInput is empty. */
  amount: number | string;
  wakala_name: string;
  /** The confirmation SMS's transaction ID; '' = none (ADR 18). */
  transaction_code: string;
}

export const EMPTY_CREATE_FORM: TCreateTransactionForm = {
  user_id: '',
  user_phone_number: '',
  sender_name: '',
  payment_method: 'DIRECT',
  amount: '',
  wakala_name: '',
  transaction_code: '',
};

/** The hint under the amount (spec 2 §9). */
export const CREATE_AMOUNT_MIN = 2000;
export const CREATE_AMOUNT_STEP = 1000;

export type TCreateCheck =
  | { ok: true; payload: TStaffTransactionInput }
  | { ok: false; errors: Partial<Record<keyof TCreateTransactionForm, string>> };

/** Checks the form with the server's schema: one message per field, in the reader's language. */
export function checkCreateForm(form: TCreateTransactionForm): TCreateCheck {
  const parsed = ZStaffTransactionInput.safeParse({
    user_id: form.user_id === '' ? undefined : Number(form.user_id),
    user_phone_number: form.user_phone_number,
    sender_name: form.sender_name,
    payment_method: form.payment_method,
    amount: typeof form.amount === 'number' ? form.amount : undefined,
    wakala_name: form.payment_method === 'WAKALA' ? form.wakala_name : undefined,
    transaction_code: form.transaction_code,
  });
  if (parsed.success) return { ok: true, payload: parsed.data };
  const errors: Partial<Record<keyof TCreateTransactionForm, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof TCreateTransactionForm;
    errors[field] ??= translateMessage(issue.message);
  }
  return { ok: false, errors };
}

/** The tokens preview: floor(amount × 0.3), 0 while the amount is not a positive number. */
export function previewTokens(amount: number | string): number {
  return typeof amount === 'number' && amount > 0 ? tokensForAmount(amount) : 0;
}
