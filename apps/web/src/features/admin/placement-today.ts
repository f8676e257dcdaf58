// Where today stands in the placement, as the staff screens say it. GET /calendar/'s current_week
// is clamped to 1..8 (packages/shared currentWeek): before the start it is 1 and after the end 8,
// neither of them the week today is in. The server's today against the start and end dates says
// whether the placement has begun, is running (in that week) or is over.
import type { TPlacementCalendar } from '@ptlog/shared';
import { formatDay, type TTranslate } from './format';

type TCalendarDays = Pick<TPlacementCalendar, 'today' | 'start_date' | 'end_date' | 'current_week'>;

export type TPlacementToday =
  | { when: 'before'; date: string }
  | { when: 'during'; week: number }
  | { when: 'after'; date: string };

/** Before the start date (it starts on `date`), in week `week`, or after the end date (`date`). */
export function placementToday(calendar: TCalendarDays): TPlacementToday {
  // ISO dates (YYYY-MM-DD) compare as text in calendar order.
  if (calendar.today < calendar.start_date) return { when: 'before', date: calendar.start_date };
  if (calendar.today > calendar.end_date) return { when: 'after', date: calendar.end_date };
  return { when: 'during', week: calendar.current_week };
}

/** The placement card's 'Today is in week 3.', 'The placement starts on 4 Jan 2027.' or '… ended on …'. */
export function placementTodayText(t: TTranslate, calendar: TCalendarDays): string {
  const today = placementToday(calendar);
  if (today.when === 'before') {
    return t('admin:placement.startsOn', { date: formatDay(today.date) });
  }
  if (today.when === 'after') return t('admin:placement.endedOn', { date: formatDay(today.date) });
  return t('admin:placement.todayInWeek', { week: today.week });
}

/** The user drawer's 'Current week 3', 'Placement starts 4 Jan 2027' or 'Placement ended …'. */
export function drawerWeekText(t: TTranslate, calendar: TCalendarDays): string {
  const today = placementToday(calendar);
  if (today.when === 'before') {
    return t('admin:drawer.placementStarts', { date: formatDay(today.date) });
  }
  if (today.when === 'after') {
    return t('admin:drawer.placementEnded', { date: formatDay(today.date) });
  }
  return t('admin:drawer.currentWeek', { week: today.week });
}
