// GET /calendar/ (docs/api/logbook.md): the one placement calendar (DESIGN §4.1), shared by the
// daily report, weekly report and dashboard screens.
import { type TPlacementCalendar, ZPlacementCalendar } from '@ptlog/shared';
import { useQuery } from '@tanstack/react-query';
import { EARLY_PATHS, getEarlyOr } from '../../lib/early-data';

export const calendarKeys = { all: ['calendar'] as const };

const parseCalendar = (value: unknown) => ZPlacementCalendar.parse(value);

export const calendarApi = {
  // Started by the entry when a screen that reads it is the address opened (app/routes.tsx).
  get: (): Promise<TPlacementCalendar> => getEarlyOr(EARLY_PATHS.calendar, parseCalendar),
};

export function useCalendar() {
  return useQuery({
    queryKey: calendarKeys.all,
    queryFn: calendarApi.get,
    // The calendar changes only when the placement start date changes (profile edit).
    staleTime: 5 * 60_000,
    // Offline, fail (error with Retry) rather than wait paused behind a skeleton.
    networkMode: 'always',
  });
}
