import type { TTransaction } from '@ptlog/shared';
import { type Icon, IconCheck, IconEye, IconShieldCheck, IconX } from '@tabler/icons-react';

export interface TransactionActions {
  onView: (transaction: TTransaction) => void;
  onVerify: (transaction: TTransaction) => void;
  onApprove: (transaction: TTransaction) => void;
  onReject: (transaction: TTransaction) => void;
}

/** The four things staff can do with a pending payment, as card buttons and as row icons. */
export const PENDING_ACTIONS: {
  handler: keyof TransactionActions;
  Icon: Icon;
  /** Keys in the staff-billing namespace; the aria label takes the payer's name as `who`. */
  ariaLabel: string;
  button: { text: string; variant?: string; color?: string };
  icon: { tooltip: string; variant: string; color?: string };
  /** Credits the payment: disabled where the viewer may not approve it (approval-block.ts). */
  credits?: true;
}[] = [
  {
    handler: 'onView',
    Icon: IconEye,
    ariaLabel: 'pending.viewAria',
    button: { text: 'pending.details', variant: 'default' },
    icon: { tooltip: 'pending.viewDetails', variant: 'subtle' },
  },
  {
    handler: 'onVerify',
    Icon: IconShieldCheck,
    ariaLabel: 'pending.verifyAria',
    button: { text: 'pending.verify', variant: 'light' },
    icon: { tooltip: 'pending.verifyPayment', variant: 'subtle', color: 'blue' },
    credits: true,
  },
  {
    handler: 'onApprove',
    Icon: IconCheck,
    ariaLabel: 'pending.approveAria',
    button: { text: 'pending.approve', color: 'green' },
    icon: { tooltip: 'pending.approve', variant: 'light', color: 'green' },
    credits: true,
  },
  {
    handler: 'onReject',
    Icon: IconX,
    ariaLabel: 'pending.rejectAria',
    button: { text: 'pending.reject', variant: 'light', color: 'red' },
    icon: { tooltip: 'pending.reject', variant: 'light', color: 'red' },
  },
];
