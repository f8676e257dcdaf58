// The users list's filters, order and page as the address keeps them (/admin/users?search=mwita&
// status=banned&page=2), so a reload, a link and Back show the same list. What the address gets
// wrong (an unknown status, a date that is no date, page 0) is the default, never an error.
import {
  ADMIN_JOINED_PERIODS,
  ADMIN_USER_ORDERINGS,
  ADMIN_USER_STATUSES,
  DEFAULT_ADMIN_USER_ORDERING,
  PROGRAM_CODES,
  type TAdminUserOrdering,
} from '@ptlog/shared';
import type { TUrlStateCodec } from '../../components/use-url-state';
import {
  isoDateParam,
  oneOf,
  pageParam,
  searchParam,
  setUnlessDefault,
} from '../../lib/url-params';
import { NO_ENTRY_DAY_CHOICES, NO_USER_FILTERS, type TUserFilterForm } from './user-filters';

export interface TUserListView {
  filters: TUserFilterForm;
  ordering: TAdminUserOrdering;
  page: number;
}

export const USER_LIST_URL: TUrlStateCodec<TUserListView> = {
  read(params) {
    const ordering = oneOf(params.get('ordering'), ADMIN_USER_ORDERINGS);
    return {
      filters: {
        search: searchParam(params.get('search')),
        program: oneOf(params.get('program'), PROGRAM_CODES),
        status: oneOf(params.get('status'), ADMIN_USER_STATUSES),
        date: oneOf(params.get('date'), ADMIN_JOINED_PERIODS),
        joined_from: isoDateParam(params.get('joined_from')),
        joined_to: isoDateParam(params.get('joined_to')),
        signoff: oneOf(params.get('signoff'), ['waiting'] as const),
        no_entry_days: oneOf(params.get('no_entry_days'), NO_ENTRY_DAY_CHOICES),
      },
      ordering: ordering || DEFAULT_ADMIN_USER_ORDERING,
      page: pageParam(params.get('page')),
    };
  },
  write({ filters, ordering, page }) {
    const params = new URLSearchParams();
    for (const key of Object.keys(NO_USER_FILTERS) as (keyof TUserFilterForm)[]) {
      setUnlessDefault(params, key, key === 'search' ? searchParam(filters.search) : filters[key]);
    }
    setUnlessDefault(params, 'ordering', ordering, DEFAULT_ADMIN_USER_ORDERING);
    setUnlessDefault(params, 'page', page, 1);
    return params;
  },
};
