// Settings staff change in the admin area (issue 15): the mobile-money numbers students pay to and
// the support WhatsApp number. Stored in the database; PAYMENT_NUMBERS / SUPPORT_WHATSAPP only
// seed them on the first start.
import { z } from 'zod';
import { LIMITS } from '../limits';
import { MESSAGES } from '../messages';
import { canonicalTanzanianPhone, isTanzanianPhone } from './phone';

/** 'M-Pesa 0754 111 222' → the digits of its number ('0754111222'); null without one. */
export function numberOfPaymentEntry(entry: string): string | null {
  const match = /((?:\+255|0)[\d\s-]{8,16})$/.exec(entry.trim());
  const digits = match?.[1]?.replace(/[\s-]/g, '') ?? '';
  return isTanzanianPhone(digits) ? digits : null;
}

/**
 * 'M-Pesa 0754 111 222, Airtel Money 0688 333 444' typed on one line: the provider part before
 * the last number holds another phone number (nine digits or more in a row, spaces allowed).
 */
export function paymentEntryHoldsTwoNumbers(entry: string): boolean {
  const trimmed = entry.trim();
  const number = /((?:\+255|0)[\d\s-]{8,16})$/.exec(trimmed);
  const label = number ? trimmed.slice(0, number.index) : trimmed;
  return /(?:\d[\s-]?){9,}/.test(label);
}

const ZPaymentNumberEntry = z
  .string()
  .trim()
  .max(LIMITS.PAYMENT_NUMBER_ENTRY_MAX, MESSAGES.siteSettings.paymentNumberInvalid)
  .refine(
    (entry) => numberOfPaymentEntry(entry) !== null,
    MESSAGES.siteSettings.paymentNumberInvalid,
  )
  .refine((entry) => !paymentEntryHoldsTwoNumbers(entry), MESSAGES.siteSettings.onePerLine);

export const ZSiteSettings = z.object({
  /** 'Provider 0754 111 222' each; empty: payments are not set up (the billing page says so). */
  payment_numbers: z
    .array(ZPaymentNumberEntry)
    .max(LIMITS.PAYMENT_NUMBERS_MAX, MESSAGES.siteSettings.tooManyNumbers)
    .superRefine((entries, context) => {
      // 0754 111 222 and +255754111222 are one number: students would see it twice.
      const seen = new Set<string>();
      entries.forEach((entry, index) => {
        const number = numberOfPaymentEntry(entry);
        const key = number === null ? null : canonicalTanzanianPhone(number);
        if (key === null) return;
        if (seen.has(key)) {
          context.addIssue({
            code: 'custom',
            path: [index],
            message: MESSAGES.siteSettings.numberTwice,
          });
        }
        seen.add(key);
      });
    }),
  /** A Tanzanian number ('+255754…' or '0754…'), or '' when there is none. */
  support_whatsapp: z
    .string()
    .trim()
    .max(LIMITS.SUPPORT_WHATSAPP_MAX, MESSAGES.siteSettings.whatsappInvalid)
    .refine(
      (value) => value === '' || isTanzanianPhone(value.replace(/[\s-]/g, '')),
      MESSAGES.siteSettings.whatsappInvalid,
    ),
});
export type TSiteSettings = z.infer<typeof ZSiteSettings>;
