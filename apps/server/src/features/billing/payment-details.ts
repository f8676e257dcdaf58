// How two spellings of a payment's details compare: phones as the same number, names ignoring
// case and extra spaces. A new record is compared with the user's pending ones (recording.ts),
// strictly; verify_payment matches what a caller typed against the record (typedDetailsMatch).
import { canonicalTanzanianPhone, isTanzanianPhone } from '@ptlog/shared';
import { nameKey } from '../../lib/name-key';

/**
 * One spelling per phone for comparisons: Tanzanian numbers as +255… (also when typed 255… without
 * the plus, as payment phones may be), others without spaces.
 */
export function phoneKey(phone: string): string {
  const compact = phone.replace(/[\s-]/g, '');
  if (/^255[1-9]\d{8}$/.test(compact)) return `+${compact}`;
  return isTanzanianPhone(compact) ? canonicalTanzanianPhone(compact) : compact;
}

export interface TPaymentDetails {
  phoneNumber: string;
  senderName: string;
  amountTsh: number;
}

/** The same phone (however spelled), the same sender name and the same amount. */
export function sameDetails(a: TPaymentDetails, b: TPaymentDetails): boolean {
  return (
    phoneKey(a.phoneNumber) === phoneKey(b.phoneNumber) &&
    nameKey(a.senderName) === nameKey(b.senderName) &&
    a.amountTsh === b.amountTsh
  );
}

/** A recorded payment as verify_payment compares it: its details and its wakala's name. */
export interface TRecordedPayment extends TPaymentDetails {
  wakalaName: string | null;
}

/**
 * What someone typed from the payment's SMS against the record: the same phone and amount, and a
 * name the SMS may show. A wakala payment's sender name is optional (the student may not know who
 * sent it): without one the name is not compared. The wakala's own name (the SMS of a payment the
 * agent sent shows it) is accepted as well as the sender's; any other name is a mismatch.
 */
export function typedDetailsMatch(recorded: TRecordedPayment, typed: TPaymentDetails): boolean {
  if (phoneKey(recorded.phoneNumber) !== phoneKey(typed.phoneNumber)) return false;
  if (recorded.amountTsh !== typed.amountTsh) return false;
  const typedName = nameKey(typed.senderName);
  const senderName = nameKey(recorded.senderName);
  if (senderName === '' || senderName === typedName) return true;
  return recorded.wakalaName !== null && nameKey(recorded.wakalaName) === typedName;
}

/**
 * Which of the typed details did not match the record, as typedDetailsMatch compares them: for
 * the failed verification's audit row (the fields' names only, never what was typed).
 */
export function mismatchedDetails(
  recorded: TRecordedPayment,
  typed: TPaymentDetails,
): ('phone' | 'sender_name' | 'amount')[] {
  const mismatched: ('phone' | 'sender_name' | 'amount')[] = [];
  if (phoneKey(recorded.phoneNumber) !== phoneKey(typed.phoneNumber)) mismatched.push('phone');
  const typedName = nameKey(typed.senderName);
  const senderName = nameKey(recorded.senderName);
  const nameMatches =
    senderName === '' ||
    senderName === typedName ||
    (recorded.wakalaName !== null && nameKey(recorded.wakalaName) === typedName);
  if (!nameMatches) mismatched.push('sender_name');
  if (recorded.amountTsh !== typed.amountTsh) mismatched.push('amount');
  return mismatched;
}
