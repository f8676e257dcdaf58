import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { STAFF_BILLING_NS } from './i18n';
import { billingStatCards } from './stat-cards';

const t = i18n.getFixedT('en', STAFF_BILLING_NS);

describe('billingStatCards', () => {
  it('shows the six figures in the spec order', () => {
    const cards = billingStatCards(t, {
      revenue: { total: 1_250_000, currency: 'TZS' },
      transactions: { total: 60, pending: 3, approved: 52, rejected: 5 },
      tokens: { total_generated: 375_000, total_used: 1200, total_available: 400_000 },
      active_subscribers: 41,
    });
    expect(cards.map((card) => [card.label, card.value])).toEqual([
      ['Pending', '3'],
      ['Approved', '52'],
      ['Total revenue', 'TZS 1,250,000'],
      ['Active subscribers', '41'],
      ['Tokens distributed', '375,000'],
      ['Rejected', '5'],
    ]);
  });
});
