// POST /reports/weekly/week/{week}/enhance_with_ai/ (spec 1 §4, spec 2 §4; DESIGN §4.6–4.7).
// Checks first (week, lock, content, balance), then the provider call outside any transaction,
// then one transaction that re-checks, charges 300 tokens and writes the enhanced texts. A
// provider failure, an answer that changes no word once guarded, a short balance, or a summary,
// main job or operation the student changed while the provider worked leaves everything as it was.
import {
  AI_ENHANCEMENT_COST,
  MESSAGES,
  needsAdditionalDescription,
  type TTokenUsageType,
  weekDates,
} from '@ptlog/shared';
import type { TDb } from '../../db/client';
import type { TWeeklyReportRow } from '../../db/schema';
import { lockSignedInUser } from '../accounts/live-user';
import { placementClock } from '../calendar/calendar.service';
import { insertMainJob, updateMainJobTexts } from '../main-jobs/main-jobs.repository';
import { balanceOf } from '../tokens/ledger';
import { assertWeekEditable } from '../weekly-reports/weekly-reports.policy';
import { findWeeklyReport } from '../weekly-reports/weekly-reports.repository';
import {
  chargeAiCall,
  prepareProviderCall,
  type TAiServiceDeps,
  timedProviderCall,
} from './ai.charge';
import { aiReportNotFound, needsDescription, weekChangedWhileEnhancing } from './ai.errors';
import {
  dailiesOfWeek,
  mainJobWithOperations,
  replaceOperations,
  studentContext,
  updateDailyDescription,
  writeWeeklyTexts,
} from './ai.repository';
import { earlierCall, type TIdempotency } from './idempotency';
import { AiProviderError, type TWeeklyEnhanceInput, type TWeeklyEnhanceOutput } from './provider';
import {
  changedSinceSent,
  changesAWord,
  enhancedDayText,
  guardWeeklyOutput,
  type TWeekTexts,
  usageTypeOf,
  weeklyInput,
  weekQuality,
} from './weekly-content';
import { originalOf, originalToKeep, ZOriginalContent } from './weekly-original';

/**
 * The answer as it may be written (guardWeeklyOutput); one that changes no word of the week is a
 * failed call (weekly-content.ts changesAWord): 502, nothing charged, the week unchanged.
 */
function usefulOutput(
  input: TWeeklyEnhanceInput,
  answer: TWeeklyEnhanceOutput,
): TWeeklyEnhanceOutput {
  const output = guardWeeklyOutput(input, answer);
  if (!changesAWord(input, output)) {
    throw new AiProviderError('The answer changes no word of the week', 'invalid_output');
  }
  return output;
}

export async function weekTexts(db: TDb, report: TWeeklyReportRow): Promise<TWeekTexts> {
  const dailies = await dailiesOfWeek(db, report.studentId, report.weekNumber);
  const { job, operations } = await mainJobWithOperations(db, report.id);
  return { report, dailies, mainJob: job, operations };
}

/** The main job with the enhanced title and description: updated, or created when missing. */
async function writeMainJob(
  tx: TDb,
  week: TWeekTexts,
  output: TWeeklyEnhanceOutput,
  now: Date,
): Promise<number | null> {
  const texts = { title: output.mainJobTitle, description: output.mainJobDescription };
  if (week.mainJob) {
    await updateMainJobTexts(tx, week.mainJob.id, texts, now);
    return week.mainJob.id;
  }
  // guardWeeklyOutput writes no step without a title: no main job is made without one either.
  if (texts.title === '') return null;
  return insertMainJob(tx, week.report.id, texts, now);
}

/**
 * Writes the enhanced texts over the week as it is now (read under the report's lock), whose
 * summary, main job and operations are still the ones sent (changedSinceSent). A daily report
 * whose text changed while the provider worked, or that was submitted, keeps its text, also when
 * it is submitted while this writes (updateDailyDescription); hours and dates are never written.
 */
async function writeEnhancement(
  tx: TDb,
  week: TWeekTexts,
  input: TWeeklyEnhanceInput,
  output: TWeeklyEnhanceOutput,
  now: Date,
): Promise<void> {
  const jobId = await writeMainJob(tx, week, output, now);
  if (jobId !== null) await replaceOperations(tx, jobId, output.operations, now);
  for (const daily of week.dailies) {
    const sent = input.days.find((day) => day.date === daily.date);
    const enhanced = enhancedDayText(output, daily.date);
    if (daily.isSubmitted || !sent || sent.description !== daily.description) continue;
    if (enhanced === undefined || enhanced === '' || enhanced === daily.description) continue;
    await updateDailyDescription(tx, daily, { sent: sent.description, description: enhanced }, now);
  }
  // The week as written, read back (a day may have kept its text): the next enhancement tells
  // the texts the student changed since by it (weekly-original.ts).
  const { summary, mainJobTitle, mainJobDescription } = output;
  const written = await weekTexts(tx, {
    ...week.report,
    summary,
    mainJobTitle,
    mainJobDescription,
  });
  const saved = week.report.originalContent;
  const original = originalToKeep(saved && ZOriginalContent.parse(saved), originalOf(week));
  await writeWeeklyTexts(
    tx,
    week.report.id,
    output,
    { ...original, written: originalOf(written) },
    now,
  );
}

