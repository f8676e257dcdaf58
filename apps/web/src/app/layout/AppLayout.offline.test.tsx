// @vitest-environment happy-dom
// Started offline as an account the device does not know to be staff or a student (its profile
// kept, no account saved beside it): the shell shows neither menu nor the token chip, and '/'
// asks to try again instead of opening the student dashboard.
import type { TUser } from '@ptlog/shared';
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { makeProfile } from '../../features/profile/profile.fixture';
import { storedSession } from '../../lib/session';
import { fakeApi, networkDown } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render';
import { RouteGuard } from '../guards/RouteGuard';
import { ThemeProvider } from '../theme/ThemeProvider';
import { AppLayout } from './AppLayout';

const UNCONFIRMED = 'Your account could not be confirmed';

function savedSession({ isStaff, accountSaved }: { isStaff: boolean; accountSaved: boolean }) {
  const profile = makeProfile();
  const account: TUser = {
    id: 7,
    username: profile.user_details.username,
    email: profile.user_details.email,
    first_name: profile.user_details.first_name,
    last_name: profile.user_details.last_name,
    is_staff: isStaff,
    profile_picture: null,
    language: 'en',
  };
  storedSession.saveAccessToken('test-access-token');
  storedSession.touchLastActivity(Date.now());
  storedSession.saveProfile(profile);
  if (accountSaved) storedSession.saveUser(account);
  let online = false;
  fakeApi({
    'GET /auth/profile/': () => (online ? { body: { ...profile, user: account } } : networkDown()),
    'GET /billing/balance/my_balance/': () =>
      online
        ? {
            body: {
              available_tokens: 400,
              tokens_used: 0,
              payment_status: 'UNPAID',
              can_use_ai: true,
            },
          }
        : networkDown(),
  });
  return {
    goOnline: () => {
      online = true;
    },
  };
}

function renderShell() {
  return renderWithProviders(
    <ThemeProvider>
      <Routes>
        <Route
          path="/"
          element={
            <RouteGuard isProtected={false}>
              <AppLayout />
            </RouteGuard>
          }
        />
        <Route
          element={
            <RouteGuard isProtected>
              <AppLayout />
            </RouteGuard>
          }
        >
          <Route path="dashboard" element={<p>Dashboard screen</p>} />
          <Route path="admin" element={<p>Admin screen</p>} />
        </Route>
      </Routes>
    </ThemeProvider>,
    { session: true },
  );
}

const navLink = (name: string) => screen.queryByRole('link', { name });

describe('the shell of an account not known as staff or student', () => {
  afterEach(() => storedSession.clear());

  it('shows no menu and no token chip, and / asks to try again', async () => {
    const { goOnline } = savedSession({ isStaff: true, accountSaved: false });
    const { user } = renderShell();
    expect(await screen.findByText(UNCONFIRMED)).toBeTruthy();
    expect(screen.queryByText('Dashboard screen')).toBeNull();
    expect(navLink('Dashboard')).toBeNull();
    expect(navLink('Daily Reports')).toBeNull();
    expect(screen.queryByRole('progressbar', { name: /token/i })).toBeNull();
    expect(screen.getByRole('button', { name: /log ?out/i })).toBeTruthy();

    goOnline();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Admin screen')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(UNCONFIRMED)).toBeNull());
  });

  it('uses the role saved on the device for the account: a student goes to the dashboard', async () => {
    savedSession({ isStaff: false, accountSaved: true });
    renderShell();
    expect(await screen.findByText('Dashboard screen')).toBeTruthy();
    expect(navLink('Dashboard')).toBeTruthy();
    expect(screen.queryByText(UNCONFIRMED)).toBeNull();
  });
});
