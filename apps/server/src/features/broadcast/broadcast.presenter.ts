import { BROADCAST_TO_EVERYONE, type TEmailCampaign } from '@ptlog/shared';
import type { TEmailCampaignRow, TUserRow } from '../../db/schema';
import { studentNameOf } from '../accounts/accounts.presenter';

export interface TCampaignWithCreator {
  row: TEmailCampaignRow;
  creator: Pick<TUserRow, 'firstName' | 'lastName'> | null;
}

export function toCampaignAnswer({ row, creator }: TCampaignWithCreator): TEmailCampaign {
  const pending = Math.max(0, row.queuedCount - row.sentCount - row.failedCount);
  return {
    id: row.id,
    source: row.source,
    subject: row.subject,
    message: row.body,
    file_name: row.fileName,
    audience: row.source === 'all_users' ? (row.audience ?? BROADCAST_TO_EVERYONE) : null,
    created_by: row.createdBy,
    created_by_name: creator ? studentNameOf(creator) : null,
    created_at: row.createdAt.toISOString(),
    queued: row.queuedCount,
    sent: row.sentCount,
    failed: row.failedCount,
    pending,
    invalid: row.invalidCount,
    status: pending > 0 ? 'sending' : 'done',
  };
}
