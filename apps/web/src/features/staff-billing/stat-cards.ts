// The six stat cards of the billing dashboard (spec 2 §2 /admin/billing).
import type { TBillingStats } from '@ptlog/shared';
import { formatNumber } from '../../i18n/format';
import { formatTzs } from '../billing/format';
import type { TTranslate } from './transaction-filters';

export interface TStatCard {
  label: string;
  value: string;
  color: string;
}

export function billingStatCards(t: TTranslate, stats: TBillingStats['data']): TStatCard[] {
  const card = (key: string, value: string, color: string) => ({
    label: t(`staff-billing:stats.${key}`),
    value,
    color,
  });
  return [
    card('pending', formatNumber(stats.transactions.pending), 'yellow'),
    card('approved', formatNumber(stats.transactions.approved), 'green'),
    card('totalRevenue', formatTzs(stats.revenue.total), 'blue'),
    card('activeSubscribers', formatNumber(stats.active_subscribers), 'grape'),
    card('tokensDistributed', formatNumber(stats.tokens.total_generated), 'teal'),
    card('rejected', formatNumber(stats.transactions.rejected), 'red'),
  ];
}
