// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n, stringsReady } from '../../../i18n/i18n';
import { messagesReady } from '../../../i18n/messages';
import { fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { signedInStudent } from '../../../test/session';
import { RecentActivityPage } from './RecentActivityPage';

const ACTIVITY = 'GET /admin-dashboard/api/recent-activity/';
const NOTHING_YET = {
  recent_users: [],
  recent_ai_logs: [],
  recent_actions: [],
  recent_reports: [],
  program_stats: [],
  industry_stats: [],
  generated_at: '2026-11-20T08:00:00Z',
};

describe('RecentActivityPage', () => {
  it('says when a refresh failed and the figures shown are older, and Retry clears it', async () => {
    let down = false;
    const server = fakeApi({
      ...signedInStudent(),
      [ACTIVITY]: () =>
        down ? { status: 500, body: { detail: 'Server error' } } : { body: NOTHING_YET },
    });
    const view = renderWithProviders(<RecentActivityPage />, { session: true });
    await screen.findByText(/Last updated/);
    expect(screen.queryByRole('alert')).toBeNull();

    down = true;
    await view.user.click(screen.getByRole('button', { name: 'Refresh' }));
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toMatch(/^Could not refresh\. What you see was loaded at \d/);
    // The figures stay on screen under it.
    expect(screen.getByText(/Last updated/)).toBeTruthy();

    down = false;
    const calls = server.callsTo(ACTIVITY).length;
    await view.user.click(within(notice).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(server.callsTo(ACTIVITY).length).toBe(calls + 1);
  });

  it("names an erased account in the reader's language, never in English", async () => {
    await stringsReady('sw');
    await messagesReady('sw');
    await i18n.changeLanguage('sw');
    try {
      fakeApi({
        ...signedInStudent(),
        [ACTIVITY]: () => ({
          body: {
            ...NOTHING_YET,
            recent_actions: [
              {
                admin_user: 'Neema Kimaro',
                target_user: 'Deleted user',
                action: 'DELETE',
                reason: '',
                created_at: '2026-11-20T07:00:00Z',
              },
            ],
            recent_ai_logs: [
              {
                user__first_name: 'Deleted',
                user__last_name: 'user',
                enhancement_type: 'full_report',
                tokens_consumed: 10,
                content_type: 'weekly',
                created_at: '2026-11-20T07:30:00Z',
              },
            ],
          },
        }),
      });
      renderWithProviders(<RecentActivityPage />, { session: true });
      const action = (await screen.findByText('Neema Kimaro')).closest('li');
      expect(action?.textContent).toContain('Neema Kimaro → Mtumiaji aliyefutwa');
      expect(screen.queryByText('Deleted user')).toBeNull();
      expect(screen.getAllByText('Mtumiaji aliyefutwa')).toHaveLength(2);
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
