import {
  ERROR_CODES,
  isWorkingDay,
  MESSAGES,
  type TDailyReportCreate,
  type TDailyReportUpdate,
  weekOfDate,
} from '@ptlog/shared';
import type { TDb } from '../../db/client';
import type { TDailyReportRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { assertNotEditedElsewhere } from '../../lib/edited-elsewhere';
import { lockSignedInUser, sessionEnded } from '../accounts/live-user';
import { clockOf, type TPlacementClock } from '../calendar/calendar.service';
import { placementStartFrom } from '../calendar/placement-dates';
import { assertWeekEditable, weekLockedError } from '../weekly-reports/weekly-reports.policy';
import { weekStatusForShare } from '../weekly-reports/weekly-reports.repository';
import {
  findDailyWeekNumber,
  insertDailyReportIfOpen,
  lockDailyReport,
  markDailyReportSubmitted,
  type TInsertDailyResult,
  updateDailyReportFields,
} from './daily-reports.repository';

function dateError(message: string): AppError {
  return new AppError(ERROR_CODES.VALIDATION_ERROR, message, { date: [message] });
}

function duplicateDate(): AppError {
  return new AppError(ERROR_CODES.CONFLICT, MESSAGES.daily.duplicateDate);
}

export function dailyNotFound(): AppError {
  return new AppError(ERROR_CODES.NOT_FOUND, MESSAGES.daily.notFound);
}

/** How often a POST computes its week again after staff moved the start under it (ADR 19). */
const START_MOVED_ATTEMPTS = 3;

/**
 * Logs a day of work, by default the placement's today (spec 1 §3). The week comes from the date
 * (the client's week_number is ignored): only Monday to Friday of weeks 1..8, never a future day,
 * one report per date, never in a locked week. When staff moved the start after `clock` was read,
 * the insert refuses and the day is checked and placed again under the start stored now.
 */
export async function createDailyReport(
  db: TDb,
  studentId: number,
  input: TDailyReportCreate,
  clock: TPlacementClock,
  now: Date,
): Promise<TDailyReportRow> {
  let current = clock;
  for (let attempt = 1; ; attempt += 1) {
    const result = await insertOnce(db, studentId, input, current, now);
    if ('inserted' in result) return result.inserted;
    // Erased while the request ran: the 401 of the session the erasure ended.
    if (result.refused === 'account_gone') throw sessionEnded();
    if (result.refused !== 'start_moved') {
      throw result.refused === 'week_locked' ? weekLockedError() : duplicateDate();
    }
    if (attempt === START_MOVED_ATTEMPTS) {
      throw new AppError(ERROR_CODES.SERVICE_UNAVAILABLE, MESSAGES.generic.serviceUnavailable);
    }
    current = clockOf(placementStartFrom(result.stored), now);
  }
}

function insertOnce(
  db: TDb,
  studentId: number,
  input: TDailyReportCreate,
  clock: TPlacementClock,
  now: Date,
): Promise<TInsertDailyResult> {
  const date = input.date ?? clock.today;
  const week = weekOfDate(date, clock.startDate);
  if (week === null) throw dateError(MESSAGES.daily.dateOutsidePlacement);
  // A weekend inside the weeks (or today, sent without a date) is not "outside the placement".
  if (!isWorkingDay(date)) throw dateError(MESSAGES.daily.weekendDate);
  if (date > clock.today) throw dateError(MESSAGES.daily.futureDate);
  return insertDailyReportIfOpen(db, {
    studentId,
    date,
    weekNumber: week,
    startDate: clock.startDate,
    description: input.description,
    hoursSpent: input.hours_spent,
    now,
  });
}

/** Changes hours and/or description of a report that is neither submitted nor in a locked week. */
export async function updateDailyReport(
  db: TDb,
  studentId: number,
  id: number,
  input: TDailyReportUpdate,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    // Locks in the order every writer uses: the week's report first, then the daily row.
    const weekNumber = await findDailyWeekNumber(tx, studentId, id);
    if (weekNumber === undefined) throw dailyNotFound();
    // The share lock holds the week's status until this change commits: no submit slips between.
    assertWeekEditable(await weekStatusForShare(tx, studentId, weekNumber));
    const row = await lockDailyReport(tx, studentId, id);
    if (!row) throw dailyNotFound();
    if (row.isSubmitted) {
      throw new AppError(ERROR_CODES.REPORT_LOCKED, MESSAGES.daily.submitted);
    }
    assertDayNotEditedElsewhere(row, input);
    await updateDailyReportFields(
      tx,
      id,
      { hoursSpent: input.hours_spent, description: input.description },
      now,
    );
  });
}

/** 409 when the day's hours or description were saved elsewhere since the form began. */
function assertDayNotEditedElsewhere(row: TDailyReportRow, input: TDailyReportUpdate): void {
  assertNotEditedElsewhere(
    [
      { saved: row.hoursSpent, was: input.hours_spent_was, sent: input.hours_spent },
      { saved: row.description, was: input.description_was, sent: input.description },
    ],
    MESSAGES.daily.editedElsewhere,
  );
}

/**
 * Marks the report submitted (and so no longer editable); submitting twice changes nothing. Locks
 * as updateDailyReport does, after the live student (ADR 24): the week's report, shared, so a
 * submit waits for an enhancement writing the week's days and the enhancement sees it after.
 */
export async function submitDailyReport(
  db: TDb,
  studentId: number,
  id: number,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockSignedInUser(tx, studentId);
    const weekNumber = await findDailyWeekNumber(tx, studentId, id);
    if (weekNumber === undefined) throw dailyNotFound();
    await weekStatusForShare(tx, studentId, weekNumber);
    await markDailyReportSubmitted(tx, studentId, id, now);
  });
}
