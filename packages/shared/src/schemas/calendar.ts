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

/**
 * GET /calendar/preview/?start_date=…: what moving the start there would do (ADR 19). Every entry
 * and weekly page keeps its dates, so each week number moves by `week_shift` (new = old + shift).
 */
export const ZPlacementMovePreview = z.object({
  start_date: z.string(),
  /** The stored start; null when none can be read (the move then only stores the new one). */
  current_start_date: z.string().nullable(),
  week_shift: z.number().int(),
  /** What would be renumbered (all of it, unless the shift is 0). */
  daily_reports: z.number().int(),
  weekly_reports: z.number().int(),
  students: z.number().int(),
  /** The newest entry: its date, and its week now and after the move; null without entries. */
  example: z
    .object({ date: z.string(), week_before: z.number().int(), week_after: z.number().int() })
    .nullable(),
  /** Why the move would be refused (the PUT's 409 code and message), or null when it is allowed. */
  refusal: z.object({ code: z.string(), detail: z.string() }).nullable(),
});
export type TPlacementMovePreview = z.infer<typeof ZPlacementMovePreview>;
