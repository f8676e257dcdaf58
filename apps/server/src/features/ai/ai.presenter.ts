import type { TAiUsageStats } from '@ptlog/shared';
import type { usageStats } from './ai.repository';

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
