// Telling the student that staff decided their payment (first-week audit: an approval showed only
// after a reload, and nothing was mailed). The mail is queued in the decision's own transaction,
// so it exists exactly when the decision commits, and once: only the call whose conditional
// update settled the PENDING row gets this far.
//
// A payment decision is transactional mail about the student's money, not a reminder: the
// reminder opt-out (the only mail preference) does not stop it, and it carries no unsubscribe
// link. A deleted account (an anonymised tombstone) or a banned one (is_active false) gets none.
import type { TDb } from '../../db/client';
import type { TPaymentTransactionRow, TUserRow } from '../../db/schema';
import { findUserById } from '../accounts/users.repository';
import type { TMailOutbox } from '../mail/outbox';
import { getSupportContacts } from '../site-settings/site-settings.service';
import { balanceOf } from '../tokens/ledger';
import {
  paymentApprovedMail,
  paymentRejectedMail,
  paymentReversedMail,
  type TDecidedPayment,
} from './payment-decision.mail';

/** What queuing a decision mail needs from the app: its outbox and PUBLIC_URL. */
export interface TDecisionMailer {
  mail: TMailOutbox;
  publicUrl: string;
}

/** The payment's owner when they may be mailed: not deleted, not banned. */
async function recipientOf(tx: TDb, userId: number): Promise<TUserRow | undefined> {
  const owner = await findUserById(tx, userId);
  return owner && !owner.deletedAt && owner.isActive ? owner : undefined;
}

function decidedPayment(
  owner: TUserRow,
  row: TPaymentTransactionRow,
  mailer: TDecisionMailer,
): TDecidedPayment {
  return {
    to: owner.email,
    firstName: owner.firstName,
    language: owner.language,
    reference: row.id,
    amountTsh: row.amountTsh,
    senderName: row.senderName,
    transactionCode: row.transactionCode,
    billingLink: `${mailer.publicUrl}/billing`,
  };
}

/** Inside the approval's transaction, after the credit: tokens added and the new balance. */
export async function queueApprovedMail(
  tx: TDb,
  row: TPaymentTransactionRow,
  mailer: TDecisionMailer,
): Promise<void> {
  const owner = await recipientOf(tx, row.userId);
  if (!owner) return;
  const balance = await balanceOf(tx, owner.id);
  await mailer.mail.enqueue(
    tx,
    paymentApprovedMail({
      ...decidedPayment(owner, row, mailer),
      tokensAdded: row.tokens,
      balance,
    }),
    owner.id,
  );
}

/** Inside the rejection's transaction: the staff's reason (if any) and what to do next. */
export async function queueRejectedMail(
  tx: TDb,
  row: TPaymentTransactionRow,
  mailer: TDecisionMailer,
): Promise<void> {
  const owner = await recipientOf(tx, row.userId);
  if (!owner) return;
  const { supportWhatsapp } = await getSupportContacts(tx);
  await mailer.mail.enqueue(
    tx,
    paymentRejectedMail({
      ...decidedPayment(owner, row, mailer),
      reason: row.rejectionReason,
      supportWhatsapp,
      helpLink: `${mailer.publicUrl}/help`,
    }),
    owner.id,
  );
}

/**
 * Inside the reversal's transaction (ADR 29), after the tokens were taken back: the reason, the
 * tokens taken and the balance now (below zero when they were spent).
 */
export async function queueReversedMail(
  tx: TDb,
  row: TPaymentTransactionRow,
  mailer: TDecisionMailer,
): Promise<void> {
  const owner = await recipientOf(tx, row.userId);
  if (!owner) return;
  const balance = await balanceOf(tx, owner.id);
  const { supportWhatsapp } = await getSupportContacts(tx);
  await mailer.mail.enqueue(
    tx,
    paymentReversedMail({
      ...decidedPayment(owner, row, mailer),
      reason: row.rejectionReason ?? '',
      tokensTaken: row.tokens,
      balance,
      supportWhatsapp,
      helpLink: `${mailer.publicUrl}/help`,
    }),
    owner.id,
  );
}
