// Shared setup of the AI API tests: the real app with the `openai` provider pointed at a fake
// OpenAI-compatible server, the log book calendar of helpers/logbook.ts, and token grants.
import { asc, eq } from 'drizzle-orm';
import type { TAppDeps } from '../../src/app';
import type { TDb } from '../../src/db/client';
import { aiUsageLogs, dailyReports, tokenLedger } from '../../src/db/schema';
import { setPlacementStartDate } from '../../src/features/calendar/calendar.repository';
import { credit } from '../../src/features/tokens/ledger';
import { buildTestApp, type TEnvOverrides, type TTestApp } from './build-test-app';
import { startFakeOpenAi, type TFakeOpenAi } from './fake-openai';
import { dayOf, NOW, PLACEMENT_START, signedInStudent, type TStudentClient } from './logbook';
import { expectStatus, logDay, weeklyReport } from './logbook-requests';

export { DEFAULT_WEEKLY_ANSWER, SECOND_WEEKLY_ANSWER } from './fake-openai';

export const AI_TEST_MODEL = 'test-model-1';
export const AI_TEST_KEY = 'sk-test-key';

export interface TAiTestApp extends TTestApp {
  fake: TFakeOpenAi;
}

/** The app on a fresh database, `openai` provider against a fake server; the lowest timeout. */
export async function buildAiApp(
  overrides: TEnvOverrides = {},
  deps: TAppDeps = {},
): Promise<TAiTestApp> {
  const fake = await startFakeOpenAi();
  const testApp = await buildTestApp(
    {
      RATE_LIMIT_MAX: '100000',
      AI_RATE_LIMIT_MAX: '100000',
      AI_PROVIDER: 'openai',
      AI_BASE_URL: fake.baseUrl,
      AI_API_KEY: AI_TEST_KEY,
      AI_MODEL: AI_TEST_MODEL,
      AI_TIMEOUT_MS: '1000',
      ...overrides,
    },
    { deps: { now: () => NOW, print: () => undefined, ...deps } },
  );
  await setPlacementStartDate(testApp.db, PLACEMENT_START);
  return {
    ...testApp,
    fake,
    close: async () => {
      await testApp.close();
      await fake.close();
    },
  };
}

/** Gives the user exactly `tokens` more (a staff adjustment). */
export async function grantTokens(db: TDb, userId: number, tokens: number): Promise<void> {
  if (tokens === 0) return;
  await credit(db, {
    userId,
    amount: tokens,
    kind: 'staff_adjustment',
    reference: `test-grant:${userId}:${tokens}:${Math.random()}`,
  });
}

/** A signed-in student holding `tokens` (granted by a staff adjustment, no welcome bonus). */
export async function studentWithTokens(testApp: TAiTestApp, tokens: number) {
  const student = await signedInStudent(testApp);
  await grantTokens(testApp.db, student.id, tokens);
  return student;
}

/** Week 2 with entries on Monday–Wednesday (24 hours: good), a summary and a main job. */
export async function writtenWeek(student: TStudentClient, week = 2) {
  await logDay(student, dayOf(week, 0), 8, 'checked power suplies in workshop');
  await logDay(student, dayOf(week, 1), 8, 'replaced capacitors on two units');
  await logDay(student, dayOf(week, 2), 8.5, 'tested units under load');
  const weeklyId = await weeklyReport(student, week);
  await expectStatus(
    await student.call('PUT', `/api/reports/weekly/week/${week}/`, { summary: 'my week summary' }),
    200,
  );
  const job = expectStatus(
    await student.call('POST', '/api/reports/main-jobs/', {
      title: 'psu repair',
      weekly_report: weeklyId,
      description: 'fixing psus',
    }),
    201,
  );
  await expectStatus(
    await student.call('POST', `/api/reports/main-jobs/${job.id}/operations/`, {
      operation_description: 'open the unit',
      tools_used: 'screwdriver',
    }),
    201,
  );
  return { weeklyId, jobId: job.id as number };
}

export function enhance(student: TStudentClient, week: number, body?: object) {
  return student.call('POST', `/api/reports/weekly/week/${week}/enhance_with_ai/`, body);
}

export function dailyRowsOf(db: TDb, studentId: number) {
  return db
    .select()
    .from(dailyReports)
    .where(eq(dailyReports.studentId, studentId))
    .orderBy(asc(dailyReports.date));
}

export function usageLogsOf(db: TDb, userId: number) {
  return db
    .select()
    .from(aiUsageLogs)
    .where(eq(aiUsageLogs.userId, userId))
    .orderBy(asc(aiUsageLogs.id));
}

export function aiDebitsOf(db: TDb, userId: number) {
  return db
    .select()
    .from(tokenLedger)
    .where(eq(tokenLedger.userId, userId))
    .orderBy(asc(tokenLedger.id))
    .then((rows) => rows.filter((row) => row.kind === 'ai_debit'));
}
