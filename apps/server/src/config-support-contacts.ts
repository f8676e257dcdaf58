// PAYMENT_NUMBERS and SUPPORT_WHATSAPP at start: the numbers students send money to, held to the Admin Settings form's
// rules (ZSiteSettings) and worded for a comma-separated variable.
import { LIMITS, MESSAGES, ZSiteSettings } from '@ptlog/shared';
import { z } from 'zod';

/** The Admin Settings form's rule (ZSiteSettings), worded for a comma-separated variable. */
function paymentNumbersProblem(entries: string[]): string | undefined {
  const parsed = ZSiteSettings.shape.payment_numbers.safeParse(entries);
  if (parsed.success) return undefined;
  const issue = parsed.error.issues[0]!;
  const index = issue.path[0];
  const where = typeof index === 'number' ? `entry ${index + 1} ` : '';
  const reasons: Record<string, string> = {
    [MESSAGES.siteSettings.paymentNumberInvalid]:
      'is not a provider followed by a Tanzanian number',
    [MESSAGES.siteSettings.onePerLine]: 'holds two numbers (separate entries with a comma)',
    [MESSAGES.siteSettings.numberTwice]: 'lists a number already given',
    [MESSAGES.siteSettings.tooManyNumbers]: `has more than ${LIMITS.PAYMENT_NUMBERS_MAX} entries`,
  };
  return `${where}${reasons[issue.message] ?? issue.message}: write comma-separated entries such as 'M-Pesa 0754 111 222, Airtel Money 0688 333 444'`;
}

/** PAYMENT_NUMBERS: comma-separated entries, checked as the Admin Settings form checks them. */
export const paymentNumbers = z.string().transform((value, context) => {
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const problem = paymentNumbersProblem(entries);
  if (!problem) return entries;
  context.addIssue({ code: 'custom', message: problem });
  return z.NEVER;
});

/** SUPPORT_WHATSAPP: one Tanzanian number, or none. */
export const supportWhatsapp = z
  .string()
  .trim()
  .refine((value) => ZSiteSettings.shape.support_whatsapp.safeParse(value).success, {
    message: 'must be a Tanzanian number such as +255754111222 or 0754 111 222',
  });
