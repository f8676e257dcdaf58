import type { TMainJob, TOperation } from '@ptlog/shared';
import type { TMainJobRow, TOperationRow } from '../../db/schema';

export function toOperationAnswer(row: TOperationRow): TOperation {
  return {
    id: row.id,
    step_number: row.stepNumber,
    operation_description: row.operationDescription,
    tools_used: row.toolsUsed,
    main_job: row.mainJobId,
  };
}

/** `operations` must be the job's operations ordered by step. */
export function toMainJobAnswer(job: TMainJobRow, operations: readonly TOperationRow[]): TMainJob {
  return {
    id: job.id,
    weekly_report: job.weeklyReportId,
    title: job.title,
    description: job.description,
    operations: operations.map(toOperationAnswer),
  };
}
