// @vitest-environment happy-dom
// The wait of a protected screen while the session's profile loads (spec 1 §2 'Loading
// profile...'); on a staff screen, where that profile is what says whether the user is staff,
// the wait says 'Verifying access...' (spec 2, /admin/email-broadcast).
import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { ACCESS_MESSAGES, DEFAULT_THEME, MESSAGES, type TProfileAnswer } from '@ptlog/shared';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Outlet, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18n, stringsReady } from '../../i18n/i18n';
import swMessages from '../../i18n/locales/messages.sw.json';
import { storedSession } from '../../lib/session';
import { fakeApi, type TFakeCall } from '../../test/fake-api';
import { signedInStudent } from '../../test/session';
import en from '../locales/en.json';
import sw from '../locales/sw.json';
import { SessionProvider } from '../session/SessionProvider';
import { mantineTheme } from '../theme/themes';
import { RouteGuard } from './RouteGuard';
import { StaffOnly } from './StaffOnly';

const VERIFYING = 'Verifying access...';
const LOADING = 'Loading profile...';

/**
 * A stored session whose profile call answers only when `release` is called; the account is
 * staff or not.
 */
async function heldProfile({ isStaff }: { isStaff: boolean }) {
  const student = signedInStudent();
  const loaded = await student['GET /auth/profile/']?.({} as TFakeCall);
  const answer = loaded?.body as TProfileAnswer;
  const user = { ...answer.user, is_staff: isStaff };
  storedSession.saveUser(user);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const api = fakeApi({
    'GET /auth/profile/': async () => {
      await held;
      return { body: { ...answer, user } };
    },
  });
  return { api, release };
}

/** The app's protected routes in small: the guard around the shell, staff screens in StaffOnly. */
function renderAt(path: string) {
  notifications.clean();
  const broadcast = (
    <StaffOnly>
      <p>Broadcast screen</p>
    </StaffOnly>
  );
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
              <Route path="admin/email-broadcast" element={broadcast} />
              <Route path="desktop/admin/email-broadcast" element={broadcast} />
            </Route>
          </Routes>
        </SessionProvider>
      </MemoryRouter>
      <Notifications />
    </MantineProvider>,
  );
}

describe('RouteGuard: the wait of a staff screen', () => {
  it.each(['/admin/email-broadcast', '/desktop/admin/email-broadcast/'])(
    "says 'Verifying access...' on %s until staff access is known",
    async (path) => {
      const { api, release } = await heldProfile({ isStaff: true });
      renderAt(path);
      expect(await screen.findByText(VERIFYING)).toBeTruthy();
      expect(screen.queryByText(LOADING)).toBeNull();
      expect(screen.queryByText('Broadcast screen')).toBeNull();
      expect(api.callsTo('GET /auth/profile/')).toHaveLength(1);

      release();
      expect(await screen.findByText('Broadcast screen')).toBeTruthy();
      expect(screen.queryByText(VERIFYING)).toBeNull();
    },
  );

  it('sends a student away once the check answers, with the access error', async () => {
    const { release } = await heldProfile({ isStaff: false });
    renderAt('/admin/email-broadcast');
    expect(await screen.findByText(VERIFYING)).toBeTruthy();

    release();
    expect(await screen.findByText('Dashboard screen')).toBeTruthy();
    expect(screen.getByText(ACCESS_MESSAGES.staffOnly)).toBeTruthy();
    expect(screen.queryByText(VERIFYING)).toBeNull();
    expect(screen.queryByText('Broadcast screen')).toBeNull();
  });

  it('says it in Kiswahili to a Kiswahili reader', async () => {
    await stringsReady('sw');
    await i18n.changeLanguage('sw');
    try {
      const { release } = await heldProfile({ isStaff: true });
      renderAt('/admin/email-broadcast');
      expect(await screen.findByText('Inathibitisha ruhusa...')).toBeTruthy();
      release();
      expect(await screen.findByText('Broadcast screen')).toBeTruthy();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});

describe('RouteGuard: the wait of any other screen', () => {
  it("says 'Loading profile...' until the profile is there", async () => {
    const { release } = await heldProfile({ isStaff: false });
    renderAt('/dashboard');
    expect(await screen.findByText(LOADING)).toBeTruthy();
    expect(screen.queryByText(VERIFYING)).toBeNull();

    release();
    expect(await screen.findByText('Dashboard screen')).toBeTruthy();
    expect(screen.queryByText(LOADING)).toBeNull();
  });
});

describe("the guard's texts", () => {
  it('are the shared messages, in English and Kiswahili', () => {
    const table = swMessages as Record<string, string>;
    expect(en.guards).toEqual({
      loadingProfile: MESSAGES.profile.loading,
      verifyingAccess: MESSAGES.admin.verifyingAccess,
    });
    expect(sw.guards).toEqual({
      loadingProfile: table['profile.loading'],
      verifyingAccess: table['admin.verifyingAccess'],
    });
  });
});
