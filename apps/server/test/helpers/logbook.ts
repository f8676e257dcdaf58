import { asc } from 'drizzle-orm';
import type { TDb } from '../../src/db/client';
import {
  dailyReports,
  mainJobs,
  operations,
  type TNewUserRow,
  weeklyReports,
} from '../../src/db/schema';
import { setPlacementStartDate } from '../../src/features/calendar/calendar.repository';
import { callWith, login, type TCall } from './accounts';
import { buildTestApp, type TTestApp } from './build-test-app';
import { createUser } from './factories';

// One fixed calendar for the log book tests: the placement starts on Monday 2 March 2026 and
// "now" is Wednesday 18 March 2026, 10:00 East Africa Time (the placement's clock on any server)
// — week 3, with Thursday and Friday ahead.
export const PLACEMENT_START = '2026-03-02';
export const NOW = new Date('2026-03-18T07:00:00Z');
export const TODAY = '2026-03-18';

/** Monday..Friday of a placement week under PLACEMENT_START. */
export function dayOf(week: number, weekday: 0 | 1 | 2 | 3 | 4): string {
  const date = new Date(Date.UTC(2026, 2, 2 + (week - 1) * 7 + weekday));
  return date.toISOString().slice(0, 10);
}

/** A log book app whose clock stands still at `now` (NOW unless a test needs another hour). */
export async function buildLogbookApp(now: Date = NOW): Promise<TTestApp> {
  // Many requests per file: the per-minute API limit is not what these tests are about.
  const testApp = await buildTestApp(
    { RATE_LIMIT_MAX: '100000' },
    {
      deps: { now: () => now, print: () => undefined },
    },
  );
  await setPlacementStartDate(testApp.db, PLACEMENT_START);
  return testApp;
}

export interface TStudentClient {
  id: number;
  firstName: string;
  lastName: string;
  call: TCall;
}

/** A verified student, signed in, with a helper that sends requests with their bearer token. */
export async function signedInStudent(
  testApp: TTestApp,
  overrides: Partial<TNewUserRow> = {},
): Promise<TStudentClient> {
  const user = await createUser(testApp.db, overrides);
  const { access } = await login(testApp.app, user.email, user.password);
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    call: callWith(testApp.app, access),
  };
}

/** Every log book row, to prove that a refused request changed nothing. */
export async function logbookSnapshot(db: TDb) {
  return {
    daily: await db.select().from(dailyReports).orderBy(asc(dailyReports.id)),
    weekly: await db.select().from(weeklyReports).orderBy(asc(weeklyReports.id)),
    mainJobs: await db.select().from(mainJobs).orderBy(asc(mainJobs.id)),
    operations: await db.select().from(operations).orderBy(asc(operations.id)),
  };
}
