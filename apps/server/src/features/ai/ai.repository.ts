import { AI_RECENT_USAGE_MAX, type TAiContentType, type TTokenUsageType } from '@ptlog/shared';
import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import {
  aiUsageLogs,
  companies,
  dailyReports,
  mainJobs,
  operations,
  profiles,
  type TDailyReportRow,
  type TMainJobRow,
  type TOperationRow,
  type TWeeklyReportRow,
  weeklyReports,
} from '../../db/schema';

export interface TUsageLogInput {
  userId: number;
  weeklyReportId?: number | null;
  contentType: TAiContentType;
  enhancementType: string;
  usageType: TTokenUsageType;
  tokensConsumed: number;
  provider: string;
  model: string;
  durationMs: number;
  ledgerReference: string | null;
  /** With an Idempotency-Key: what was asked (idempotency.ts), and a text call's answer. */
  requestHash?: string | null;
  answer?: unknown;
  createdAt: Date;
}

export async function insertUsageLog(db: TDb, input: TUsageLogInput): Promise<void> {
  await db.insert(aiUsageLogs).values({ ...input, weeklyReportId: input.weeklyReportId ?? null });
}

/** The student's program and company, which give the model context. */
export async function studentContext(
  db: TDb,
  userId: number,
): Promise<{ program: string | null; company: string | null }> {
  const [row] = await db
    .select({ program: profiles.program, company: companies.name })
    .from(profiles)
    .leftJoin(companies, eq(companies.id, profiles.companyId))
    .where(eq(profiles.userId, userId));
  return { program: row?.program ?? null, company: row?.company ?? null };
}

export function dailiesOfWeek(
  db: TDb,
  studentId: number,
  week: number,
): Promise<TDailyReportRow[]> {
  return db
    .select()
    .from(dailyReports)
    .where(and(eq(dailyReports.studentId, studentId), eq(dailyReports.weekNumber, week)))
    .orderBy(asc(dailyReports.date), asc(dailyReports.id));
}

/** The weekly report's main job and its operations by step (inside the caller's lock). */
export async function mainJobWithOperations(
  db: TDb,
  weeklyReportId: number,
): Promise<{ job: TMainJobRow | null; operations: TOperationRow[] }> {
  const [job] = await db.select().from(mainJobs).where(eq(mainJobs.weeklyReportId, weeklyReportId));
  if (!job) return { job: null, operations: [] };
  const steps = await db
    .select()
    .from(operations)
    .where(eq(operations.mainJobId, job.id))
    .orderBy(asc(operations.stepNumber), asc(operations.id));
  return { job, operations: steps };
}

/** Replaces the job's operations with these, numbered 1..n. */
export async function replaceOperations(
  db: TDb,
  mainJobId: number,
  steps: ReadonlyArray<{ description: string; tools: string }>,
  now: Date,
): Promise<void> {
  await db.delete(operations).where(eq(operations.mainJobId, mainJobId));
  if (steps.length === 0) return;
  await db.insert(operations).values(
    steps.map((step, index) => ({
      mainJobId,
      stepNumber: index + 1,
      operationDescription: step.description,
      toolsUsed: step.tools,
      createdAt: now,
      updatedAt: now,
    })),
  );
}

/**
 * The weekly report's texts: enhanced ones with the student's `original` kept (marked enhanced at
 * `now`), or with `original` null the student's own back (no longer enhanced).
 */
export async function writeWeeklyTexts(
  tx: TDb,
  id: number,
  texts: { summary: string; mainJobTitle: string; mainJobDescription: string },
  original: TWeeklyReportRow['originalContent'],
  now: Date,
): Promise<void> {
  await tx
    .update(weeklyReports)
    .set({
      summary: texts.summary,
      mainJobTitle: texts.mainJobTitle,
      mainJobDescription: texts.mainJobDescription,
      isEnhanced: original !== null,
      enhancementDate: original === null ? null : now,
      originalContent: original,
      updatedAt: now,
    })
    .where(eq(weeklyReports.id, id));
}

/**
 * A new description of this daily report (of this student), only while it is unsubmitted and still
 * holds the text that was enhanced (`sent`). The day's row is not locked before: on PostgreSQL a
 * submit or an edit that commits while this waits for the row is seen here, and the day keeps it.
 */
export async function updateDailyDescription(
  tx: TDb,
  daily: { id: number; studentId: number },
  change: { sent: string; description: string },
  now: Date,
): Promise<void> {
  await tx
    .update(dailyReports)
    .set({ description: change.description, updatedAt: now })
    .where(
      and(
        eq(dailyReports.id, daily.id),
        eq(dailyReports.studentId, daily.studentId),
        eq(dailyReports.isSubmitted, false),
        eq(dailyReports.description, change.sent),
      ),
    );
}

/** The description back on the student's unsubmitted day of the week, if it differs. */
export async function restoreDailyDescription(
  tx: TDb,
  day: { studentId: number; week: number; date: string; description: string },
  now: Date,
): Promise<void> {
  await tx
    .update(dailyReports)
    .set({ description: day.description, updatedAt: now })
    .where(
      and(
        eq(dailyReports.studentId, day.studentId),
        eq(dailyReports.weekNumber, day.week),
        eq(dailyReports.date, day.date),
        eq(dailyReports.isSubmitted, false),
        ne(dailyReports.description, day.description),
      ),
    );
}

/** Spec 2 §3 "AI usage stats" of one user, in four small queries over their own rows. */
export async function usageStats(db: TDb, userId: number) {
  const mine = eq(aiUsageLogs.userId, userId);
  const [totals] = await db
    .select({
      calls: count(),
      tokens: sql<number>`coalesce(sum(${aiUsageLogs.tokensConsumed}), 0)`.mapWith(Number),
    })
    .from(aiUsageLogs)
    .where(mine);
  const byEnhancement = await db
    .select({ enhancementType: aiUsageLogs.enhancementType, count: count() })
    .from(aiUsageLogs)
    .where(mine)
    .groupBy(aiUsageLogs.enhancementType)
    .orderBy(desc(count()), asc(aiUsageLogs.enhancementType));
  const byContent = await db
    .select({ contentType: aiUsageLogs.contentType, count: count() })
    .from(aiUsageLogs)
    .where(mine)
    .groupBy(aiUsageLogs.contentType)
    .orderBy(desc(count()), asc(aiUsageLogs.contentType));
  const recent = await db
    .select()
    .from(aiUsageLogs)
    .where(mine)
    .orderBy(desc(aiUsageLogs.createdAt), desc(aiUsageLogs.id))
    .limit(AI_RECENT_USAGE_MAX);
  return {
    calls: totals?.calls ?? 0,
    tokens: totals?.tokens ?? 0,
    byEnhancement,
    byContent,
    recent,
  };
}
