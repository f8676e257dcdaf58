// Which payments staff may not approve or verify themselves: the server's billing.policy.ts
// (403) as the screen shows it, so the button is disabled with the reason instead of failing.
import type { TTransaction } from '@ptlog/shared';

/** Why another staff member must approve this payment: it pays the viewer, or they recorded it. */
export type TApprovalBlock = 'paysYou' | 'recordedByYou';

/**
 * The reason the viewer (the signed-in staff member's id) may not approve or verify the payment,
 * or null when they may. Rejecting stays open to them: the policy guards credits only.
 */
export function approvalBlock(
  transaction: Pick<TTransaction, 'user' | 'created_by'>,
  viewerId: number | null | undefined,
): TApprovalBlock | null {
  if (viewerId == null) return null;
  if (transaction.user === viewerId) return 'paysYou';
  if (transaction.created_by === viewerId) return 'recordedByYou';
  return null;
}

/** The key of the reason's text in the staff-billing namespace. */
export const approvalBlockText = (block: TApprovalBlock) => `approvalBlocked.${block}` as const;
