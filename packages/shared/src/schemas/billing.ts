// Token calculator and payment transaction payloads (spec 2 §3, §5). Answers: billing-answers.ts.
import { z } from 'zod';
import {
  MAX_PAYMENT_TSH,
  MIN_PAYMENT_TSH,
  PAYER_TYPES,
  PAYMENT_METHODS,
  PAYMENT_STEP_TSH,
  type TPayerType,
} from '../constants/tokens';
import { LIMITS } from '../limits';
import { MESSAGES } from '../messages';
import { defaultPayerType, payerMatchesMethod } from '../rules/tokens';
import { isTransactionCode } from '../rules/transaction-code';
import { isPaymentPhone } from './phone';
import { isOneLineName, optionalText, personName, requiredText } from './text';

/**
 * Billing calculator: at least 1000 TSH, at most MAX_PAYMENT_TSH (what Submit Transaction and the
 * server accept: no amount is offered for payment that cannot be reported), in multiples of 500.
 */
export const ZPaymentAmount = z
  .number({ error: MESSAGES.billing.invalidAmount })
  .min(MIN_PAYMENT_TSH, MESSAGES.billing.minAmount)
  .max(MAX_PAYMENT_TSH, MESSAGES.billing.maxAmount)
  .multipleOf(PAYMENT_STEP_TSH, MESSAGES.billing.amountStep);

function positiveAmount(message: string) {
  return z
    .number({ error: message })
    .positive(message)
    .max(MAX_PAYMENT_TSH, MESSAGES.billing.maxAmount);
}

/**
 * A payment staff recorded: whole shillings above 0, and like every payment at least 1000 TSH
 * (spec 2 §9): 1 TZS credited 0 tokens yet made the student PAID and counted as revenue. An amount
 * already refused as invalid gets no second message.
 */
const ZStaffAmount = positiveAmount(MESSAGES.billing.validAmountRequired)
  .int(MESSAGES.billing.validAmountRequired)
  .refine(
    (amount) => !Number.isInteger(amount) || amount <= 0 || amount >= MIN_PAYMENT_TSH,
    MESSAGES.billing.minAmount,
  );

/**
 * A student's payment: a valid amount above 0 and at most MAX_PAYMENT_TSH, then the calculator's
 * rules (at least 1000 TSH, multiples of 500). The later checks skip what an earlier one already
 * refused, so each amount gets one message.
 */
const ZStudentAmount = positiveAmount(MESSAGES.billing.invalidAmount)
  .refine((amount) => amount <= 0 || amount >= MIN_PAYMENT_TSH, MESSAGES.billing.minAmount)
  .refine(
    (amount) =>
      amount < MIN_PAYMENT_TSH || amount > MAX_PAYMENT_TSH || amount % PAYMENT_STEP_TSH === 0,
    MESSAGES.billing.amountStep,
  );

/**
 * Ours (ADR 18): the transaction ID of the confirmation SMS, trimmed and otherwise as typed;
 * optional (a wakala's receipt may not show one): left out, null or '' is none (undefined).
 */
export const ZTransactionCode = z
  .string({ error: MESSAGES.billing.transactionCodeInvalid })
  .trim()
  .refine((code) => code === '' || isTransactionCode(code), MESSAGES.billing.transactionCodeInvalid)
  .nullish()
  .transform((code) => code || undefined);

export const ZPaymentMethod = z.enum(PAYMENT_METHODS);
export const ZPayerType = z.enum(PAYER_TYPES);

/** The wakala (money agent) name travels only with WAKALA payments. */
interface TWithWakala {
  payment_method: string;
  wakala_name?: string;
}

function hasWakalaNameWhenNeeded(form: TWithWakala): boolean {
  return form.payment_method !== 'WAKALA' || (form.wakala_name ?? '') !== '';
}

/** A body the object-level rules can read: a null, empty or array body has only its own error. */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A wakala name typed before switching to DIRECT is dropped rather than stored. */
function dropWakalaUnlessNeeded<T extends TWithWakala>(form: T): T {
  return form.payment_method === 'WAKALA' ? form : { ...form, wakala_name: undefined };
}

/** Trimmed text that may be missing (then ''); whether it is required depends on other fields. */
function conditionalText(message: string) {
  return z
    .string({ error: message })
    .trim()
    .max(LIMITS.TEXT_MAX, MESSAGES.generic.textTooLong(LIMITS.TEXT_MAX))
    .default('');
}

interface TStudentTransactionDraft {
  payer_type?: unknown;
  payment_method?: unknown;
  user_phone_number?: unknown;
  sender_name?: unknown;
  wakala_name?: unknown;
}

/** The payer, chosen or derived from the method; undefined while the method itself is invalid. */
function payerOf(form: TStudentTransactionDraft): TPayerType | undefined {
  const payer = ZPayerType.safeParse(form.payer_type);
  if (payer.success) return payer.data;
  const method = ZPaymentMethod.safeParse(form.payment_method);
  return method.success ? defaultPayerType(method.data) : undefined;
}

/**
 * The Submit Transaction dialog's rules (spec 2 §5). 'own' takes the phone from the profile (the
 * server checks that it exists), 'different' needs the phone used, 'wakala' the agent's name; the
 * name on the phone is required for own and different. Runs even when another field failed, so
 * every problem is reported at once.
 */
