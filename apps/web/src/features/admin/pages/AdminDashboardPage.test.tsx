// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { signedInStudent } from '../../../test/session';
import { AdminDashboardPage } from './AdminDashboardPage';

const INBOX = 'GET /admin-dashboard/api/feedback/';

describe('AdminDashboardPage', () => {
  it('links to the feedback inbox with the count of messages not handled', async () => {
    const server = fakeApi({
      ...signedInStudent(),
      [INBOX]: () => ({ body: { count: 3, next: null, previous: null, results: [] } }),
    });
    renderWithProviders(<AdminDashboardPage />, { session: true });

    const link = await screen.findByRole('link', {
      name: /Feedback inbox.*3 messages not handled/,
    });
    expect(link.getAttribute('href')).toBe('/admin/email-broadcast?tab=feedback');
    // The inbox's own first view: opening it after the dashboard needs no second call.
    expect(server.callsTo(INBOX)[0]?.query.get('handled')).toBe('false');
  });
});
