// Token calculator and payment transaction payloads (spec 2 §3, §5).
import { z } from 'zod';
import { MIN_PAYMENT_TSH, PAYMENT_METHODS, PAYMENT_STEP_TSH } from '../constants/tokens';
import { MESSAGES } from '../messages';
import { optionalText, requiredText } from './text';

/** Billing calculator: at least 1000 TSH, in multiples of 500. */
export const ZPaymentAmount = z
  .number({ error: MESSAGES.billing.invalidAmount })
  .min(MIN_PAYMENT_TSH, MESSAGES.billing.minAmount)
  .multipleOf(PAYMENT_STEP_TSH, MESSAGES.billing.amountStep);

function positiveAmount(message: string) {
  return z.number({ error: message }).positive(message).max(1_000_000_000, message);
}

export const ZPaymentMethod = z.enum(PAYMENT_METHODS);

/** The wakala (money agent) name travels only with WAKALA payments. */
interface TWithWakala {
  payment_method: string;
  wakala_name?: string;
}

function hasWakalaNameWhenNeeded(form: TWithWakala): boolean {
  return form.payment_method !== 'WAKALA' || (form.wakala_name ?? '') !== '';
}

/** A wakala name typed before switching to DIRECT is dropped rather than stored. */
function dropWakalaUnlessNeeded<T extends TWithWakala>(form: T): T {
  return form.payment_method === 'WAKALA' ? form : { ...form, wakala_name: undefined };
}

/** POST /billing/transactions/ by a student. */
export const ZStudentTransactionInput = z
  .object({
    user_phone_number: requiredText(MESSAGES.billing.paymentPhoneRequired),
    sender_name: requiredText(MESSAGES.billing.senderNameRequired),
    payment_method: ZPaymentMethod,
    amount: positiveAmount(MESSAGES.billing.invalidAmount),
    wakala_name: optionalText(),
  })
  .refine(hasWakalaNameWhenNeeded, {
    error: MESSAGES.billing.wakalaNameRequired,
    path: ['wakala_name'],
  })
  .transform(dropWakalaUnlessNeeded);
export type TStudentTransactionInput = z.infer<typeof ZStudentTransactionInput>;

/** POST /billing/staff/transactions/: staff record a payment for a user they searched for. */
export const ZStaffTransactionInput = z
  .object({
    user_id: z.number({ error: MESSAGES.billing.userRequired }).int().positive(),
    user_phone_number: requiredText(MESSAGES.billing.phoneRequired),
    sender_name: requiredText(MESSAGES.billing.staffSenderNameRequired),
    payment_method: ZPaymentMethod,
    amount: positiveAmount(MESSAGES.billing.validAmountRequired),
    wakala_name: optionalText(),
  })
  .refine(hasWakalaNameWhenNeeded, {
    error: MESSAGES.billing.staffWakalaRequired,
    path: ['wakala_name'],
  })
  .transform(dropWakalaUnlessNeeded);
export type TStaffTransactionInput = z.infer<typeof ZStaffTransactionInput>;

/** POST /billing/transactions/{id}/verify_payment/. */
export const ZVerifyPaymentInput = z.object({
  user_phone_number: requiredText(MESSAGES.billing.phoneRequired),
  sender_name: requiredText(MESSAGES.billing.staffSenderNameRequired),
  amount: positiveAmount(MESSAGES.billing.validAmountRequired),
});
export type TVerifyPaymentInput = z.infer<typeof ZVerifyPaymentInput>;
