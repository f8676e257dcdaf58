// Recent activity (spec 2 §2 /admin/activity): badge colours of the admin action kinds.
import { ADMIN_ACTIONS, type TAdminAction } from '@ptlog/shared';

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
