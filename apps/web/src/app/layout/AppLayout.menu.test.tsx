// @vitest-environment happy-dom
// On a phone the menu's foot (Change Theme, Logout) sits where toasts show: opening the menu
// ends the toasts instead of leaving one over those buttons.
import { notifications } from '@mantine/notifications';
import type { TUser } from '@ptlog/shared';
import { act, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { makeProfile } from '../../features/profile/profile.fixture';
import { storedSession } from '../../lib/session';
import { fakeApi } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render';
import { ThemeProvider } from '../theme/ThemeProvider';
import { AppLayout } from './AppLayout';

describe('the phone menu', () => {
  afterEach(() => storedSession.clear());

  it('closes the toasts when it opens', async () => {
    const profile = makeProfile();
    const account: TUser = {
      id: 7,
      username: profile.user_details.username,
      email: profile.user_details.email,
      first_name: profile.user_details.first_name,
      last_name: profile.user_details.last_name,
      is_staff: false,
      profile_picture: null,
      language: 'en',
    };
    storedSession.saveAccessToken('test-access-token');
    storedSession.touchLastActivity(Date.now());
    storedSession.saveProfile(profile);
    storedSession.saveUser(account);
    fakeApi({
      'GET /auth/profile/': () => ({ body: { ...profile, user: account } }),
      'GET /billing/balance/my_balance/': () => ({
        body: { available_tokens: 400, tokens_used: 0, payment_status: 'UNPAID', can_use_ai: true },
      }),
    });
    const { user } = renderWithProviders(
      <ThemeProvider>
        <Routes>
          <Route path="/" element={<AppLayout />} />
        </Routes>
      </ThemeProvider>,
      { session: true },
    );
    const burger = await screen.findByLabelText('Open navigation');
    act(() => {
      notifications.show({ message: 'Daily report saved successfully!', autoClose: false });
    });
    await screen.findByText('Daily report saved successfully!');
    await user.click(burger);
    await waitFor(() => expect(screen.queryByText('Daily report saved successfully!')).toBeNull());
  });
});
