// signoff_requests and the sign-off columns of weekly_reports (issue 17).
import { and, count, desc, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import {
  dailyReports,
  profiles,
  signoffRequests,
  type TSignoffRequestRow,
  type TWeeklyReportRow,
  type TWeekStudentSnapshot,
  users,
  weeklyReports,
} from '../../db/schema';
import { mailboxKey, mailboxKeySql } from '../../lib/mailbox-key';

export type TNewSignoffRequest = typeof signoffRequests.$inferInsert;

export async function findWeekRow(db: TDb, id: number): Promise<TWeeklyReportRow | undefined> {
  const [row] = await db.select().from(weeklyReports).where(eq(weeklyReports.id, id));
  return row;
}

/** Revokes the week's pending links (a new request replaces them). */
export async function revokePendingOfWeek(tx: TDb, weeklyReportId: number): Promise<void> {
  await tx
    .update(signoffRequests)
    .set({ status: 'revoked' })
    .where(
      and(
        eq(signoffRequests.weeklyReportId, weeklyReportId),
        eq(signoffRequests.status, 'pending'),
      ),
    );
}

/**
 * The week's newest pending, unexpired link to this address with this message, made after
 * `since`: a send that repeats it (its answer was lost) answers it instead of mailing again.
 */
export async function findRepeatedPending(
  tx: TDb,
  weeklyReportId: number,
  repeat: { to: string; message: string; since: Date; now: Date },
): Promise<TSignoffRequestRow | undefined> {
  const [row] = await tx
    .select()
    .from(signoffRequests)
    .where(
      and(
        eq(signoffRequests.weeklyReportId, weeklyReportId),
        eq(signoffRequests.status, 'pending'),
        eq(signoffRequests.supervisorEmail, repeat.to),
        eq(signoffRequests.message, repeat.message),
        gt(signoffRequests.createdAt, repeat.since),
        gt(signoffRequests.expiresAt, repeat.now),
      ),
    )
    .orderBy(desc(signoffRequests.createdAt))
    .limit(1);
  return row;
}

/** How many links this week was sent since `since` (replaced and decided ones too). */
/** The links of this week sent to this address (stored lower-cased, trimmed) since then. */
export async function linksSentSince(
  tx: TDb,
  weeklyReportId: number,
  to: string,
  since: Date,
): Promise<number> {
  const [row] = await tx
    .select({ value: count() })
    .from(signoffRequests)
    .where(
      and(
        eq(signoffRequests.weeklyReportId, weeklyReportId),
        eq(signoffRequests.supervisorEmail, to),
        gt(signoffRequests.createdAt, since),
      ),
    );
  return row?.value ?? 0;
}

/** A handed-in week's student block, replaced whole (signoff.service: nameSupervisorOnWeek). */
export async function replaceWeekSnapshot(
  tx: TDb,
  weeklyReportId: number,
  snapshot: TWeekStudentSnapshot,
): Promise<void> {
  await tx
    .update(weeklyReports)
    .set({ studentSnapshot: snapshot })
    .where(eq(weeklyReports.id, weeklyReportId));
}

export async function insertSignoffRequest(
  tx: TDb,
  values: TNewSignoffRequest,
): Promise<TSignoffRequestRow> {
  const [row] = await tx.insert(signoffRequests).values(values).returning();
  return row!;
}

/** Remembers the newest send of the week: when, to whom, and when its link expires. */
export async function markWeekSent(
  tx: TDb,
  weeklyReportId: number,
  sent: { now: Date; to: string; expiresAt: Date },
): Promise<void> {
  await tx
    .update(weeklyReports)
    .set({ signoffSentAt: sent.now, signoffSentTo: sent.to, signoffExpiresAt: sent.expiresAt })
    .where(eq(weeklyReports.id, weeklyReportId));
}

/**
 * The student's supervisor e-mail, its profile row locked until the transaction ends: a profile
 * change and a request of the same student take turns (the change revokes what the request sent).
 */
export async function lockSupervisorEmail(tx: TDb, studentId: number): Promise<string> {
  const [row] = await tx
    .select({ email: profiles.supervisorEmail })
    .from(profiles)
    .where(eq(profiles.userId, studentId))
    .for('update');
  return row?.email ?? '';
}

/**
 * Whether this address reaches the mailbox of an account (the student's own or anyone's): compared
 * by mailbox key (mailbox-key.ts), so asha.mushi+boss@gmail.com or a.sha.mushi@googlemail.com is
 * asha.mushi@gmail.com. One probe of users_mailbox_key_idx (the index of this same expression).
 */
export async function isAccountEmail(db: TDb, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(mailboxKeySql(users.email), mailboxKey(email)))
    .limit(1);
  return Boolean(row);
}

/**
 * Revokes the student's pending links (the supervisor changed): their weeks go back to
 * 'submitted', to be sent again; the old links then answer link_replaced.
 */
