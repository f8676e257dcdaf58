import type { TFeedbackItem } from '@ptlog/shared';
import type { TFeedbackRow, TUserRow } from '../../db/schema';
import { studentNameOf } from '../accounts/accounts.presenter';

export interface TFeedbackWithNames {
  row: TFeedbackRow;
  author: Pick<TUserRow, 'id' | 'username' | 'email' | 'firstName' | 'lastName'>;
  handler: Pick<TUserRow, 'firstName' | 'lastName'> | null;
}

export function toFeedbackItem({ row, author, handler }: TFeedbackWithNames): TFeedbackItem {
  return {
    id: row.id,
    type: row.type,
    subject: row.subject,
    message: row.message,
    handled: row.handled,
    handled_at: row.handledAt?.toISOString() ?? null,
    handled_by_name: handler ? studentNameOf(handler) : null,
    created_at: row.createdAt.toISOString(),
    user: {
      id: author.id,
      username: author.username,
      email: author.email,
      full_name: studentNameOf(author),
    },
  };
}
