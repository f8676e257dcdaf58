import { MESSAGES } from '@ptlog/shared';
import { inArray, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import {
  auditLogs,
  authSessions,
  dailyReports,
  exportRecords,
  feedback,
  mailOutbox,
  oneTimeCodes,
  paymentTransactions,
  profiles,
  users,
  weeklyReports,
} from '../../db/schema';
import { rejectPendingOfUsers } from '../billing/billing.repository';
import { countCampaignOutcome } from '../mail/outbox.repository';

/** The name every erased account shows in logs, ledgers and payment lists. */
export const ERASED_NAME = { firstName: 'Deleted', lastName: 'user' } as const;

/**
 * Erases accounts (ADR 5): the person's data goes (profile, reports, exports, sessions, codes,
 * feedback they sent, queued mail, payer details, IPs in the audit log) and their PENDING payments
 * are rejected ('Account deleted'); the users row stays as a tombstone with no name, address or
 * usable password, so ledger, payment, AI-usage and audit rows keep a valid owner and the figures
 * built on them do not change. Run inside the caller's transaction.
 */
export async function eraseUsers(
  db: TDb,
  accounts: readonly { id: number; email: string }[],
  now: Date,
): Promise<void> {
  const ids = accounts.map((account) => account.id);
  if (ids.length === 0) return;
  // Main jobs and operations go with their weekly reports (on delete cascade).
  await db.delete(weeklyReports).where(inArray(weeklyReports.studentId, ids));
  await db.delete(dailyReports).where(inArray(dailyReports.studentId, ids));
  await db.delete(exportRecords).where(inArray(exportRecords.userId, ids));
  await db.delete(oneTimeCodes).where(inArray(oneTimeCodes.userId, ids));
  await db.delete(feedback).where(inArray(feedback.userId, ids));
  // Refresh tokens go with their sessions.
  await db.delete(authSessions).where(inArray(authSessions.userId, ids));
  await db.delete(profiles).where(inArray(profiles.userId, ids));
  const droppedMails = await db
    .delete(mailOutbox)
    .where(
      inArray(
        mailOutbox.to,
        accounts.map((account) => account.email),
      ),
    )
    .returning({ campaignId: mailOutbox.campaignId, status: mailOutbox.status });
  await countUnsentAsFailed(db, droppedMails);
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
      email: sql`'deleted-' || ${users.id} || '@deleted.invalid'`,
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
