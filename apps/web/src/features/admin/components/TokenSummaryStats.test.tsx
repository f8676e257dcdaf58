// @vitest-environment happy-dom
import { MESSAGES, type TTokenSummary } from '@ptlog/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n, stringsReady } from '../../../i18n/i18n';
import { fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { signedInStudent } from '../../../test/session';
import { ADMIN_NS } from '../i18n';
import { TokenSummaryStats, tokenSummaryStats } from './TokenSummaryStats';

const SUMMARY = 'GET /admin-dashboard/api/tokens/summary/';

const answer: TTokenSummary = {
  summary: {
    total_users: 1204,
    users_with_tokens: 310,
    total_tokens_available: 96500,
    total_tokens_used: 41200,
  },
  balances: [],
  pagination: { page: 1, pages: 1204, has_next: true, has_previous: false, total_count: 1204 },
};

describe('TokenSummaryStats', () => {
  it('shows a skeleton, then the token totals over every account', async () => {
    let release = () => {};
    const server = fakeApi({
      ...signedInStudent(),
      [SUMMARY]: () =>
        new Promise((resolve) => {
          release = () => resolve({ body: answer });
        }),
    });
    renderWithProviders(<TokenSummaryStats />, { session: true });
    expect(await screen.findByRole('progressbar', { name: 'Loading Token summary' })).toBeTruthy();
    release();
    const figures = await screen.findByLabelText('Token summary');
    expect(within(figures).getByText('Users with tokens')).toBeTruthy();
    expect(within(figures).getByText('310')).toBeTruthy();
    expect(within(figures).getByText('of 1,204 users')).toBeTruthy();
    expect(within(figures).getByText('96,500')).toBeTruthy();
    expect(within(figures).getByText('41,200')).toBeTruthy();
    // Only the totals are read: one balance row is asked for, not a page of 50.
    expect(server.callsTo(SUMMARY)[0]?.query.get('page_size')).toBe('1');
  });

  it('says when the summary failed to load, and loads it on Retry', async () => {
    let fail = true;
    const server = fakeApi({
      ...signedInStudent(),
      [SUMMARY]: () => (fail ? { status: 500, body: { detail: 'boom' } } : { body: answer }),
    });
    const { user } = renderWithProviders(<TokenSummaryStats />, { session: true });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(MESSAGES.admin.tokenSummaryFailed)).toBeTruthy();
    const failedCalls = server.callsTo(SUMMARY).length;
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('96,500')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(server.callsTo(SUMMARY)).toHaveLength(failedCalls + 1);
  });

  it('words the figures in Kiswahili', async () => {
    await stringsReady('sw');
    const stats = tokenSummaryStats(i18n.getFixedT('sw', ADMIN_NS), answer.summary);
    expect(stats.map((stat) => stat.label)).toEqual([
      'Watumiaji wenye tokeni',
      'Tokeni zilizopo',
      'Tokeni zilizotumika',
    ]);
    expect(stats[0]?.hint).toBe('kati ya watumiaji 1,204');
  });
});
