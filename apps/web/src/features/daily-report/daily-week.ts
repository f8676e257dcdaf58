// The daily-report week: which week and day are selected, the five day tiles and the summary
// cards (spec 1 §2 /daily-report, §4 "Day tile"). Pure, so every rule is tested without a DOM.
import {
  addDays,
  dayTileStatus,
  isIsoDate,
  isTrainingWeek,
  type TDailyReport,
  type TDayTileStatus,
  type TIsoDate,
  type TPlacementCalendar,
  type TPlacementWeek,
  TRAINING_WEEKS,
  type TWeekDayStatusLabel,
  totalHours,
  WORKING_DAYS,
  weekDayStatusLabel,
} from '@ptlog/shared';
import { longDayLabel } from '../../lib/day-format';

/** A day saved on this device while offline, waiting to be sent (lib/offline-outbox). */
export interface TPendingDaily {
  date: TIsoDate;
  hours_spent: number;
  description: string;
  savedAt: number;
}

export interface TDayTile {
  date: TIsoDate;
  /** 'Monday 23 Nov': the tile's accessible name. */
  label: string;
  status: TDayTileStatus;
  report: TDailyReport | null;
  pending: TPendingDaily | null;
  /** Hours of the local copy if any, else of the saved report; null without either. */
  hours: number | null;
  /** Work cannot be logged ahead of time (server: MESSAGES.daily.futureDate). */
  isFuture: boolean;
}

export function buildDayTiles(input: {
  days: readonly TIsoDate[];
  reports: readonly TDailyReport[];
  pending: readonly TPendingDaily[];
  today: TIsoDate;
}): TDayTile[] {
  return input.days.map((date) => {
    const report = input.reports.find((entry) => entry.date === date) ?? null;
    const pending = input.pending.find((entry) => entry.date === date) ?? null;
    const hasReport = report !== null || pending !== null;
    return {
      date,
      label: longDayLabel(date),
      status: dayTileStatus({ date, today: input.today, hasReport }),
      report,
      pending,
      hours: pending?.hours_spent ?? report?.hours_spent ?? null,
      isFuture: date > input.today,
    };
  });
}

export interface TWeekSummary {
  totalHours: number;
  completedDays: number;
  statusLabel: TWeekDayStatusLabel;
}

/** Summary cards: hours of the week, days with a report (of 5) and the overall status line. */
export function weekSummary(tiles: readonly TDayTile[], today: TIsoDate): TWeekSummary {
  const logged = tiles.filter((tile) => tile.hours !== null);
  return {
    totalHours: totalHours(logged.map((tile) => ({ hours_spent: tile.hours ?? 0 }))),
    completedDays: logged.length,
    statusLabel: weekDayStatusLabel({
      days: tiles.map((tile) => ({ date: tile.date, hasReport: tile.hours !== null })),
      today,
    }),
  };
}

export function parseWeekParam(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value.trim())) return null;
  const week = Number(value.trim());
  return isTrainingWeek(week) ? week : null;
}

function clampWeek(week: number): number {
  return Math.min(TRAINING_WEEKS, Math.max(1, week));
}

/**
 * The day chosen when none is asked for: today when it is in the week, Friday on the weekend
 * right after it, otherwise Monday.
 */
export function defaultDayOf(week: TPlacementWeek, today: TIsoDate): TIsoDate {
  if (week.days.includes(today)) return today;
  const friday = week.days[WORKING_DAYS.length - 1]!;
  if (today > friday && today <= addDays(friday, 2)) return friday;
  return week.days[0]!;
}

/**
 * Reads ?week= and ?date= against the calendar. A valid date picks its own week when no week is
 * given; a date outside the given week is ignored; without a usable week the current week shows.
 */
export function resolveSelection(
  calendar: TPlacementCalendar,
  params: { week: string | null; date: string | null },
): { week: number; date: TIsoDate } {
  const askedWeek = parseWeekParam(params.week);
  const askedDate = params.date && isIsoDate(params.date) ? params.date : null;
  const weekOfAskedDate = askedDate
    ? calendar.weeks.find((entry) => entry.days.includes(askedDate))
    : undefined;

  const weekNumber = askedWeek ?? weekOfAskedDate?.week_number ?? clampWeek(calendar.current_week);
  const week = calendar.weeks.find((entry) => entry.week_number === weekNumber);
  if (!week) return { week: weekNumber, date: askedDate ?? calendar.today };
  if (askedDate && week.days.includes(askedDate)) return { week: weekNumber, date: askedDate };
  return { week: weekNumber, date: defaultDayOf(week, calendar.today) };
}
