// The users screen's list: its filters, page and ticked users. Ticks belong to one list: a new
// search or filter clears them, so Delete or Ban never reaches users staff can no longer see.
// Turning pages of the same list keeps them (spec 2 §5 bulk actions over several pages), and so
// does sorting it: the same people, in another order.
import { DEFAULT_ADMIN_USER_ORDERING, type TAdminUserOrdering } from '@ptlog/shared';
import { NO_USER_FILTERS, type TUserFilterForm } from './user-filters';

export interface TUserListState {
  filters: TUserFilterForm;
  ordering: TAdminUserOrdering;
  page: number;
  selected: ReadonlySet<number>;
}

export const FIRST_USER_LIST: TUserListState = {
  filters: NO_USER_FILTERS,
  ordering: DEFAULT_ADMIN_USER_ORDERING,
  page: 1,
  selected: new Set(),
};

/** The list with these filters changed, from its first page and with no ticks; as it was if none changed. */
export function withFilters(
  state: TUserListState,
  change: Partial<TUserFilterForm>,
): TUserListState {
  const filters = { ...state.filters, ...change };
  const same = (Object.keys(filters) as (keyof TUserFilterForm)[]).every(
    (key) => filters[key] === state.filters[key],
  );
  return same ? state : { ...state, filters, page: 1, selected: new Set() };
}

/** The same list in another order, from its first page; the ticks stay. */
export function withOrdering(state: TUserListState, ordering: TAdminUserOrdering): TUserListState {
  return ordering === state.ordering ? state : { ...state, ordering, page: 1 };
}

export function withPage(state: TUserListState, page: number): TUserListState {
  return { ...state, page };
}

export function withSelected(state: TUserListState, selected: ReadonlySet<number>): TUserListState {
  return { ...state, selected };
}

/** The ticks left once a bulk action is done with `doneIds` (all of them, or those before it stopped). */
export function withoutDone(state: TUserListState, doneIds: readonly number[]): TUserListState {
  const selected = new Set(state.selected);
  for (const id of doneIds) selected.delete(id);
  return { ...state, selected };
}
