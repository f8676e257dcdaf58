import type { TDailyReport } from '@ptlog/shared';
import type { TDailyReportRow } from '../../db/schema';

/** The API object of a daily report; `weekLocked` when its week is submitted or approved. */
export function toDailyReportAnswer(
  row: TDailyReportRow,
  context: { studentName: string; weekLocked: boolean },
): TDailyReport {
  return {
    id: row.id,
    date: row.date,
    week_number: row.weekNumber,
    description: row.description,
    hours_spent: row.hoursSpent,
    is_submitted: row.isSubmitted,
    is_editable: !row.isSubmitted && !context.weekLocked,
    student_name: context.studentName,
    skills_learned: row.skillsLearned,
    challenges_faced: row.challengesFaced,
    supervisor_feedback: row.supervisorFeedback,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
