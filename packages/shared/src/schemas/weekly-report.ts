// Weekly report, main job and operation payloads (spec 1 §3, §7; DESIGN §2, §4.4).
import { z } from 'zod';
import { TRAINING_WEEKS } from '../constants/calendar';
import { WEEKLY_STATUSES } from '../constants/reports';
import { LIMITS } from '../limits';
import { MESSAGES } from '../messages';

const summary = z.string().trim().max(LIMITS.SUMMARY_MAX, MESSAGES.weekly.summaryTooLong);
const description = z
  .string()
  .trim()
  .max(LIMITS.DESCRIPTION_MAX, MESSAGES.daily.descriptionTooLong);
const text = z.string().trim().max(LIMITS.TEXT_MAX, MESSAGES.weekly.textTooLong);

export const ZWeekNumber = z.coerce
  .number({ error: MESSAGES.weekly.weekNotFound })
  .int(MESSAGES.weekly.weekNotFound)
  .min(1, MESSAGES.weekly.weekNotFound)
  .max(TRAINING_WEEKS, MESSAGES.weekly.weekNotFound);

export const ZWeeklyStatus = z.enum(WEEKLY_STATUSES);

/** POST /reports/weekly/. Start and end dates are derived from the placement calendar. */
export const ZWeeklyReportCreate = z.object({
  week_number: ZWeekNumber,
  summary: summary.optional(),
  main_job_title: text.optional(),
  main_job_description: description.optional(),
});
export type TWeeklyReportCreate = z.infer<typeof ZWeeklyReportCreate>;

/** PUT /reports/weekly/week/{week}/. */
export const ZWeeklyReportUpdate = z.object({
  summary: summary.optional(),
  main_job_title: text.optional(),
  main_job_description: description.optional(),
});
export type TWeeklyReportUpdate = z.infer<typeof ZWeeklyReportUpdate>;

/** POST /reports/main-jobs/: `weekly_report` is the weekly report's id. */
export const ZMainJobCreate = z.object({
  title: text,
  weekly_report: z.number().int().positive(),
  description: description.optional(),
});
export type TMainJobCreate = z.infer<typeof ZMainJobCreate>;

export const ZMainJobUpdate = z.object({ title: text });
export type TMainJobUpdate = z.infer<typeof ZMainJobUpdate>;

export const ZOperationCreate = z.object({
  main_job: z.number().int().positive().optional(),
  step_number: z.number().int().min(1),
  operation_description: description,
  tools_used: text.default(''),
});
export type TOperationCreate = z.infer<typeof ZOperationCreate>;

export const ZOperationUpdate = z.object({
  operation_description: description.optional(),
  tools_used: text.optional(),
});
export type TOperationUpdate = z.infer<typeof ZOperationUpdate>;

/** POST /reports/weekly/week/{week}/enhance_with_ai/. */
export const ZEnhanceWeeklyInput = z.object({
  additional_instructions: text.optional(),
});
export type TEnhanceWeeklyInput = z.infer<typeof ZEnhanceWeeklyInput>;
