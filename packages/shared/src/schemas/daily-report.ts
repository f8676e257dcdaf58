// Daily report forms and payloads (spec 1 §5 "Daily report", DESIGN §4.2 and §4.4).
import { z } from 'zod';
import { TRAINING_WEEKS } from '../constants/calendar';
import { LIMITS } from '../limits';
import { MESSAGES } from '../messages';
import { hasWord } from '../rules/daily';
import { isIsoDate } from '../rules/iso-date';
import { ZList } from './page';

export const ZIsoDate = z
  .string({ error: MESSAGES.daily.dateRequired })
  .trim()
  .min(1, MESSAGES.daily.dateRequired)
  .refine((value) => value === '' || isIsoDate(value), MESSAGES.daily.dateInvalid);

/** 0 to 12 in steps of 0.5, on the daily screen and in the add-daily dialog alike. */
function dailyHours(requiredMessage: string) {
  return z
    .number({ error: requiredMessage })
    .min(LIMITS.DAILY_HOURS_MIN, MESSAGES.daily.hoursPositive)
    .max(LIMITS.DAILY_HOURS_MAX, MESSAGES.daily.hoursTooMany)
    .multipleOf(LIMITS.DAILY_HOURS_STEP, MESSAGES.daily.hoursStep);
}

/** Stored as typed, only trimmed; blank, wordless and over-long descriptions are refused. */
export const ZDailyDescription = z
  .string({ error: MESSAGES.daily.descriptionRequired })
  .trim()
  .min(1, MESSAGES.daily.descriptionEmpty)
  .max(LIMITS.DESCRIPTION_MAX, MESSAGES.daily.descriptionTooLong)
  .refine((value) => value === '' || hasWord(value), MESSAGES.daily.descriptionNoWord);

/** POST /reports/daily/ and the daily screen form. */
export const ZDailyReportInput = z.object({
  date: ZIsoDate,
  hours_spent: dailyHours(MESSAGES.daily.hoursRequired),
  description: ZDailyDescription,
  /** Informational only: the server files a report under the week that contains its date. */
  week_number: z.number().int().min(1).max(TRAINING_WEEKS).optional(),
});
export type TDailyReportInput = z.infer<typeof ZDailyReportInput>;

/**
 * POST /reports/daily/ as the API takes it: without a date the day is the placement's today, and
 * without hours it logs 0 (spec 1 §3 "hours_spent (default 0)"). The screens' forms still ask for
 * the hours (ZDailyReportInput, ZAddDailyDialogInput), and an update keeps the stored hours when
 * none are sent (ZDailyReportUpdate), so the default lives here only.
 */
export const ZDailyReportCreate = ZDailyReportInput.extend({
  date: ZIsoDate.optional(),
  hours_spent: dailyHours(MESSAGES.daily.hoursRequired).default(0),
});
export type TDailyReportCreate = z.infer<typeof ZDailyReportCreate>;

/**
 * PUT /reports/daily/{id}/: the date of an existing report does not change. Ours: `…_was`, the
 * hours and description the form began from. A day saved with other values since (another tab or
 * device) answers 409 edited_elsewhere instead of being overwritten unseen.
 */
export const ZDailyReportUpdate = ZDailyReportInput.pick({
  hours_spent: true,
  description: true,
})
  .partial()
  .extend({
    hours_spent_was: z.number().optional(),
    description_was: z.string().trim().max(LIMITS.DESCRIPTION_MAX).optional(),
  });
export type TDailyReportUpdate = z.infer<typeof ZDailyReportUpdate>;

/** The Add Daily Report dialog on the weekly page words "required" as 'Hours is required'. */
export const ZAddDailyDialogInput = ZDailyReportInput.extend({
  hours_spent: dailyHours(MESSAGES.daily.dialogHoursRequired),
});
export type TAddDailyDialogInput = z.infer<typeof ZAddDailyDialogInput>;

/** A daily report as the API answers it (spec 1 §3 Daily report). Dates are ISO strings. */
export const ZDailyReport = z.object({
  id: z.number().int(),
  date: z.string(),
  week_number: z.number().int(),
  description: z.string(),
  hours_spent: z.number(),
  is_submitted: z.boolean(),
  /** False once the report or its week has been submitted. */
  is_editable: z.boolean(),
  student_name: z.string(),
  skills_learned: z.string(),
  challenges_faced: z.string(),
  supervisor_feedback: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TDailyReport = z.infer<typeof ZDailyReport>;

/** GET /reports/daily/. */
export const ZDailyReportList = ZList(ZDailyReport);
export type TDailyReportList = z.infer<typeof ZDailyReportList>;

/**
 * GET /reports/daily/week/?week_number=: the week's reports by date, with the week's dates and
 * hours, and whether the week's report is submitted or approved (then no day of it can be logged,
 * not even an empty one).
 */
export const ZDailyReportWeek = ZDailyReportList.extend({
  week_number: z.number().int(),
  start_date: z.string(),
  end_date: z.string(),
  total_hours: z.number(),
  /** An answer without it (an older server) reads as an open week. */
  week_locked: z.boolean().default(false),
});
export type TDailyReportWeek = z.infer<typeof ZDailyReportWeek>;
