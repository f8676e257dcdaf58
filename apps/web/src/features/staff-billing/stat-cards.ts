// The six stat cards of the billing dashboard (spec 2 §2 /admin/billing).
import type { TBillingStats } from '@ptlog/shared';
import { formatTzs } from '../billing/format';

export interface TStatCard {
  label: string;
  value: string;
  color: string;
}

const COUNT = new Intl.NumberFormat('en-US');

export function billingStatCards(stats: TBillingStats['data']): TStatCard[] {
  return [
    { label: 'Pending', value: COUNT.format(stats.transactions.pending), color: 'yellow' },
    { label: 'Approved', value: COUNT.format(stats.transactions.approved), color: 'green' },
    { label: 'Total revenue', value: formatTzs(stats.revenue.total), color: 'blue' },
    { label: 'Active subscribers', value: COUNT.format(stats.active_subscribers), color: 'grape' },
    {
      label: 'Tokens distributed',
      value: COUNT.format(stats.tokens.total_generated),
      color: 'teal',
    },
    { label: 'Rejected', value: COUNT.format(stats.transactions.rejected), color: 'red' },
  ];
}
