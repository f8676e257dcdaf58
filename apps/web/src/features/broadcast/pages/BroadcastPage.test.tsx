// @vitest-environment happy-dom
import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stringsReady } from '../../../i18n/i18n';
import { fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { signedInStudent } from '../../../test/session';
import { BroadcastPage } from './BroadcastPage';

configure({ asyncUtilTimeout: 5_000 });

const EMPTY_PAGE = { count: 0, next: null, previous: null, results: [] };

describe('BroadcastPage', () => {
  it('keeps a broadcast half typed while staff look at the feedback inbox and come back', async () => {
    await stringsReady();
    fakeApi({
      ...signedInStudent(),
      'GET /admin-dashboard/api/email-campaigns/': () => ({ body: EMPTY_PAGE }),
      'GET /admin-dashboard/api/feedback/': () => ({ body: EMPTY_PAGE }),
    });
    const { user } = renderWithProviders(<BroadcastPage />, { session: true });
    const card = () => screen.getByRole('region', { name: 'Send to All Users' });
    await user.type(within(card()).getByLabelText(/Subject/), 'Week 5 deadline');
    await user.type(within(card()).getByLabelText(/Message/), 'Submit week 5 by Friday.');

    await user.click(screen.getByRole('tab', { name: /Feedback/ }));
    await user.click(screen.getByRole('tab', { name: /E-mail/ }));

    expect(within(card()).getByLabelText(/Subject/)).toHaveProperty('value', 'Week 5 deadline');
    expect(within(card()).getByLabelText(/Message/)).toHaveProperty(
      'value',
      'Submit week 5 by Friday.',
    );
  });
});