function checkPayerRules(form: TStudentTransactionDraft, ctx: z.RefinementCtx) {
  const payer = payerOf(form);
  const method = ZPaymentMethod.safeParse(form.payment_method);
  if (payer && method.success && !payerMatchesMethod(payer, method.data)) {
    ctx.addIssue({
      code: 'custom',
      message: MESSAGES.billing.payerMethodMismatch,
      path: ['payer_type'],
    });
  }
  const isEmpty = (value: unknown) => typeof value === 'string' && value === '';
  // The wakala's phone is the phone used for the payment; 'own' uses the profile's.
  if (payer && payer !== 'own' && isEmpty(form.user_phone_number)) {
    ctx.addIssue({
      code: 'custom',
      message: MESSAGES.billing.paymentPhoneRequired,
      path: ['user_phone_number'],
    });
  } else if (
    payer &&
    payer !== 'own' &&
    typeof form.user_phone_number === 'string' &&
    !isPaymentPhone(form.user_phone_number)
  ) {
    ctx.addIssue({
      code: 'custom',
      message: MESSAGES.billing.paymentPhoneInvalid,
      path: ['user_phone_number'],
    });
  }
  if ((payer === 'own' || payer === 'different') && isEmpty(form.sender_name)) {
    ctx.addIssue({
      code: 'custom',
      message: MESSAGES.billing.senderNameRequired,
      path: ['sender_name'],
    });
  }
  if (method.success && method.data === 'WAKALA' && (form.wakala_name ?? '') === '') {
    ctx.addIssue({
      code: 'custom',
      message: MESSAGES.billing.wakalaNameRequired,
      path: ['wakala_name'],
    });
  }
}

/**
 * POST /billing/transactions/ by a student. `payer_type` is optional (the spec's payload has only
 * the method): without it WAKALA means a wakala and DIRECT another phone. With 'own' the phone
 * sent is ignored: the server uses the profile's.
 */
export const ZStudentTransactionInput = z
  .object({
    payer_type: ZPayerType.optional(),
    user_phone_number: conditionalText(MESSAGES.billing.paymentPhoneRequired),
    sender_name: conditionalText(MESSAGES.billing.senderNameRequired).refine(
      isOneLineName,
      MESSAGES.generic.nameCharacters,
    ),
    payment_method: ZPaymentMethod,
    amount: ZStudentAmount,
    wakala_name: optionalText(),
    transaction_code: ZTransactionCode,
  })
  // Runs even when a field failed (every message at once), but only on an object: a null, empty or
  // array body is answered by the object check alone.
  .superRefine(checkPayerRules, { when: ({ value }) => isPlainObject(value) })
  .transform((form) => {
    const payer_type = form.payer_type ?? defaultPayerType(form.payment_method);
    return dropWakalaUnlessNeeded({
      ...form,
      payer_type,
      user_phone_number: payer_type === 'own' ? '' : form.user_phone_number,
    });
  });
export type TStudentTransactionInput = z.infer<typeof ZStudentTransactionInput>;
/** What a client sends (payer_type optional, phone and name may be left out for some payers). */
export type TStudentTransactionPayload = z.input<typeof ZStudentTransactionInput>;

/** POST /billing/staff/transactions/: staff record a payment for a user they searched for. */
export const ZStaffTransactionInput = z
  .object({
    user_id: z
      .number({ error: MESSAGES.billing.userRequired })
      .int(MESSAGES.billing.userRequired)
      .positive(MESSAGES.billing.userRequired)
      .max(2_147_483_647, MESSAGES.billing.userNotFound),
    user_phone_number: requiredText(MESSAGES.billing.phoneRequired).refine(
      (phone) => phone === '' || isPaymentPhone(phone),
      MESSAGES.billing.paymentPhoneInvalid,
    ),
    sender_name: personName(MESSAGES.billing.staffSenderNameRequired),
    payment_method: ZPaymentMethod,
    amount: ZStaffAmount,
    wakala_name: optionalText(),
    transaction_code: ZTransactionCode,
  })
  // Runs even when a field failed, so the missing wakala is named with the rest on the first
  // submit (spec 2 §5); a body that is not an object gets the object check's answer alone.
  .refine(hasWakalaNameWhenNeeded, {
    error: MESSAGES.billing.staffWakalaRequired,
    path: ['wakala_name'],
    when: ({ value }) => isPlainObject(value),
  })
  .transform(dropWakalaUnlessNeeded);
export type TStaffTransactionInput = z.infer<typeof ZStaffTransactionInput>;

/**
 * POST /billing/transactions/{id}/verify_payment/. `transaction_code` (ours): the transaction ID
 * as the statement shows it; staff must give it for a payment that carries one (a student
 * confirming a staff-recorded payment does not: it is ignored).
 */
export const ZVerifyPaymentInput = z.object({
  user_phone_number: requiredText(MESSAGES.billing.phoneRequired),
  sender_name: personName(MESSAGES.billing.staffSenderNameRequired),
  amount: positiveAmount(MESSAGES.billing.validAmountRequired),
  transaction_code: ZTransactionCode.optional(),
});
export type TVerifyPaymentInput = z.infer<typeof ZVerifyPaymentInput>;
