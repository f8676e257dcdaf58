// Who may put money on an account (security audit, billing 2): staff never credit themselves.
// A staff member may not record a payment for their own account, nor approve or verify one that
// pays their own account or that they recorded; another staff member must. (A student confirming
// a staff-recorded payment of theirs with verify_payment is not an approval by staff: DESIGN §4.8.)
import { ERROR_CODES, MESSAGES } from '@ptlog/shared';
import { AppError } from '../../lib/app-error';

/** Staff recording a payment (Create Transaction) for the user `ownerId`. */
export function assertMayRecordPaymentFor(staffId: number, ownerId: number): void {
  if (staffId === ownerId) {
    throw new AppError(ERROR_CODES.FORBIDDEN, MESSAGES.billing.ownAccountPayment);
  }
}

/** Staff approving or verifying a payment: neither its owner nor the one who recorded it. */
export function assertMayApprovePayment(
  staffId: number,
  payment: { userId: number; createdBy: number | null },
): void {
  if (payment.userId === staffId || payment.createdBy === staffId) {
    throw new AppError(ERROR_CODES.FORBIDDEN, MESSAGES.billing.ownPaymentApproval);
  }
}
