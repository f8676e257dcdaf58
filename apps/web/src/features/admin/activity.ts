// Recent activity (spec 2 §2 /admin/activity): badge colours of the admin action kinds, and how
// an AI use is worded.
import { ADMIN_ACTIONS, type TAdminAction, type TRecentAiLog } from '@ptlog/shared';
import { formatDateTime } from '../billing/format';
import { codeLabel, type TTranslate } from './format';

export const ACTION_COLOR: Record<TAdminAction, string> = {
  BAN: 'red',
  UNBAN: 'blue',
  DELETE: 'dark',
  ACTIVATE: 'green',
  SUSPEND: 'orange',
  RESTORE: 'teal',
};

export function actionColor(action: string): string {
  return (ADMIN_ACTIONS as readonly string[]).includes(action)
    ? ACTION_COLOR[action as TAdminAction]
    : 'gray';
}

/** Panels scroll past this height (spec 2 §2). */
export const PANEL_MAX_HEIGHT = 360;

/**
 * 'Full enhancement · Weekly report · 29 Nov 2026, 10:00' in the reader's words; a text call's
 * kind and content are the same words ('Daily report'), said once.
 */
export function aiUseDetail(t: TTranslate, log: TRecentAiLog): string {
  const kind = codeLabel(t, 'enhancement', log.enhancement_type);
  const content = codeLabel(t, 'content', log.content_type);
  return [kind, ...(content === kind ? [] : [content]), formatDateTime(log.created_at)].join(' · ');
}
