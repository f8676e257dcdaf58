// Which of the ticked users a bulk action is sent for. The server refuses BAN and DELETE for the
// whole batch (409) when it holds a staff account or the viewer's own (admin-actions.service.ts),
// so "Select all on this page" over a page showing staff would ban or delete nobody: those ids
// stay out of the request and the confirmation says so. UNBAN and ACTIVATE take every account.
import type { TBulkUserAction } from '@ptlog/shared';

/** The actions the server refuses on staff accounts and on the viewer's own. */
export const REFUSED_FOR_STAFF: ReadonlySet<TBulkUserAction> = new Set(['BAN', 'DELETE']);

export interface TBulkTargets {
  /** The ids to send, in the order ticked. */
  ids: number[];
  /** How many ticked ids were left out (staff, or the viewer). */
  skipped: number;
}

/** The ticked ids for `action`, without `staffIds` (staff and the viewer) when it is BAN or DELETE. */
export function bulkTargets(
  action: TBulkUserAction,
  selected: Iterable<number>,
  staffIds: ReadonlySet<number>,
): TBulkTargets {
  const all = [...selected];
  if (!REFUSED_FOR_STAFF.has(action)) return { ids: all, skipped: 0 };
  const ids = all.filter((id) => !staffIds.has(id));
  return { ids, skipped: all.length - ids.length };
}

/** `known` with the staff accounts of `users` added; `known` itself when it had them all. */
export function withStaffOf(
  known: ReadonlySet<number>,
  users: readonly { id: number; is_staff: boolean }[],
): ReadonlySet<number> {
  const staff = users.filter((user) => user.is_staff && !known.has(user.id));
  return staff.length === 0 ? known : new Set([...known, ...staff.map((user) => user.id)]);
}
