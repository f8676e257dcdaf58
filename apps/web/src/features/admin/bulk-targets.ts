// Which of the ticked users a bulk action is sent for. The server refuses every action for the
// whole batch (409) when it holds a staff account, the viewer's own included (staff accounts are
// disabled and enabled by the server's operator, from the command line: admin-actions.service.ts),
// so "Select all on this page" over a page showing staff would change nobody: those ids stay out
// of the request and the confirmation says so.
export interface TBulkTargets {
  /** The ids to send, in the order ticked. */
  ids: number[];
  /** How many ticked ids were left out (staff, or the viewer). */
  skipped: number;
}

/** The ticked ids to send, for any action: without `staffIds` (staff and the viewer). */
export function bulkTargets(
  selected: Iterable<number>,
  staffIds: ReadonlySet<number>,
): TBulkTargets {
  const all = [...selected];
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
