// What staff read about one payment beyond its own fields (staff only, never a student): the
// earlier payments with the same transaction ID that staff rejected, and the payment's audit trail
// as a short history. Names, never ids; no IP address, no typed values.
import { z } from 'zod';

/** An earlier transaction with the same transaction ID that staff rejected. */
export const ZEarlierRejection = z.object({
  /** The earlier transaction's id. */
  id: z.number().int(),
  /** When it was rejected (ISO). */
  rejected_at: z.string().nullable(),
  /**
   * The staff member who rejected it; null when their account is gone. (A payment rejected when
   * its own account was erased is no earlier rejection: no one judged it.)
   */
  rejected_by_name: z.string().nullable(),
  reason: z.string().nullable(),
});
export type TEarlierRejection = z.infer<typeof ZEarlierRejection>;

/** The audited steps of a payment, as the history names them. */
export const PAYMENT_EVENT_KINDS = [
  'recorded',
  'code_added',
  'verify_failed',
  'verified',
  'approved',
  'rejected',
  /** Staff took an approval back (ADR 29): its tokens debited, the payment REJECTED. */
  'approval_reversed',
] as const;
export type TPaymentEventKind = (typeof PAYMENT_EVENT_KINDS)[number];

/** The payment details a failed verification did not match. */
export const PAYMENT_MISMATCH_FIELDS = [
  'transaction_code',
  'phone',
  'sender_name',
  'amount',
] as const;
export type TPaymentMismatchField = (typeof PAYMENT_MISMATCH_FIELDS)[number];

/** One audited step of a payment. */
export const ZPaymentEvent = z.object({
  id: z.number().int(),
  kind: z.enum(PAYMENT_EVENT_KINDS),
  at: z.string(),
  /** Who did it, by name; null when the account is gone or no one did (the system). */
  actor_name: z.string().nullable(),
  /** Whether the actor is staff (a student confirming or reporting is not). */
  actor_is_staff: z.boolean(),
  /** Recorded: by staff for the student (rather than by the student). */
  by_staff: z.boolean().optional(),
  /** Rejected: the reason given, if any; approval reversed: the reason given. */
  reason: z.string().nullable().optional(),
  /** Verify failed: what did not match, when the row says (older rows do not). */
  mismatched: z.array(z.enum(PAYMENT_MISMATCH_FIELDS)).optional(),
});
export type TPaymentEvent = z.infer<typeof ZPaymentEvent>;

/** GET /billing/staff/transactions/{id}/history/ (staff only). */
export const ZPaymentHistory = z.object({
  /** Newest first. */
  earlier_rejections: z.array(ZEarlierRejection),
  /** Newest first. */
  events: z.array(ZPaymentEvent),
});
export type TPaymentHistory = z.infer<typeof ZPaymentHistory>;
