// When a week can be submitted (ADR 21): from its last working day on, in the placement's time
// zone (EAT), never before. A week submitted earlier would lock the days still to come, so the
// student could never log them, and the supervisor would be asked to sign blank days.
import { WORKING_DAY_LABELS, WORKING_DAYS } from '../constants/calendar';
import { weekDates, workingDayOf } from './calendar';
import { addDays, isoDateToUtcMs, type TIsoDate } from './iso-date';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The last working day (Friday, WORKING_DAYS) of the week that starts on this Monday. */
export function lastWorkingDayFrom(monday: TIsoDate): TIsoDate {
  return addDays(monday, WORKING_DAYS.length - 1);
}

/** The last working day of a placement week; throws outside 1..8. */
export function lastWorkingDayOfWeek(week: number, startDate: TIsoDate): TIsoDate {
  return lastWorkingDayFrom(weekDates(week, startDate).monday);
}

/** Whether the week may be submitted on `today` (both YYYY-MM-DD in EAT): on or after its last working day. */
export function canSubmitWeekOn(week: number, startDate: TIsoDate, today: TIsoDate): boolean {
  return today >= lastWorkingDayOfWeek(week, startDate);
}

/** 'Friday 4 Dec': a working day as the API's English messages name it (the web words its own). */
export function englishWorkingDayLabel(date: TIsoDate): string {
  const day = workingDayOf(date);
  const utc = new Date(isoDateToUtcMs(date));
  const dayMonth = `${utc.getUTCDate()} ${MONTHS[utc.getUTCMonth()]}`;
  return day ? `${WORKING_DAY_LABELS[day]} ${dayMonth}` : dayMonth;
}
