// Workplace calls (docs/api/billing.md): the ledger-backed cards and the usage history.
import {
  type TTokenUsageHistory,
  type TWorkplaceData,
  ZTokenUsageHistory,
  ZWorkplaceData,
} from '@ptlog/shared';
import { keepPreviousData } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { billingKeys, useBillingQuery } from '../billing/api';

/** Usage history rows shown on the workplace page (newest first). */
export const USAGE_HISTORY_PAGE_SIZE = 20;

export const workplaceApi = {
  workplace: () =>
    api.get<TWorkplaceData>('/billing/workplace/', {
      parse: (value) => ZWorkplaceData.parse(value),
    }),
  usageHistory: (page: number) =>
    api.get<TTokenUsageHistory>('/billing/token-usage/usage_history/', {
      query: { page, page_size: USAGE_HISTORY_PAGE_SIZE },
      parse: (value) => ZTokenUsageHistory.parse(value),
    }),
};

export function useWorkplaceData() {
  return useBillingQuery({ queryKey: billingKeys.workplace, queryFn: workplaceApi.workplace });
}

/** One page of the usage history; the page shown stays while the next one loads. */
export function useUsageHistory(page: number) {
  return useBillingQuery({
    queryKey: [...billingKeys.usageHistory, page],
    queryFn: () => workplaceApi.usageHistory(page),
    placeholderData: keepPreviousData,
  });
}
