// The staff's transaction search (finding 3 of the A1 audit): staff search the way a student
// describes a payment on the phone — "I paid 5,000, Mrema Elia". A search that is an amount
// matches the amount exactly; otherwise each word of it must match some field, in any order.
import { and, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { paymentTransactions, users } from '../../db/schema';
import { containsPattern } from '../../lib/like-pattern';
import { phoneNumberMatches, phoneSearchForms } from './phone-search';

/** The largest value the integer `amount_tsh` column holds: a longer number is not an amount. */
const MAX_AMOUNT = 2_147_483_647;
/** 'TZS 5,000', 'Tsh5000', '5,000/=', '5000 TZS', '10,000.00' (an SMS's cents) */
const AMOUNT_LIKE =
  /^(?:(?:tzs|tshs?)\.?\s*)?(\d{1,3}(?:,\d{3})+|\d+)(?:\.00?)?\s*(?:\/=|\/-)?\s*(?:tzs|tshs?)?$/i;

/** The amount in shillings a search spells ('5,000', 'TZS 5,000', '5000/='), or null. */
export function searchedAmount(search: string): number | null {
  const match = AMOUNT_LIKE.exec(search.trim());
  if (!match?.[1]) return null;
  const amount = Number(match[1].replace(/,/g, ''));
  return Number.isSafeInteger(amount) && amount > 0 && amount <= MAX_AMOUNT ? amount : null;
}

/**
 * The words a search is matched by: a phone number typed in groups ('0712 345 678') stays one
 * word, as does an amount; any other search is split at its spaces.
 */
export function searchWords(search: string): string[] {
  const text = search.trim();
  if (!text) return [];
  if (phoneSearchForms(text) || searchedAmount(text) !== null) return [text];
  return text.split(/\s+/);
}

/**
 * One word against every field: the owner's name or e-mail, the sender, the phone, the wakala or
 * the transaction ID (compared without spaces, as its unique index compares it, ADR 18), and the
 * amount when the word is one.
 */
function wordMatches(word: string): SQL | undefined {
  const pattern = containsPattern(word);
  const amount = searchedAmount(word);
  return or(
    ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
    ilike(users.email, pattern),
    ilike(paymentTransactions.senderName, pattern),
    phoneNumberMatches(word, pattern),
    ilike(paymentTransactions.wakalaName, pattern),
    ilike(
      sql`replace(${paymentTransactions.transactionCode}, ' ', '')`,
      containsPattern(word.replace(/ /g, '')),
    ),
    amount === null ? undefined : eq(paymentTransactions.amountTsh, amount),
  );
}

/**
 * The whole search matches some field (a name typed in the register's order, a spaced phone or
 * code), or each of its words matches some field: "Mrema Elia" finds Elia Mrema, "TZS 5,000"
 * and "5000/=" find the 5,000 payments.
 */
export function transactionSearchMatches(search: string): SQL | undefined {
  const words = searchWords(search);
  if (words.length <= 1) return wordMatches(search.trim());
  return or(wordMatches(search.trim()), and(...words.map(wordMatches)));
}
