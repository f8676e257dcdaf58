// Weekly report, main job and operation payloads (spec 1 §3, §7; DESIGN §2, §4.4).
import { z } from 'zod';
import { TRAINING_WEEKS } from '../constants/calendar';
import { WEEKLY_STATUSES } from '../constants/reports';
import { LIMITS } from '../limits';
import { MESSAGES } from '../messages';
import { ZDailyReport } from './daily-report';
import { ZSaneIsoDate } from './dates';
import { ZDbId } from './db-id';
import { ZList } from './page';
import { ZWeekSignoff } from './signoff';

const summary = z.string().trim().max(LIMITS.SUMMARY_MAX, MESSAGES.weekly.summaryTooLong);
const description = z
  .string()
  .trim()
  .max(LIMITS.DESCRIPTION_MAX, MESSAGES.daily.descriptionTooLong);
const text = z.string().trim().max(LIMITS.TEXT_MAX, MESSAGES.weekly.textTooLong);
/** A main job is named: its title may not be missing or blank. */
const mainJobTitle = z
  .string({ error: MESSAGES.weekly.mainJobTitleRequired })
  .trim()
  .min(1, MESSAGES.weekly.mainJobTitleRequired)
  .max(LIMITS.TEXT_MAX, MESSAGES.weekly.textTooLong);
/** A row id: a positive PostgreSQL integer. */
const id = ZDbId;

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

/**
 * PUT /reports/weekly/week/{week}/. A blank main_job_title names no job yet, so it is refused only
 * when the week has a main job (the service checks, as the week's row is locked).
 */
export const ZWeeklyReportUpdate = z.object({
  summary: summary.optional(),
  main_job_title: text.optional(),
  main_job_description: description.optional(),
  /**
   * Ours: the Monday of the page the client showed (its `start_date`). Staff moving the placement
   * start renumber the pages (ADR 19): a save for the old week 2 would land on the page now
   * numbered 2, with other dates, so a page that no longer starts on this Monday answers 409.
   */
  start_date: ZSaneIsoDate.optional(),
  /**
   * Ours: the summary as the page showed it when the student began editing. Another tab or device
   * that saved a different summary since answers 409 edited_elsewhere instead of being overwritten
   * (a save of the very same text, or one without this field, goes through).
   */
  summary_was: summary.optional(),
});
export type TWeeklyReportUpdate = z.infer<typeof ZWeeklyReportUpdate>;

/** PATCH /reports/weekly/week/{week}/submit/: no body, or the Monday shown (as the PUT's). */
export const ZWeekSubmitInput = ZWeeklyReportUpdate.pick({ start_date: true }).nullish();
export type TWeekSubmitInput = z.infer<typeof ZWeekSubmitInput>;

/** POST /reports/main-jobs/: `weekly_report` is the weekly report's id. */
export const ZMainJobCreate = z.object({
  title: mainJobTitle,
  weekly_report: id,
  description: description.optional(),
});
export type TMainJobCreate = z.infer<typeof ZMainJobCreate>;

/** PUT /reports/main-jobs/{id}/: the spec sends the title alone; a description may come along. */
export const ZMainJobUpdate = z.object({
  title: mainJobTitle,
  description: description.optional(),
  /**
   * Ours: the title and description the editor began from. A main job saved with others since
   * (another tab or device) answers 409 edited_elsewhere instead of being overwritten unseen.
   */
  title_was: z.string().trim().max(LIMITS.TEXT_MAX).optional(),
  description_was: z.string().trim().max(LIMITS.DESCRIPTION_MAX).optional(),
});
export type TMainJobUpdate = z.infer<typeof ZMainJobUpdate>;

/** The server numbers a new step after the last one, whatever `step_number` says. */
export const ZOperationCreate = z.object({
  main_job: id.optional(),
  step_number: z.number().int().min(1).optional(),
  operation_description: description,
  tools_used: text.default(''),
});
export type TOperationCreate = z.infer<typeof ZOperationCreate>;

export const ZOperationUpdate = z.object({
  operation_description: description.optional(),
  tools_used: text.optional(),
});
export type TOperationUpdate = z.infer<typeof ZOperationUpdate>;

