// The transaction ID of a mobile-money confirmation SMS (ADR 18): M-Pesa 'CI47HT9XQ2', Airtel
// 'MP241130.1234.A56789', Mixx by Yas '8912345678'. Stored as typed (trimmed); two spellings are
// the same code when they match without spaces and case, as the database's unique index compares
// them (`lower(replace(transaction_code, ' ', ''))`, migration 0018).
import { LIMITS } from '../limits';

/** Letters, digits, `.`, `-`, `/`, with spaces only between them (the text is trimmed first). */
const CODE_SHAPE = /^[A-Za-z0-9./-]+(?: +[A-Za-z0-9./-]+)*$/;

/** Whether trimmed text is a transaction ID an SMS could show: 4–40 characters of that shape. */
export function isTransactionCode(trimmed: string): boolean {
  return (
    trimmed.length >= LIMITS.TRANSACTION_CODE_MIN &&
    trimmed.length <= LIMITS.TRANSACTION_CODE_MAX &&
    CODE_SHAPE.test(trimmed)
  );
}

/** The form two codes are compared in: without spaces, lower case. */
export function transactionCodeKey(code: string): string {
  return code.replace(/ /g, '').toLowerCase();
}

/** Whether two codes (either may be missing) name different payments: both given and unequal. */
export function transactionCodesDiffer(
  a: string | null | undefined,
  b: string | null | undefined,
): boolean {
  return Boolean(a) && Boolean(b) && transactionCodeKey(a ?? '') !== transactionCodeKey(b ?? '');
}
