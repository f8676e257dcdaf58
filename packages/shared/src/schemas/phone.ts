// Tanzanian mobile numbers (spec 1 §5 "Register step 1"): +255 or a leading 0, then a digit 1–9,
// then 8 more digits. Surrounding spaces are ignored; inner spaces are not accepted.
import { z } from 'zod';
import { MESSAGES } from '../messages';

export const TANZANIAN_PHONE_RE = /^(?:\+255|0)[1-9]\d{8}$/;

/**
 * A phone number as a payment shows it: also 255… without the plus (mobile-money messages) and
 * with spaces or dashes between the digits ("0712 345 678").
 */
export function isPaymentPhone(value: string): boolean {
  return /^(?:\+?255|0)[1-9]\d{8}$/.test(value.replace(/[\s-]/g, ''));
}

export function isTanzanianPhone(value: string): boolean {
  return TANZANIAN_PHONE_RE.test(value.trim());
}

export const ZTanzanianPhone = z
  .string({ error: MESSAGES.register.phoneRequired })
  .trim()
  .min(1, MESSAGES.register.phoneRequired)
  .refine(
    (value) => value === '' || TANZANIAN_PHONE_RE.test(value),
    MESSAGES.register.phoneInvalid,
  );
export type TTanzanianPhone = z.infer<typeof ZTanzanianPhone>;

/**
 * One spelling per number, so 0712… and +255712… are the same phone for uniqueness:
 * +255 followed by the 9 national digits. Input must already be a valid Tanzanian number.
 */
export function canonicalTanzanianPhone(value: string): string {
  const trimmed = value.trim();
  return trimmed.startsWith('0') ? `+255${trimmed.slice(1)}` : trimmed;
}

/**
 * A payment's phone in one spelling for lists staff sort and match (E.164, +255 and the 9
 * national digits) when it reads as a Tanzanian number in any of its spellings (isPaymentPhone:
 * 0712 345 678, 255712345678, +255 712-345-678); anything else exactly as stored. For display
 * only: the stored number stays as typed (DESIGN §4.4).
 */
export function shownPaymentPhone(stored: string): string {
  if (!isPaymentPhone(stored)) return stored;
  const digits = stored.replace(/\D/g, '');
  return `+255${digits.slice(digits.length - 9)}`;
}
