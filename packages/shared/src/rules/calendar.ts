// The ONE placement calendar (DESIGN §4.1): 8 weeks, Monday-based, counted from the placement
// start date that staff set. Every function anchors on the Monday on or before the start date, so
// a start date saved mid-week still yields Monday–Friday weeks.
import { TRAINING_WEEKS, type TWorkingDay, WORKING_DAYS } from '../constants/calendar';
import { LIMITS } from '../limits';
import { addDays, daysBetween, mondayBasedWeekday, type TIsoDate } from './iso-date';

export interface TWeekDates {
  week: number;
  monday: TIsoDate;
  friday: TIsoDate;
  /** Monday to Friday. */
  days: [TIsoDate, TIsoDate, TIsoDate, TIsoDate, TIsoDate];
}

export function mondayOnOrBefore(date: TIsoDate): TIsoDate {
  return addDays(date, -mondayBasedWeekday(date));
}

export function isWorkingDay(date: TIsoDate): boolean {
  return mondayBasedWeekday(date) < WORKING_DAYS.length;
}

/** 'monday' … 'friday' for a working day, null on a weekend. */
export function workingDayOf(date: TIsoDate): TWorkingDay | null {
  return WORKING_DAYS[mondayBasedWeekday(date)] ?? null;
}

export function isTrainingWeek(week: unknown): week is number {
  return typeof week === 'number' && Number.isInteger(week) && week >= 1 && week <= TRAINING_WEEKS;
}

/** Placement week (1..8) containing the date, weekends included; null before week 1 or after week 8. */
export function weekOfDate(date: TIsoDate, startDate: TIsoDate): number | null {
  const days = daysBetween(mondayOnOrBefore(startDate), date);
  if (days < 0) return null;
  const week = Math.floor(days / 7) + 1;
  return week <= TRAINING_WEEKS ? week : null;
}

/** Monday to Friday of a placement week; throws for a week outside 1..8. */
export function weekDates(week: number, startDate: TIsoDate): TWeekDates {
  if (!isTrainingWeek(week)) throw new RangeError(`Week must be 1..${TRAINING_WEEKS}: ${week}`);
  const monday = addDays(mondayOnOrBefore(startDate), (week - 1) * 7);
  const days: TWeekDates['days'] = [
    monday,
    addDays(monday, 1),
    addDays(monday, 2),
    addDays(monday, 3),
    addDays(monday, 4),
  ];
  return { week, monday, friday: days[4], days };
}

/** floor(days since start / 7) + 1, clamped to 1..8: before the start it is week 1, after the end week 8. */
export function currentWeek(today: TIsoDate, startDate: TIsoDate): number {
  const days = daysBetween(mondayOnOrBefore(startDate), today);
  const week = Math.floor(days / 7) + 1;
  return Math.min(TRAINING_WEEKS, Math.max(1, week));
}

/** Last working day of the placement (Friday of week 8). */
export function placementEndDate(startDate: TIsoDate): TIsoDate {
  return weekDates(TRAINING_WEEKS, startDate).friday;
}

/**
 * Whether a placement start lies within LIMITS.PLACEMENT_START_MAX_YEARS_AWAY years of `today`,
 * either way (a further one is a typing slip): PUT /calendar/ refuses it, and the staff form says
 * so under the field before asking the server.
 */
export function isPlacementStartNearToday(startDate: TIsoDate, today: TIsoDate): boolean {
  const years = LIMITS.PLACEMENT_START_MAX_YEARS_AWAY;
  const todayYear = Number(today.slice(0, 4));
  const earliest = `${todayYear - years}${today.slice(4)}`;
  const latest = `${todayYear + years}${today.slice(4)}`;
  return startDate >= earliest && startDate <= latest;
}
