// Dates and moments a request may carry. A YYYY-MM-DD shape is not enough: '2025-02-30' is no
// date, and years such as 0000 or 9999 overflow PostgreSQL's timestamps (22008) or the placement
// calendar's arithmetic. Answers use ZRealIsoDate; requests use the ranged ones.
import { z } from 'zod';
import { LIMITS } from '../limits';
import { MESSAGES } from '../messages';
import { isIsoDate } from '../rules/iso-date';

const yearInRange = (year: number) => year >= LIMITS.DATE_YEAR_MIN && year <= LIMITS.DATE_YEAR_MAX;

/** A real calendar date written YYYY-MM-DD, any year. */
export const ZRealIsoDate = z.string().refine(isIsoDate, MESSAGES.generic.dateInvalid);

/** A real calendar date in the years LIMITS.DATE_YEAR_MIN..DATE_YEAR_MAX. */
export const ZSaneIsoDate = ZRealIsoDate.refine(
  (value) => !isIsoDate(value) || yearInRange(Number(value.slice(0, 4))),
  MESSAGES.generic.dateOutOfRange,
);

/** An ISO timestamp with an offset ('2026-03-18T10:00:00+03:00') in the same years (UTC). */
export const ZSaneTimestamp = z.iso
  .datetime({ offset: true })
  .refine(
    (value) => yearInRange(new Date(value).getUTCFullYear()),
    MESSAGES.generic.dateOutOfRange,
  );
