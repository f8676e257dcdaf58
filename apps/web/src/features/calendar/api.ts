// GET /calendar/ (docs/api/logbook.md): the one placement calendar (DESIGN §4.1), shared by the
// daily report, weekly report and dashboard screens. Its last good answer is kept on the device
// (lib/kept-answers.ts) so that the daily screen opens offline.
import { currentWeek, type TPlacementCalendar, todayIso, ZPlacementCalendar } from '@ptlog/shared';
import { useQuery } from '@tanstack/react-query';
import { EARLY_PATHS, getEarlyOr } from '../../lib/early-data';
import { keptAnswers, type TKeptAnswers } from '../../lib/kept-answers';

export const calendarKeys = { all: ['calendar'] as const };

const parseCalendar = (value: unknown) => ZPlacementCalendar.parse(value);
const KEPT_NAME = 'calendar';

export const calendarApi = {
  // Started by the entry when a screen that reads it is the address opened (app/routes.tsx).
  get: async (): Promise<TPlacementCalendar> => {
    const calendar = await getEarlyOr(EARLY_PATHS.calendar, parseCalendar);
    keptAnswers.keep(KEPT_NAME, calendar);
    return calendar;
  },
};

/**
 * The calendar kept on this device, for when it cannot be asked for. Its day moves on with the
 * device's clock (never back), so that today can be logged offline on a later day.
 */
export function keptCalendar(
  clock: Date = new Date(),
  kept: TKeptAnswers = keptAnswers,
): TPlacementCalendar | null {
  const calendar = kept.read(KEPT_NAME, parseCalendar);
  if (!calendar) return null;
  const deviceToday = todayIso(clock);
  if (deviceToday <= calendar.today) return calendar;
  return {
    ...calendar,
    today: deviceToday,
    current_week: currentWeek(deviceToday, calendar.start_date),
  };
}

export function useCalendar() {
  return useQuery({
    queryKey: calendarKeys.all,
    queryFn: calendarApi.get,
    // The calendar changes only when the placement start date changes (profile edit).
    staleTime: 5 * 60_000,
    // Offline, fail (error with Retry, or the daily screen's kept copy) rather than wait paused
    // behind a skeleton; app/query-client.tsx asks again when the connection returns.
    networkMode: 'always',
  });
}
