// GET /calendar/: the one placement calendar (DESIGN §4.1) as the server computes it.
import { z } from 'zod';

export const ZPlacementWeek = z.object({
  week_number: z.number().int(),
  /** Monday. */
  start_date: z.string(),
  /** Friday. */
  end_date: z.string(),
  /** Monday to Friday. */
  days: z.array(z.string()).length(5),
});
export type TPlacementWeek = z.infer<typeof ZPlacementWeek>;

export const ZPlacementCalendar = z.object({
  /** The Monday of week 1. */
  start_date: z.string(),
  /** The Friday of week 8. */
  end_date: z.string(),
  current_week: z.number().int(),
  /** The server's date today; the client compares days with it, not with its own clock. */
  today: z.string(),
  weeks: z.array(ZPlacementWeek),
});
export type TPlacementCalendar = z.infer<typeof ZPlacementCalendar>;
