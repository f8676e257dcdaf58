// Workplace calls (docs/api/billing.md): the ledger-backed cards and the usage history.
import {
  type TTokenUsageHistory,
  type TWorkplaceData,
  ZTokenUsageHistory,
  ZWorkplaceData,
} from '@ptlog/shared';
import { api } from '../../lib/api';
import { billingKeys, useBillingQuery } from '../billing/api';

/** Usage history rows shown on the workplace page (newest first). */
export const USAGE_HISTORY_PAGE_SIZE = 20;

export const workplaceApi = {
  workplace: () =>
    api.get<TWorkplaceData>('/billing/workplace/', {
      parse: (value) => ZWorkplaceData.parse(value),
    }),
  usageHistory: () =>
    api.get<TTokenUsageHistory>('/billing/token-usage/usage_history/', {
      query: { page_size: USAGE_HISTORY_PAGE_SIZE },
      parse: (value) => ZTokenUsageHistory.parse(value),
    }),
};

export function useWorkplaceData() {
  return useBillingQuery({ queryKey: billingKeys.workplace, queryFn: workplaceApi.workplace });
}

export function useUsageHistory() {
  return useBillingQuery({
    queryKey: billingKeys.usageHistory,
    queryFn: workplaceApi.usageHistory,
  });
}
