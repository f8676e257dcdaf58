// Payment phone numbers are stored as they were typed ('0712 345 678', '+255712345678',
// '255712345678'), so the staff's transaction search looks for a typed number in each spelling.
// The staff's user search does the same over the profile phone (stored as +255…).
import { type Column, ilike, like, or, type SQL, sql } from 'drizzle-orm';
import { paymentTransactions } from '../../db/schema';
import { containsPattern } from '../../lib/like-pattern';

/** Digits, with an optional leading + and spaces or dashes between them. */
const PHONE_LIKE = /^\+?[\d\s-]+$/;
/** Fewer national digits after a 0 or 255 are too short to be read as a prefixed number. */
const MIN_NATIONAL_DIGITS = 3;

/**
 * The digit strings a stored number, without its spaces and dashes, may contain to match a
 * phone-like search; null when the search is not phone-like. A number typed with its prefix
 * (0712…, 255712…, +255712…) is looked for as 0712… and as 255712… (which +255712… contains);
 * digits without a prefix are looked for as they are.
 */
export function phoneSearchForms(search: string): string[] | null {
  const text = search.trim();
  if (!PHONE_LIKE.test(text)) return null;
  const digits = text.replace(/\D/g, '');
  if (!digits) return null;
  const national = digits.startsWith('255')
    ? digits.slice(3)
    : digits.startsWith('0')
      ? digits.slice(1)
      : '';
  if (national.length < MIN_NATIONAL_DIGITS) return [digits];
  return [`0${national}`, `255${national}`];
}

/**
 * A phone column (the transaction's by default) against the search: a phone-like search compares
 * the stored number without its spaces and dashes to each of its spellings; any other is a plain
 * `pattern` match. Like the plain match, it filters the rows the list's indexes choose.
 * `stored: 'compact'` says the column never holds spaces or dashes (the profile phone, validated
 * and stored as +255… at registration): no regexp_replace per row then, 5,000 profiles 3.8 → 1.7 ms.
 */
export function phoneNumberMatches(
  search: string,
  pattern: string,
  phone: Column = paymentTransactions.phoneNumber,
  stored: 'as-typed' | 'compact' = 'as-typed',
): SQL | undefined {
  const forms = phoneSearchForms(search);
  if (!forms) return ilike(phone, pattern);
  const compact =
    stored === 'compact' ? sql`${phone}` : sql`regexp_replace(${phone}, '[[:space:]-]', '', 'g')`;
  return or(...forms.map((form) => like(compact, containsPattern(form))));
}
