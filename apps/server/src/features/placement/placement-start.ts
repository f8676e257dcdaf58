import { mondayOnOrBefore, todayIso } from '@ptlog/shared';
import type { TDb } from '../../db/client';
import { getPlacementStartDate, initPlacementStartDate } from './placement.repository';

/**
 * Start-up: a database without a placement start gets PT_START_DATE, or else the Monday of the
 * current week. A date already stored (possibly changed by staff) is never overwritten.
 */
export async function ensurePlacementStartDate(
  db: TDb,
  options: { configured: string | undefined; now: Date },
): Promise<string> {
  const initial = options.configured ?? mondayOnOrBefore(todayIso(options.now));
  await initPlacementStartDate(db, initial);
  const stored = await getPlacementStartDate(db);
  if (!stored) throw new Error('placement_start_date could not be stored');
  return stored;
}
