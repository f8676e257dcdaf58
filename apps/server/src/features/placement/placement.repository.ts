import type { TDb } from '../../db/client';
import { isIsoMonday } from '../../lib/placement-dates';
import { getSetting, setSetting, setSettingIfMissing } from '../settings/app-settings.repository';

const PLACEMENT_START_DATE = 'placement_start_date';

/** The Monday week 1 of the placement starts (YYYY-MM-DD), or null before start-up stored one. */
export async function getPlacementStartDate(db: TDb): Promise<string | null> {
  const value = await getSetting(db, PLACEMENT_START_DATE);
  return typeof value === 'string' && isIsoMonday(value) ? value : null;
}

export async function setPlacementStartDate(db: TDb, monday: string): Promise<void> {
  if (!isIsoMonday(monday)) throw new Error(`Placement start must be a Monday, got ${monday}`);
  await setSetting(db, PLACEMENT_START_DATE, monday);
}

export async function initPlacementStartDate(db: TDb, monday: string): Promise<void> {
  if (!isIsoMonday(monday)) throw new Error(`Placement start must be a Monday, got ${monday}`);
  await setSettingIfMissing(db, PLACEMENT_START_DATE, monday);
}
