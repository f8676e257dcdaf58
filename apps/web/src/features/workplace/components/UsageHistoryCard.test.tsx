// @vitest-environment happy-dom
import { MESSAGES, type TTokenUsageEntry } from '@ptlog/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n, stringsReady } from '../../../i18n/i18n';
import { messagesReady } from '../../../i18n/messages';
import { fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { signedInStudent } from '../../../test/session';
import { USAGE_HISTORY_PAGE_SIZE } from '../api';
import { UsageHistoryCard } from './UsageHistoryCard';

const TOTAL = 32;

function entry(id: number): TTokenUsageEntry {
  return {
    id,
    kind: 'ai_debit',
    amount: -10,
    tokens_used: 10,
    usage_type: null,
    description: `AI suggestions #${id}`,
    reference: `ai:${id}`,
    created_at: '2026-11-20T10:00:00Z',
  };
}

describe('UsageHistoryCard', () => {
  it('pages through the whole ledger, not only its newest entries', async () => {
    const server = fakeApi({
      ...signedInStudent(),
      'GET /billing/token-usage/usage_history/': ({ query }) => {
        const page = Number(query.get('page'));
        const first = (page - 1) * USAGE_HISTORY_PAGE_SIZE + 1;
        const last = Math.min(TOTAL, page * USAGE_HISTORY_PAGE_SIZE);
        const ids = Array.from({ length: last - first + 1 }, (_, index) => first + index);
        return {
          body: {
            success: true,
            data: ids.map(entry),
            count: TOTAL,
            page,
            page_size: USAGE_HISTORY_PAGE_SIZE,
          },
        };
      },
    });
    const { user } = renderWithProviders(<UsageHistoryCard />, { session: true });
    const list = await screen.findByRole('list', { name: 'Usage history' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(USAGE_HISTORY_PAGE_SIZE);

    await user.click(screen.getByRole('button', { name: 'page 2' }));
    expect(await screen.findByText('AI suggestions #32')).toBeTruthy();
    expect(within(list).getAllByRole('listitem')).toHaveLength(TOTAL - USAGE_HISTORY_PAGE_SIZE);
    expect(
      server.callsTo('GET /billing/token-usage/usage_history/').at(-1)?.query.get('page'),
    ).toBe('2');
  });

  it("says what the tokens were for in the reader's language", async () => {
    await stringsReady('sw');
    await messagesReady('sw');
    await i18n.changeLanguage('sw');
    try {
      fakeApi({
        ...signedInStudent(),
        'GET /billing/token-usage/usage_history/': () => ({
          body: {
            success: true,
            data: [{ ...entry(1), amount: -300, description: MESSAGES.ledger.aiWeekly(4) }],
            count: 1,
            page: 1,
            page_size: USAGE_HISTORY_PAGE_SIZE,
          },
        }),
      });
      renderWithProviders(<UsageHistoryCard />, { session: true });
      expect(await screen.findByText('Uboreshaji wa AI wa wiki 4')).toBeTruthy();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