/** POST /reports/weekly/generate/. */
export const ZWeeklyReportGenerate = z.object({ week_number: ZWeekNumber });
export type TWeeklyReportGenerate = z.infer<typeof ZWeeklyReportGenerate>;

/** POST /reports/weekly/week/{week}/enhance_with_ai/. */
export const ZEnhanceWeeklyInput = z.object({
  additional_instructions: text.optional(),
});
export type TEnhanceWeeklyInput = z.infer<typeof ZEnhanceWeeklyInput>;

// Answers (spec 1 §3 "Weekly report", "Main job and operation").

export const ZOperation = z.object({
  id: z.number().int(),
  step_number: z.number().int(),
  operation_description: z.string(),
  tools_used: z.string(),
  /** The main job's id. */
  main_job: z.number().int(),
});
export type TOperation = z.infer<typeof ZOperation>;

export const ZOperationList = ZList(ZOperation);
export type TOperationList = z.infer<typeof ZOperationList>;

export const ZMainJob = z.object({
  id: z.number().int(),
  /** The weekly report's id. */
  weekly_report: z.number().int(),
  title: z.string(),
  description: z.string(),
  /** By step number, 1..n. */
  operations: z.array(ZOperation),
});
export type TMainJob = z.infer<typeof ZMainJob>;

export const ZMainJobList = ZList(ZMainJob);
export type TMainJobList = z.infer<typeof ZMainJobList>;

/**
 * A weekly report with everything the log book page shows. Dates come from the placement calendar;
 * hours and the daily_* / hours_* columns are read live from the week's daily reports.
 */
export const ZWeeklyReport = z.object({
  id: z.number().int(),
  week_number: z.number().int(),
  start_date: z.string(),
  end_date: z.string(),
  total_hours: z.number(),
  status: ZWeeklyStatus,
  summary: z.string(),
  main_job_title: z.string(),
  main_job_description: z.string(),
  main_job: ZMainJob.nullable(),
  daily_reports: z.array(ZDailyReport),
  daily_monday: z.string(),
  daily_tuesday: z.string(),
  daily_wednesday: z.string(),
  daily_thursday: z.string(),
  daily_friday: z.string(),
  hours_monday: z.number(),
  hours_tuesday: z.number(),
  hours_wednesday: z.number(),
  hours_thursday: z.number(),
  hours_friday: z.number(),
  is_enhanced: z.boolean(),
  enhancement_date: z.string().nullable(),
  /** Log book completion of the week in percent (rules/logbook weekCompletion). */
  completion: z.number(),
  /** Ours (issue 17): the supervisor's sign-off of the week. */
  signoff: ZWeekSignoff,
  created_at: z.string(),
  updated_at: z.string(),
});
export type TWeeklyReport = z.infer<typeof ZWeeklyReport>;

/**
 * GET /reports/weekly/week/{n}/ of a week that has no weekly report yet (ADR 9): the week's dates,
 * its logged days and hours (the same day columns as a report) and its completion; `id` and
 * `status` are null because there is no report.
 */
export const ZWeekWithoutReport = ZWeeklyReport.pick({
  week_number: true,
  start_date: true,
  end_date: true,
  total_hours: true,
  daily_reports: true,
  daily_monday: true,
  daily_tuesday: true,
  daily_wednesday: true,
  daily_thursday: true,
  daily_friday: true,
  hours_monday: true,
  hours_tuesday: true,
  hours_wednesday: true,
  hours_thursday: true,
  hours_friday: true,
  completion: true,
}).extend({ id: z.null(), status: z.null() });
export type TWeekWithoutReport = z.infer<typeof ZWeekWithoutReport>;

/** A week's answer: its weekly report, or its days while it has none. */
export const ZWeekAnswer = z.union([ZWeeklyReport, ZWeekWithoutReport]);
export type TWeekAnswer = z.infer<typeof ZWeekAnswer>;

export const ZWeeklyReportList = ZList(ZWeeklyReport);
export type TWeeklyReportList = z.infer<typeof ZWeeklyReportList>;
