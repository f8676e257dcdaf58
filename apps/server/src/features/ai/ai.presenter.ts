import {
  AI_ENHANCEMENT_COST,
  MESSAGES,
  type TAiUsageStats,
  type TEnhanceWeeklyAnswer,
} from '@ptlog/shared';
import type { TDb } from '../../db/client';
import type { TUserRow } from '../../db/schema';
import { weeklyReportAnswerOfWeek } from '../weekly-reports/weekly-reports.answers';
import { aiReportNotFound } from './ai.errors';
import type { usageStats } from './ai.repository';
import type { TWeeklyEnhancementResult } from './weekly-enhancement';

/**
 * The enhance answer: the fresh report, what the enhancement cost and what is left. A replay
 * (the same Idempotency-Key) says the enhancement was already done and charged once: the week
 * it shows is the week as it is now, which a reset since then has brought back to the student's
 * own text.
 */
export async function enhancementAnswer(
  db: TDb,
  user: TUserRow,
  week: number,
  result: TWeeklyEnhancementResult,
): Promise<TEnhanceWeeklyAnswer> {
  const report = await weeklyReportAnswerOfWeek(db, user, week);
  if (!report) throw aiReportNotFound();
  return {
    success: true,
    message: result.replayed ? MESSAGES.ai.alreadyEnhanced : MESSAGES.ai.success,
    report,
    tokens_charged: AI_ENHANCEMENT_COST,
    available_tokens: result.availableTokens,
    usage_type: result.usageType,
  };
}

/** Spec 2 §3 "AI usage stats". */
export function toUsageStatsAnswer(stats: Awaited<ReturnType<typeof usageStats>>): TAiUsageStats {
  return {
    total_enhancements: stats.calls,
    total_tokens: stats.tokens,
    enhancement_types: stats.byEnhancement.map((row) => ({
      enhancement_type: row.enhancementType,
      count: row.count,
    })),
    content_types: stats.byContent.map((row) => ({
      content_type: row.contentType,
      count: row.count,
    })),
    recent_enhancements: stats.recent.map((row) => ({
      content_type: row.contentType,
      enhancement_type: row.enhancementType,
      tokens_consumed: row.tokensConsumed,
      created_at: row.createdAt.toISOString(),
    })),
  };
}
