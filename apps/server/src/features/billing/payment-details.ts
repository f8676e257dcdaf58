// How two spellings of a payment's details compare: phones as the same number, names ignoring
// case and extra spaces. verify_payment matches what a caller typed against the record with it,
// and a new record is compared with the user's pending ones (recording.ts).
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