export interface TWeeklyEnhancementResult {
  usageType: TTokenUsageType;
  availableTokens: number;
  weeklyReportId: number;
  /** A replay of an enhancement paid for under the same key: nothing done or charged now. */
  replayed: boolean;
}

/**
 * A replay of a call already paid for under its key: the week as it is now (reset since, or
 * edited), nothing charged, and an answer that says so (ai.presenter.ts).
 */
async function replayed(
  db: TDb,
  studentId: number,
  paid: { usageType: TTokenUsageType },
  weeklyReportId: number,
): Promise<TWeeklyEnhancementResult> {
  return {
    usageType: paid.usageType,
    availableTokens: await balanceOf(db, studentId),
    weeklyReportId,
    replayed: true,
  };
}

/**
 * With an Idempotency-Key, a replay of a paid enhancement (the phone lost the answer) answers the
 * enhanced week again without calling the provider or charging; parallel replays wait on the
 * user's lock inside the transaction and find the first one's charge there.
 */
export async function enhanceWeek(
  deps: TAiServiceDeps,
  studentId: number,
  week: number,
  additionalInstructions: string | undefined,
  signal: AbortSignal,
  idempotency: TIdempotency | null = null,
): Promise<TWeeklyEnhancementResult> {
  const { db } = deps;
  const instructions = additionalInstructions?.trim() ?? '';
  const report = await findWeeklyReport(db, studentId, week);
  if (!report) throw aiReportNotFound();
  const earlier = await earlierCall(db, studentId, idempotency);
  if (earlier) return replayed(db, studentId, earlier, report.id);
  assertWeekEditable(report.status);
  const before = await weekTexts(db, report);
  const quality = weekQuality(before.dailies);
  if (needsAdditionalDescription(quality, instructions)) throw needsDescription();
  await prepareProviderCall(deps, studentId, AI_ENHANCEMENT_COST);
  const { startDate } = await placementClock(db, deps.now());
  const context = await studentContext(db, studentId);
  const input = weeklyInput(before, weekDates(week, startDate).days, { ...context, instructions });
  const { result: output, durationMs } = await timedProviderCall(
    deps,
    MESSAGES.ai.providerFailed,
    async () => usefulOutput(input, await deps.provider.enhanceWeekly(input, signal)),
  );
  const usageType = usageTypeOf(quality);
  return db.transaction(async (tx) => {
    // The live student, then the report, then the user's debit lock: an erasure locks the user
    // before it deletes the report, so locking the report first deadlocked with it. Key share
    // does not hold back another enhancement's debit lock, so two enhancements still take turns
    // at the report and cannot deadlock either.
    await lockSignedInUser(tx, studentId);
    const locked = await findWeeklyReport(tx, studentId, week, { lock: true });
    if (!locked) throw aiReportNotFound();
    const paid = await earlierCall(tx, studentId, idempotency, { lockUser: true });
    if (paid) return replayed(tx, studentId, paid, locked.id);
    assertWeekEditable(locked.status);
    await chargeAiCall(tx, deps, {
      userId: studentId,
      amount: AI_ENHANCEMENT_COST,
      usageType,
      contentType: 'weekly',
      enhancementType: 'full_report',
      weeklyReportId: locked.id,
      durationMs,
      description: MESSAGES.ledger.aiWeekly(week),
      idempotency,
    });
    // After the charge, so a short balance is still 402 first. The answer enhances the texts
    // that were sent: written over a change saved meanwhile (by the student, or by another
    // enhancement of the week), it would lose that change for good. 409, and the rollback takes
    // the charge back; the student enhances the week as it is now.
    const current = await weekTexts(tx, locked);
    if (changedSinceSent(input, before.mainJob?.id ?? null, current)) {
      throw weekChangedWhileEnhancing();
    }
    await writeEnhancement(tx, current, input, output, deps.now());
    return {
      usageType,
      availableTokens: await balanceOf(tx, studentId),
      weeklyReportId: locked.id,
      replayed: false,
    };
  });
}
