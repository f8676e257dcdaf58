// How staff left a payer's account (`account_state` on the staff lists' rows): a payment from a
// banned, suspended or deleted account is flagged before it is approved. Staff only.
import type { TAccountState, TStaffTransaction, TTransaction } from '@ptlog/shared';

/** The payer's account state; 'active' where no staff list said (a plain transaction). */
export function accountStateOf(transaction: TTransaction | TStaffTransaction): TAccountState {
  return 'account_state' in transaction ? transaction.account_state : 'active';
}

/** The badge's colour: as the admin area's action badges (BAN red, SUSPEND orange, DELETE dark). */
export const ACCOUNT_STATE_COLOR: Record<Exclude<TAccountState, 'active'>, string> = {
  banned: 'red',
  suspended: 'orange',
  deleted: 'dark',
};
