// The workplace transaction history's search box: client-side over the user's own transactions.
import type { TOwnTransaction } from '@ptlog/shared';

const normalise = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();
const digits = (text: string) => text.replace(/\D/g, '');
/** A word made of digits and the separators people type in numbers: '0712', '5,000', '+255'. */
const NUMBER_LIKE = /^[+]?\d[\d,.]*$/;

/**
 * Keeps transactions whose sender, phone, amount, status, wakala or transaction ID contains every
 * word typed (a payment staff recorded that awaits the student's confirmation has none of these
 * but its status: its details are withheld until then).
 * Phones and amounts also match by digits alone ('0712 345' finds '0712345678', '5,000' finds
 * '5000.00').
 */
export function filterTransactions<T extends TOwnTransaction>(
  transactions: T[],
  query: string,
): T[] {
  const words = normalise(query).split(' ').filter(Boolean);
  if (words.length === 0) return transactions;
  return transactions.filter((transaction) => {
    const amount = transaction.amount === null ? '' : String(Number(transaction.amount));
    const phone = transaction.user_phone_number ?? '';
    const text = normalise(
      [
        transaction.sender_name ?? '',
        phone,
        transaction.amount ?? '',
        amount,
        transaction.transaction_status,
        transaction.wakala_name ?? '',
        transaction.transaction_code ?? '',
      ].join(' '),
    );
    const numbers = `${digits(phone)} ${amount}`;
    return words.every(
      (word) => text.includes(word) || (NUMBER_LIKE.test(word) && numbers.includes(digits(word))),
    );
  });
}
