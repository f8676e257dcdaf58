import { signoffStateOf, type TWeekSignoff } from '@ptlog/shared';
import type { TWeeklyReportReadRow } from '../../db/schema';

const iso = (moment: Date | null) => moment?.toISOString() ?? null;

/** The sign-off part of a weekly report answer. */
export function toWeekSignoff(report: TWeeklyReportReadRow): TWeekSignoff {
  const state = signoffStateOf({
    status: report.status,
    sentAt: report.signoffSentAt,
    returnedAt: report.returnedAt,
  });
  // The newest link's send time, address and expiry, while the week waits for its answer.
  const waiting = state === 'sent';
  return {
    state,
    sent_at: waiting ? iso(report.signoffSentAt) : null,
    sent_to: waiting ? report.signoffSentTo : null,
    expires_at: waiting ? iso(report.signoffExpiresAt) : null,
    approved_by: report.approvedBy,
    approved_position: report.approvedPosition,
    approved_at: iso(report.approvedAt),
    approval_comment: report.status === 'APPROVED' ? report.approvalComment : null,
    returned_by: report.returnedBy,
    returned_at: iso(report.returnedAt),
    return_comment: report.returnComment,
  };
}

/**
 * An e-mail address shown to others with its local part hidden but its first character
 * (j***@company.co.tz): enough to tell the supervisor's work address from a student's own.
 */
export function maskEmail(email: string | null): string | null {
  if (!email) return null;
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email[0]}***${email.slice(at)}`;
}
