import { eq, sql } from 'drizzle-orm';
import { getSetting, setSetting, setSettingIfMissing } from '../../db/app-settings';
import type { TDb } from '../../db/client';
import { appSettings } from '../../db/schema';
import { SESSION_OF_TOKEN } from '../auth/session-of-token';
import { isIsoMonday, placementStartFrom } from './placement-dates';

// The placement start: a key/value row in app_settings (db/app-settings.ts).

const PLACEMENT_START_DATE = 'placement_start_date';

/** The stored start as a subquery, for hot reads that select it with their own data. */
export const PLACEMENT_START_SUBQUERY = sql<unknown>`(select ${appSettings.value} from ${appSettings} where ${appSettings.key} = ${PLACEMENT_START_DATE})`;

/** The Monday week 1 of the placement starts (YYYY-MM-DD), or null before start-up stored one. */
export async function getPlacementStartDate(db: TDb): Promise<string | null> {
  return placementStartFrom(await getSetting(db, PLACEMENT_START_DATE));
}

// The daily POST's first statement: prepared once per database.
const startWithSessionQueries = new WeakMap<TDb, ReturnType<typeof prepareStartWithSession>>();

function prepareStartWithSession(db: TDb) {
  return db
    .select({ value: appSettings.value, session: SESSION_OF_TOKEN })
    .from(appSettings)
    .where(eq(appSettings.key, PLACEMENT_START_DATE))
    .prepare('placement_start_with_session');
}

/**
 * The placement start and the session named by an access token (see `SESSION_OF_TOKEN`) in one
 * round trip; undefined when no start is stored (there is no row to carry the session).
 */
export async function placementStartWithSession(
  db: TDb,
  claims: { userId: number; sessionId: string },
): Promise<{ startDate: string | null; session: string | null } | undefined> {
  let prepared = startWithSessionQueries.get(db);
  if (!prepared) {
    prepared = prepareStartWithSession(db);
    startWithSessionQueries.set(db, prepared);
  }
  const [row] = await prepared.execute({ userId: claims.userId, sessionId: claims.sessionId });
  return row && { startDate: placementStartFrom(row.value), session: row.session };
}

export async function setPlacementStartDate(db: TDb, monday: string): Promise<void> {
  if (!isIsoMonday(monday)) throw new Error(`Placement start must be a Monday, got ${monday}`);
  await setSetting(db, PLACEMENT_START_DATE, monday);
}

export async function initPlacementStartDate(db: TDb, monday: string): Promise<void> {
  if (!isIsoMonday(monday)) throw new Error(`Placement start must be a Monday, got ${monday}`);
  await setSettingIfMissing(db, PLACEMENT_START_DATE, monday);
}
