// All Transactions' filters and page as the address keeps them (/admin/billing?status=PENDING&
// search=juma&page=2), so a reload, a link and Back show the same list. What the address gets
// wrong (an unknown status, a date that is no date, page 0) is the default, never an error.
import { PAYMENT_METHODS, TRANSACTION_STATUSES } from '@ptlog/shared';
import type { TUrlStateCodec } from '../../components/use-url-state';
import {
  isoDateParam,
  oneOf,
  pageParam,
  searchParam,
  setUnlessDefault,
} from '../../lib/url-params';
import { NO_TRANSACTION_FILTERS, type TTransactionFilterForm } from './transaction-filters';

export interface TTransactionListView {
  filters: TTransactionFilterForm;
  page: number;
}

export const TRANSACTION_LIST_URL: TUrlStateCodec<TTransactionListView> = {
  read(params) {
    return {
      filters: {
        status: oneOf(params.get('status'), TRANSACTION_STATUSES),
        payment_method: oneOf(params.get('payment_method'), PAYMENT_METHODS),
        search: searchParam(params.get('search')),
        created_from: isoDateParam(params.get('created_from')),
        created_to: isoDateParam(params.get('created_to')),
      },
      page: pageParam(params.get('page')),
    };
  },
  write({ filters, page }) {
    const params = new URLSearchParams();
    for (const key of Object.keys(NO_TRANSACTION_FILTERS) as (keyof TTransactionFilterForm)[]) {
      setUnlessDefault(params, key, key === 'search' ? searchParam(filters.search) : filters[key]);
    }
    setUnlessDefault(params, 'page', page, 1);
    return params;
  },
};
