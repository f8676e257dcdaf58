// The texts of one week that an enhancement may rewrite, in three forms: what the provider is
// given, what it may write back (guarded so it cannot invent days or drop the student's text),
// and the student's original kept for "reset to original" (weekly-original.ts).
import {
  contentQuality,
  LIMITS,
  programLabel,
  type TContentQuality,
  type TTokenUsageType,
  workingDayOf,
} from '@ptlog/shared';
import { guardWeeklyFacts } from '@ptlog/writing-assistant';
import type {
  TDailyReportRow,
  TMainJobRow,
  TOperationRow,
  TWeeklyReportRow,
} from '../../db/schema';
import {
  type TWeekday,
  type TWeeklyEnhanceInput,
  type TWeeklyEnhanceOutput,
  WEEKDAYS,
} from './provider';
import { guardOperations } from './weekly-operations';

export interface TWeekTexts {
  report: TWeeklyReportRow;
  dailies: readonly TDailyReportRow[];
  mainJob: TMainJobRow | null;
  operations: readonly TOperationRow[];
}

export function weekQuality(dailies: readonly TDailyReportRow[]): TContentQuality {
  return contentQuality({
    filledDays: dailies.filter((daily) => daily.description.trim() !== '').length,
    totalHours: dailies.reduce((sum, daily) => sum + daily.hoursSpent, 0),
  });
}

const USAGE_TYPE_OF_QUALITY: Record<TContentQuality, TTokenUsageType> = {
  good: 'FULLFILLED',
  minimal: 'PARTIAL',
  empty: 'EMPTY',
};

export function usageTypeOf(quality: TContentQuality): TTokenUsageType {
  return USAGE_TYPE_OF_QUALITY[quality];
}

export function weeklyInput(
  week: TWeekTexts,
  dates: readonly string[],
  context: { program: string | null; company: string | null; instructions: string },
): TWeeklyEnhanceInput {
  return {
    program: context.program,
    programName: context.program ? programLabel(context.program) : null,
    company: context.company,
    weekNumber: week.report.weekNumber,
    days: WEEKDAYS.map((day, index) => {
      const date = dates[index] ?? '';
      const daily = week.dailies.find((entry) => entry.date === date);
      return {
        day,
        date,
        hours: daily ? daily.hoursSpent : null,
        description: daily?.description ?? '',
      };
    }),
    summary: week.report.summary,
    mainJobTitle: week.report.mainJobTitle,
    mainJobDescription: week.report.mainJobDescription,
    operations: week.operations.map((op) => ({
      description: op.operationDescription,
      tools: op.toolsUsed,
    })),
    additionalInstructions: context.instructions,
  };
}

/** The written text, trimmed; '' when it is over its form limit (never cut mid-word). */
function within(text: string, max: number): string {
  const trimmed = text.trim();
  return trimmed.length <= max ? trimmed : '';
}

/**
 * What may be written back: a day the student left empty stays empty, an empty answer, or one over
 * the limit the form enforces, keeps the student's text; the operations as weekly-operations.ts
 * allows.
 */
export function guardWeeklyOutput(
  input: TWeeklyEnhanceInput,
  answer: TWeeklyEnhanceOutput,
): TWeeklyEnhanceOutput {
  // Every provider's answer: a field that changed the student's numbers or names, brought a
  // number the week does not hold, or is about other work, is the student's own text again.
  const output = guardWeeklyFacts(input, answer);
  const days = {} as Record<TWeekday, string>;
  for (const entry of input.days) {
    const written = within(output.days[entry.day] ?? '', LIMITS.DESCRIPTION_MAX);
    days[entry.day] = entry.description.trim() === '' ? '' : written || entry.description;
  }
  const operations = output.operations.map((op) => ({
    description: within(op.description, LIMITS.DESCRIPTION_MAX),
    tools: within(op.tools, LIMITS.TEXT_MAX),
  }));
  const mainJobTitle = within(output.mainJobTitle, LIMITS.TEXT_MAX) || input.mainJobTitle;
  return {
    summary: within(output.summary, LIMITS.SUMMARY_MAX) || input.summary,
    mainJobTitle,
    mainJobDescription:
      within(output.mainJobDescription, LIMITS.DESCRIPTION_MAX) || input.mainJobDescription,
    days,
    // Steps need a main job, and a main job its title: none is made without one.
    operations: mainJobTitle === '' ? input.operations : guardOperations(input, operations),
  };
}

/** The words of a text, lower case: what is left when capitals, punctuation and spacing go. */
function wordsOf(text: string): string {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).join(' ');
}

/**
 * Whether `written` changes a word of `typed` (not only capitals, punctuation or spacing): an
 * answer that does not is no enhancement, a provider failure never charged (changesAWord for a
 * week, ai-text.service.ts for a text).
 */
export function textChangesAWord(typed: string, written: string): boolean {
  return wordsOf(typed) !== wordsOf(written);
}

/**
 * Whether a guarded answer changes a word of what the student wrote. An answer that does not (every
 * field empty, refused by the guards, or only given capitals and full stops, e.g. the local
 * assistant on an all-Swahili week) is not an enhancement: it is a provider failure, so nothing
 * is charged and the week is not marked enhanced (DESIGN §4.6).
 */
export function changesAWord(input: TWeeklyEnhanceInput, output: TWeeklyEnhanceOutput): boolean {
  const pairs: Array<[string, string]> = [
    [input.summary, output.summary],
    [input.mainJobTitle, output.mainJobTitle],
    [input.mainJobDescription, output.mainJobDescription],
    ...input.days.map((day): [string, string] => [day.description, output.days[day.day] ?? '']),
  ];
  const steps = (ops: TWeeklyEnhanceInput['operations']) =>
    ops.map((op) => `${wordsOf(op.description)} | ${wordsOf(op.tools)}`).join('\n');
  return (
    pairs.some(([typed, written]) => textChangesAWord(typed, written)) ||
    steps(input.operations) !== steps(output.operations)
  );
}

/**
 * Whether the week's own texts changed since they were sent to the provider: the summary, the main
 * job (its title and description, or the job itself, made or deleted) or the operations. The
 * student saved them while the provider worked; its answer, an enhancement of the old texts, would
 * overwrite that change for good (reset brings back the texts from before the first enhancement).
 * Days are checked one by one instead: a changed day keeps its text (writeEnhancement).
 */
export function changedSinceSent(
  sent: TWeeklyEnhanceInput,
  sentMainJobId: number | null,
  week: TWeekTexts,
): boolean {
  const sameOperations =
    week.operations.length === sent.operations.length &&
    week.operations.every(
      (op, index) =>
        op.operationDescription === sent.operations[index]?.description &&
        op.toolsUsed === sent.operations[index]?.tools,
    );
  return (
    week.report.summary !== sent.summary ||
    week.report.mainJobTitle !== sent.mainJobTitle ||
    week.report.mainJobDescription !== sent.mainJobDescription ||
    (week.mainJob?.id ?? null) !== sentMainJobId ||
    !sameOperations
  );
}

/** The enhanced description of a daily report's date, if that date is a weekday. */
export function enhancedDayText(output: TWeeklyEnhanceOutput, date: string): string | undefined {
  const day = workingDayOf(date);
  return day ? output.days[day] : undefined;
}
