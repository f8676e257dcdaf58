import { MESSAGES } from '@ptlog/shared';
import { inArray, or, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import {
  aiUsageLogs,
  auditLogs,
  authSessions,
  dailyReports,
  exportRecords,
  feedback,
  mailOutbox,
  oneTimeCodes,
  paymentTransactions,
  profiles,
  reminderOptOuts,
  users,
  weeklyReports,
} from '../../db/schema';
import { ERASED_EMAIL_DOMAIN } from '../accounts/accounts.presenter';
import { rejectPendingOfUsers } from '../billing/billing.repository';
import { countCampaignOutcome } from '../mail/outbox.repository';

/** The name every erased account shows in logs, ledgers and payment lists. */
export const ERASED_NAME = { firstName: 'Deleted', lastName: 'user' } as const;

/**
 * Erases accounts (ADR 5): the person's data goes (profile, reports, exports, sessions, codes,
 * feedback they sent, every mail to them or about them, sent or not, their reminder
 * opt-out, payer details, IPs in the audit log, the texts kept with their AI calls) and their
 * PENDING payments are rejected ('Account deleted'); the users row stays as a tombstone with no
 * name, address or usable password, so ledger, payment, AI-usage and audit rows keep a valid
 * owner and the figures built on them do not change. Run inside the caller's transaction.
 *
 * The users rows are locked `for update` first (the callers' own lock, taken again here for any
 * caller that did not): every write of a person's own data locks their live row first
 * (accounts/live-user.ts), so it either commits before this and is erased with the rest, or
 * waits and then finds the tombstone and writes nothing.
 */
export async function eraseUsers(
  db: TDb,
  accounts: readonly { id: number; email: string }[],
  now: Date,
): Promise<void> {
  const ids = accounts.map((account) => account.id);
  if (ids.length === 0) return;
  const emails = accounts.map((account) => account.email);
  await db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.id, ids))
    .orderBy(users.id)
    .for('update');
  // Main jobs and operations go with their weekly reports (on delete cascade).
  await db.delete(weeklyReports).where(inArray(weeklyReports.studentId, ids));
  await db.delete(dailyReports).where(inArray(dailyReports.studentId, ids));
  await db.delete(exportRecords).where(inArray(exportRecords.userId, ids));
  await db.delete(oneTimeCodes).where(inArray(oneTimeCodes.userId, ids));
  await db.delete(feedback).where(inArray(feedback.userId, ids));
  // Refresh tokens go with their sessions.
  await db.delete(authSessions).where(inArray(authSessions.userId, ids));
  await db.delete(profiles).where(inArray(profiles.userId, ids));
  // Every mail about them, sent or not: by user_id, which each mail about a student carries (the
  // sign-off mails and reminders to their supervisor name them, their week and their link; the
  // rest go to them) and keeps once sent, as Reply-To is not. By address too: a broadcast carries
  // none (an account's address never changes), nor did a mail queued before user_id (its
  // migration, 0024, gave the old rows theirs where the row tells whose it is).
  const droppedMails = await db
    .delete(mailOutbox)
    .where(
      or(
        inArray(mailOutbox.userId, ids),
        inArray(mailOutbox.to, emails),
        inArray(mailOutbox.replyTo, emails),
      ),
    )
    .returning({ campaignId: mailOutbox.campaignId, status: mailOutbox.status });
  await countUnsentAsFailed(db, droppedMails);
  // Kept by address (addresses are stored lower-case, as the opt-out is).
  await db.delete(reminderOptOuts).where(inArray(reminderOptOuts.email, emails));
  // The usage row stays for the figures; the improved text and the hash of what was asked go.
  await db
    .update(aiUsageLogs)
    .set({ answer: null, requestHash: null })
    .where(inArray(aiUsageLogs.userId, ids));
  // Rejected rather than left waiting: approving one later would credit the tombstone.
  await rejectPendingOfUsers(db, ids, MESSAGES.billing.accountDeletedReason, now);
  await db
    .update(paymentTransactions)
    .set({ phoneNumber: '', senderName: '', wakalaName: null, updatedAt: now })
    .where(inArray(paymentTransactions.userId, ids));
  await db.update(auditLogs).set({ ip: null }).where(inArray(auditLogs.actorId, ids));
  await db
    .update(users)
    .set({
      email: sql`'deleted-' || ${users.id} || ${`@${ERASED_EMAIL_DOMAIN}`}`,
      username: sql`'deleted-' || ${users.id}`,
      firstName: ERASED_NAME.firstName,
      lastName: ERASED_NAME.lastName,
      // Not an argon2 hash: no password ever verifies against it.
      passwordHash: '!',
      isActive: false,
      emailVerified: false,
      lastLogin: null,
      profilePicture: null,
      deletedAt: now,
    })
    .where(inArray(users.id, ids));
}

/**
 * A broadcast's mails that were deleted before they went out count as failed on their campaign,
 * or it would wait for them (and show "Sending") for ever. The statuses are those the delete saw,
 * so a mail the worker settled meanwhile is not counted twice.
 */
async function countUnsentAsFailed(
  db: TDb,
  droppedMails: readonly { campaignId: number | null; status: string }[],
): Promise<void> {
  const unsentByCampaign = new Map<number, number>();
  for (const mail of droppedMails) {
    if (mail.campaignId === null || mail.status === 'sent' || mail.status === 'failed') continue;
    unsentByCampaign.set(mail.campaignId, (unsentByCampaign.get(mail.campaignId) ?? 0) + 1);
  }
  for (const [campaignId, unsent] of unsentByCampaign) {
    await countCampaignOutcome(db, campaignId, 'failed', unsent);
  }
}
