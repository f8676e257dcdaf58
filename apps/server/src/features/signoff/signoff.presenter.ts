import { signoffStateOf, type TWeekSignoff } from '@ptlog/shared';
import type { TWeeklyReportRow } from '../../db/schema';

const iso = (moment: Date | null) => moment?.toISOString() ?? null;

/** The sign-off part of a weekly report answer. */
export function toWeekSignoff(report: TWeeklyReportRow): TWeekSignoff {
  return {
    state: signoffStateOf({
      status: report.status,
      sentAt: report.signoffSentAt,
      returnedAt: report.returnedAt,
    }),
    sent_at: report.status === 'SUBMITTED' ? iso(report.signoffSentAt) : null,
    approved_by: report.approvedBy,
    approved_position: report.approvedPosition,
    approved_at: iso(report.approvedAt),
    returned_by: report.returnedBy,
    returned_at: iso(report.returnedAt),
    return_comment: report.returnComment,
  };
}
