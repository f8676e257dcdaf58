// @vitest-environment happy-dom
// A staff screen opened offline: the session signs in from the device's copy of the profile, and
// StaffOnly must not take an account it does not know for a student (issue: offline staff were
// sent to the student dashboard with 'Access denied').
import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { ACCESS_MESSAGES, DEFAULT_THEME, type TUser } from '@ptlog/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Outlet, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makeProfile } from '../../features/profile/profile.fixture';
import { storedSession } from '../../lib/session';
import { fakeApi, networkDown } from '../../test/fake-api';
import { SessionProvider } from '../session/SessionProvider';
import { mantineTheme } from '../theme/themes';
import { RouteGuard } from './RouteGuard';
import { StaffOnly } from './StaffOnly';

const UNCONFIRMED = 'Staff access could not be confirmed';

/**
 * A session that signed in earlier on this device (its profile kept, its account kept unless
 * `accountSaved` is false) and whose profile call fails as offline until `goOnline`.
 */
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
  const api = fakeApi({
    'GET /auth/profile/': () => (online ? { body: { ...profile, user: account } } : networkDown()),
  });
  return {
    api,
    goOnline: () => {
      online = true;
    },
  };
}

function renderAt(path: string) {
  notifications.clean();
  return render(
    <MantineProvider theme={mantineTheme(DEFAULT_THEME)} env="test">
      <MemoryRouter initialEntries={[path]}>
        <SessionProvider>
          <Routes>
            <Route
              element={
                <RouteGuard isProtected>
                  <Outlet />
                </RouteGuard>
              }
            >
              <Route path="dashboard" element={<p>Dashboard screen</p>} />
              <Route
                path="admin/users"
                element={
                  <StaffOnly>
                    <p>Users screen</p>
                  </StaffOnly>
                }
              />
            </Route>
          </Routes>
        </SessionProvider>
      </MemoryRouter>
      <Notifications />
    </MantineProvider>,
  );
}

describe('StaffOnly offline', () => {
  it('opens the staff screen from the account saved on the device', async () => {
    savedSession({ isStaff: true, accountSaved: true });
    renderAt('/admin/users');
    expect(await screen.findByText('Users screen')).toBeTruthy();
    expect(screen.queryByText(ACCESS_MESSAGES.staffOnly)).toBeNull();
  });

  it('says access is unconfirmed, without sending staff away, and opens on Try Again', async () => {
    const { api, goOnline } = savedSession({ isStaff: true, accountSaved: false });
    renderAt('/admin/users');
    expect(await screen.findByText(UNCONFIRMED)).toBeTruthy();
    expect(screen.queryByText('Dashboard screen')).toBeNull();
    expect(screen.queryByText(ACCESS_MESSAGES.staffOnly)).toBeNull();

    goOnline();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Users screen')).toBeTruthy();
    expect(screen.queryByText(UNCONFIRMED)).toBeNull();
    expect(api.callsTo('GET /auth/profile/').length).toBeGreaterThanOrEqual(2);
  });

  it('still sends a student known from the device away, with the access error', async () => {
    savedSession({ isStaff: false, accountSaved: true });
    renderAt('/admin/users');
    expect(await screen.findByText('Dashboard screen')).toBeTruthy();
    expect(screen.getByText(ACCESS_MESSAGES.staffOnly)).toBeTruthy();
    expect(screen.queryByText(UNCONFIRMED)).toBeNull();
  });
});