export async function revokePendingOfStudent(tx: TDb, studentId: number): Promise<void> {
  await tx
    .update(signoffRequests)
    .set({ status: 'revoked' })
    .where(and(eq(signoffRequests.studentId, studentId), eq(signoffRequests.status, 'pending')));
  await tx
    .update(weeklyReports)
    .set({ signoffSentAt: null, signoffSentTo: null, signoffExpiresAt: null })
    .where(
      and(
        eq(weeklyReports.studentId, studentId),
        eq(weeklyReports.status, 'SUBMITTED'),
        isNotNull(weeklyReports.signoffSentAt),
      ),
    );
}

export async function findRequestByHash(
  db: TDb,
  tokenHash: string,
): Promise<TSignoffRequestRow | undefined> {
  const [row] = await db
    .select()
    .from(signoffRequests)
    .where(eq(signoffRequests.tokenHash, tokenHash));
  return row;
}

/**
 * Settles a link that is still pending and unexpired, in one conditional update: of two
 * simultaneous decisions only one finds it pending. Answers the settled row, or undefined.
 */
export async function settlePendingRequest(
  tx: TDb,
  id: number,
  values: {
    status: 'approved' | 'returned';
    signerName: string;
    signerIp: string;
    comment: string | null;
    now: Date;
  },
): Promise<TSignoffRequestRow | undefined> {
  const [row] = await tx
    .update(signoffRequests)
    .set({
      status: values.status,
      signerName: values.signerName,
      signerIp: values.signerIp,
      comment: values.comment,
      decidedAt: values.now,
    })
    .where(
      and(
        eq(signoffRequests.id, id),
        eq(signoffRequests.status, 'pending'),
        gt(signoffRequests.expiresAt, values.now),
      ),
    )
    .returning();
  return row;
}

/** SUBMITTED → APPROVED with the approval; answers whether the week changed. */
export async function approveSubmittedWeek(
  tx: TDb,
  weeklyReportId: number,
  approval: {
    name: string;
    position: string;
    ip: string;
    /** The address the approving link was mailed to. */
    email: string;
    comment: string | null;
    now: Date;
  },
): Promise<boolean> {
  const rows = await tx
    .update(weeklyReports)
    .set({
      status: 'APPROVED',
      approvedBy: approval.name,
      approvedPosition: approval.position,
      approvedAt: approval.now,
      approvedIp: approval.ip,
      approvedEmail: approval.email,
      approvalComment: approval.comment,
      returnedBy: null,
      returnedAt: null,
      returnComment: null,
      updatedAt: approval.now,
    })
    .where(and(eq(weeklyReports.id, weeklyReportId), eq(weeklyReports.status, 'SUBMITTED')))
    .returning({ id: weeklyReports.id });
  return rows.length > 0;
}

/** SUBMITTED → DRAFT with the supervisor's comment; the week's days become editable again. */
export async function returnSubmittedWeek(
  tx: TDb,
  weeklyReportId: number,
  value: { name: string; comment: string; now: Date },
): Promise<boolean> {
  const [row] = await tx
    .update(weeklyReports)
    .set({
      status: 'DRAFT',
      submittedAt: null,
      signoffSentAt: null,
      signoffSentTo: null,
      signoffExpiresAt: null,
      returnedBy: value.name,
      returnedAt: value.now,
      returnComment: value.comment,
      // A draft again: it prints the live profile until it is submitted again (ADR 26).
      studentSnapshot: null,
      updatedAt: value.now,
    })
    .where(and(eq(weeklyReports.id, weeklyReportId), eq(weeklyReports.status, 'SUBMITTED')))
    .returning({ studentId: weeklyReports.studentId, week: weeklyReports.weekNumber });
  if (!row) return false;
  await tx
    .update(dailyReports)
    .set({ isSubmitted: false, updatedAt: value.now })
    .where(and(eq(dailyReports.studentId, row.studentId), eq(dailyReports.weekNumber, row.week)));
  return true;
}

/**
 * Revokes a pending, never-reminded link for the reminder that replaces it; answers whether this
 * caller did (a second instance, or a decision meanwhile, finds it changed).
 */
export async function revokeForReminder(tx: TDb, id: number, now: Date): Promise<boolean> {
  const rows = await tx
    .update(signoffRequests)
    .set({ status: 'revoked', remindedAt: now })
    .where(
      and(
        eq(signoffRequests.id, id),
        eq(signoffRequests.status, 'pending'),
        isNull(signoffRequests.remindedAt),
      ),
    )
    .returning({ id: signoffRequests.id });
  return rows.length > 0;
}

export async function findRequestById(
  db: TDb,
  id: number,
): Promise<TSignoffRequestRow | undefined> {
  const [row] = await db.select().from(signoffRequests).where(eq(signoffRequests.id, id));
  return row;
}
