// Reads what an export prints from the log book: the student block (profile, or a handed-in
// week's snapshot: student-block.ts), and per week the days, hours, main job and operations (the
// weekly report answers), as plain export data.
import {
  addDays,
  formatEatDateTime,
  MESSAGES,
  mondayOnOrBefore,
  placementEndDate,
  type TDailyReport,
  TRAINING_WEEKS,
  type TWeekAnswer,
  type TWeeklyReport,
  WORKING_DAY_LABELS,
  WORKING_DAYS,
  weekDates,
  workingDayOf,
} from '@ptlog/shared';
import type { TDb } from '../../db/client';
import type { TUserRow, TWeeklyReportRow } from '../../db/schema';
import { placementClock } from '../calendar/calendar.service';
import {
  weeklyReportAnswerOfWeek,
  weeklyReportAnswers,
  weekWithoutReportAnswer,
} from '../weekly-reports/weekly-reports.answers';
import {
  printable,
  type TExportCover,
  type TExportDay,
  type TExportDocument,
  type TExportWeek,
  type TStudentBlock,
} from './export.model';
import { PAGE_TEXT } from './page-text';
import { handedInBlock, liveStudentBlock } from './student-block';

export interface TStudentInfo extends TStudentBlock {
  user: TUserRow;
}

/** The student block as the profile says now (a handed-in week prints its own: exportWeeks). */
export async function studentInfo(db: TDb, user: TUserRow): Promise<TStudentInfo> {
  return { user, ...(await liveStudentBlock(db, user)) };
}

/**
 * The Monday of the week the entries were logged in: the calendar's, unless staff moved the
 * placement start since (calendar.service: the week numbers move with the start, a daily report
 * keeps its date and its stored week number). Then the page prints the dates the entries carry,
 * so "from/to" and the days agree with what the student wrote. The Monday most entries share; the
 * calendar's when there are none.
 */
function entriesMonday(answer: TWeekAnswer): string {
  const counts = new Map<string, number>();
  for (const daily of answer.daily_reports) {
    const monday = mondayOnOrBefore(daily.date);
    counts.set(monday, (counts.get(monday) ?? 0) + 1);
  }
  let best = answer.start_date;
  let most = 0;
  for (const [monday, count] of counts) {
    if (count > most || (count === most && monday === answer.start_date)) {
      best = monday;
      most = count;
    }
  }
  return best;
}

/**
 * One log book page from a week's answer, each day row dated by its entry: a weekly report's, or
 * a week's logged days while it has no report (ADR 9), printed as a draft with no main job.
 * `studentBlock`: a handed-in week's own (handedInBlock), printed in place of the live profile.
 */
export function exportWeekOf(answer: TWeekAnswer, studentBlock?: TStudentBlock): TExportWeek {
  const monday = entriesMonday(answer);
  // The first entry of a weekday, as the answer's daily_* columns take it (weekly-reports.presenter).
  const entries = new Map<string | null, (typeof answer.daily_reports)[number]>();
  for (const daily of answer.daily_reports) {
    const day = workingDayOf(daily.date);
    if (!entries.has(day)) entries.set(day, daily);
  }
  const days = WORKING_DAYS.map((day, index) => ({
    label: WORKING_DAY_LABELS[day],
    date: entries.get(day)?.date ?? addDays(monday, index),
    description: printable(answer[`daily_${day}`]),
    hours: answer[`hours_${day}`],
    logged: entries.has(day),
  }));
  const page = {
    weekNumber: answer.week_number,
    startDate: monday,
    endDate: addDays(monday, 4),
    days,
    totalHours: answer.total_hours,
  };
  if (answer.id === null) return { ...page, mainJobTitle: '', operations: [], state: 'draft' };
  return {
    ...page,
    mainJobTitle: printable(answer.main_job?.title || answer.main_job_title),
    operations: (answer.main_job?.operations ?? []).map((op) => ({
      step: op.step_number,
      description: printable(op.operation_description),
      tools: printable(op.tools_used),
    })),
    ...approvalOf(answer),
    state: answer.signoff.state,
    ...(studentBlock ? { studentBlock } : {}),
  };
}

