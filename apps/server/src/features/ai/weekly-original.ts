// The student's own texts of a week, kept in weekly_reports.original_content for "reset to
// original" (DESIGN §4.7). The first enhancement saves them; a later one keeps that copy, but a
// day or text the student wrote since is the student's too: it is added to the copy, or replaces
// what the copy held, so a reset never brings back less than the student's own latest words.
import { z } from 'zod';
import type { TWeekTexts } from './weekly-content';

const ZWeekCopy = z.object({
  version: z.literal(1),
  summary: z.string(),
  main_job_title: z.string(),
  main_job_description: z.string(),
  /** False when the enhancement created the main job: reset removes it again. */
  main_job_existed: z.boolean(),
  operations: z.array(z.object({ description: z.string(), tools: z.string() })),
  daily: z.array(z.object({ date: z.string(), description: z.string() })),
});
type TWeekCopy = z.infer<typeof ZWeekCopy>;

export const ZOriginalContent = ZWeekCopy.extend({
  /**
   * The week as the last enhancement left it: a text that differs from it now is the student's
   * newer one. Missing in copies saved before it was kept; those only gain new days.
   */
  written: ZWeekCopy.optional(),
});
export type TOriginalContent = z.infer<typeof ZOriginalContent>;

export function originalOf(week: TWeekTexts): TWeekCopy {
  return {
    version: 1,
    summary: week.report.summary,
    // The weekly report's columns mirror the main job's title and description.
    main_job_title: week.report.mainJobTitle,
    main_job_description: week.report.mainJobDescription,
    main_job_existed: week.mainJob !== null,
    operations: week.operations.map((op) => ({
      description: op.operationDescription,
      tools: op.toolsUsed,
    })),
    daily: week.dailies.map((daily) => ({ date: daily.date, description: daily.description })),
  };
}

/**
 * The original to keep at an enhancement of the week whose texts are now `current`: the first
 * time, those; later the saved copy, with each text the student changed since the last
 * enhancement (it differs from `written`) and each day it did not hold taken from `current`.
 */
export function originalToKeep(saved: TOriginalContent | null, current: TWeekCopy): TWeekCopy {
  if (saved === null) return current;
  const { written, ...copy } = saved;
  const newer = (pick: (texts: TWeekCopy) => unknown) =>
    written !== undefined && JSON.stringify(pick(current)) !== JSON.stringify(pick(written));
  const title = newer((texts) => texts.main_job_title);
  const description = newer((texts) => texts.main_job_description);
  const steps = newer((texts) => texts.operations);
  const job = title || description || steps || newer((texts) => texts.main_job_existed);
  const writtenDay = new Map(written?.daily.map((day) => [day.date, day.description]));
  const currentDay = new Map(current.daily.map((day) => [day.date, day.description]));
  const savedDates = new Set(copy.daily.map((day) => day.date));
  return {
    ...copy,
    summary: newer((texts) => texts.summary) ? current.summary : copy.summary,
    main_job_title: title ? current.main_job_title : copy.main_job_title,
    main_job_description: description ? current.main_job_description : copy.main_job_description,
    // A main job the student has worked on since is theirs: reset keeps it.
    main_job_existed: copy.main_job_existed || (job && current.main_job_existed),
    operations: steps ? current.operations : copy.operations,
    daily: [
      ...copy.daily.map((day) => {
        const now = currentDay.get(day.date);
        const last = writtenDay.get(day.date);
        return now !== undefined && last !== undefined && now !== last
          ? { date: day.date, description: now }
          : day;
      }),
      ...current.daily.filter((day) => !savedDates.has(day.date)),
    ],
  };
}
