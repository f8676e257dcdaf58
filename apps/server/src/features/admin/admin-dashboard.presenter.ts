import type { TRecentAiLog, TRecentUser } from '@ptlog/shared';
import type { newestAiLogs, newestUsers } from './admin-dashboard.repository';

type TNewUser = Awaited<ReturnType<typeof newestUsers>>[number];
type TNewAiLog = Awaited<ReturnType<typeof newestAiLogs>>[number];

export function toRecentUser(row: TNewUser): TRecentUser {
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    username: row.username,
    date_joined: row.dateJoined.toISOString(),
  };
}

export function toRecentAiLog(row: TNewAiLog): TRecentAiLog {
  return {
    user__first_name: row.firstName,
    user__last_name: row.lastName,
    enhancement_type: row.enhancementType,
    tokens_consumed: row.tokensConsumed,
    content_type: row.contentType,
    created_at: row.createdAt.toISOString(),
  };
}