/** The signature box's approval line of an approved week (issue 17). */
function approvalOf(answer: TWeeklyReport): Pick<TExportWeek, 'approval' | 'signedOff'> {
  const { approved_by, approved_position, approved_at } = answer.signoff;
  if (answer.status !== 'APPROVED' || !approved_by || !approved_at) return {};
  const signer = [approved_by, approved_position].filter(Boolean).join(', ');
  const at = formatEatDateTime(approved_at);
  return {
    approval: printable(MESSAGES.signoff.approvedElectronically(signer, at)),
    signedOff: { by: printable(PAGE_TEXT.approvedBy(signer)), at },
  };
}

/**
 * The export pages of these weekly report rows (all of one student), by week. A SUBMITTED or
 * APPROVED week prints the student block it was submitted with, kept on its row (the rows are
 * read whole here, snapshot and all; the answers' own read leaves the snapshot out).
 */
export async function exportWeeks(
  db: TDb,
  user: TUserRow,
  rows: readonly TWeeklyReportRow[],
  now: Date,
): Promise<{ weeks: TExportWeek[]; answers: TWeeklyReport[] }> {
  // One week (the common download) is read in a single round trip.
  const single =
    rows.length === 1 ? await weeklyReportAnswerOfWeek(db, user, rows[0]!.weekNumber) : null;
  const answers = single ? [single] : await weeklyReportAnswers(db, user, rows, now);
  const rowsById = new Map(rows.map((row) => [row.id, row]));
  const weeks = answers.map((answer) => {
    const row = rowsById.get(answer.id);
    // The answer's status too: a week returned between the two reads prints the live profile.
    const block = row && answer.status === row.status ? handedInBlock(row) : undefined;
    return exportWeekOf(answer, block);
  });
  return { weeks, answers };
}

/**
 * The pages of the weeks in `weekNumbers` (logged days, no weekly report yet): "all weekly
 * reports" prints them too, so the book a student hands in holds every day they logged (audit,
 * 2026-12-01: such a week was left out, and its hours missing from the cover's total).
 */
export async function exportWeeksWithoutReport(
  db: TDb,
  user: TUserRow,
  weekNumbers: readonly number[],
  now: Date,
): Promise<TExportWeek[]> {
  const weeks: TExportWeek[] = [];
  for (const week of weekNumbers) {
    weeks.push(exportWeekOf(await weekWithoutReportAnswer(db, user, week, now)));
  }
  return weeks;
}

/** Downloads need at least one daily report with a description (spec 1 §5). */
export function hasDescribedDay(weeks: readonly TExportWeek[]): boolean {
  return weeks.some((week) => week.days.some((day) => day.description !== ''));
}

export function exportDayOf(
  daily: Pick<TDailyReport, 'date' | 'description' | 'hours_spent'> & {
    week_number: number;
  },
): NonNullable<TExportDocument['day']> {
  const weekday = workingDayOf(daily.date);
  return {
    label: weekday ? WORKING_DAY_LABELS[weekday] : '',
    date: daily.date,
    description: printable(daily.description),
    hours: daily.hours_spent,
    logged: true,
    weekNumber: daily.week_number,
  } satisfies TExportDay & { weekNumber: number };
}

/**
 * The cover page of "all weekly reports": placement dates, hours, and the weeks the supervisor
 * signed (a full or submitted week is not a signed one: audit A2 #5).
 */
export async function coverOf(
  db: TDb,
  weeks: readonly TExportWeek[],
  now: Date,
): Promise<TExportCover> {
  const { startDate } = await placementClock(db, now);
  return {
    placementStart: weekDates(1, startDate).monday,
    placementEnd: placementEndDate(startDate),
    totalHours: weeks.reduce((sum, week) => sum + week.totalHours, 0),
    weeksSigned: weeks.filter((week) => week.state === 'approved').length,
    weeksNotSigned: weeks
      .filter((week) => week.state !== 'approved')
      .map((week) => week.weekNumber),
    weeksIncluded: Math.min(weeks.length, TRAINING_WEEKS),
  };
}
