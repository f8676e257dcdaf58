// @vitest-environment happy-dom
// Sign In after a sign-out (spec 1 §4): the idle sign-out brings the screen back with the
// username filled in and the focus in Password; a sign-out the student chose leaves no name on a
// shared phone, nor does one after signing in again. The password is never kept.
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSession } from '../../../app/session/SessionProvider';
import { STORAGE_KEYS } from '../../../lib/storage';
import { fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { signedInStudent } from '../../../test/session';
import { LoginPage } from './LoginPage';

const USERNAME = 'amina@example.com';
const PASSWORD = 'correct horse battery staple';

function Screen() {
  const { status, logout } = useSession();
  if (status === 'signed-out') return <LoginPage />;
  if (status === 'loading') return <p>Loading</p>;
  return (
    <button type="button" onClick={() => void logout()}>
      Logout
    </button>
  );
}

function startSignedIn() {
  const profile = signedInStudent();
  const answer = profile['GET /auth/profile/']!;
  const api = fakeApi({
    ...profile,
    'POST /auth/logout/': () => ({ body: { detail: 'Logged out.' } }),
    'POST /auth/login/': async (call) => ({
      body: {
        access: 'test-access-token-2',
        user: ((await answer(call)).body as { user: unknown }).user,
      },
    }),
  });
  const rendered = renderWithProviders(<Screen />, { session: true });
  return { api, ...rendered };
}

/** Away for 11 minutes, then back to the tab: the idle watcher signs out. */
async function idleSignOut() {
  await screen.findByRole('button', { name: 'Logout' });
  await waitFor(
    () => {
      // The watcher loads apart and records activity as it starts: set the past once it runs.
      act(() => {
        localStorage.setItem(STORAGE_KEYS.lastActivity, String(Date.now() - 11 * 60_000));
        document.dispatchEvent(new Event('visibilitychange'));
      });
      expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();
    },
    { timeout: 3_000 },
  );
}

const usernameField = () => screen.getByLabelText(/^Username/) as HTMLInputElement;
const passwordField = () => screen.getByLabelText(/^Password/) as HTMLInputElement;

describe('the sign-in screen after a sign-out', () => {
  it('after the idle sign-out: the username filled in, the focus in Password', async () => {
    startSignedIn();
    await idleSignOut();
    expect(usernameField().value).toBe(USERNAME);
    expect(passwordField().value).toBe('');
    await waitFor(() => expect(document.activeElement).toBe(passwordField()));
    // Nothing the student typed as a password is kept anywhere on the device.
    for (let index = 0; index < localStorage.length; index += 1) {
      const key = localStorage.key(index) ?? '';
      expect(localStorage.getItem(key)).not.toContain(PASSWORD);
    }
  });

  it('after Logout: the form is empty (a shared phone keeps no name)', async () => {
    const { user } = startSignedIn();
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    await screen.findByRole('button', { name: 'Sign In' });
    expect(usernameField().value).toBe('');
  });

  it('signing in again forgets it: a later Logout leaves the form empty', async () => {
    const { user, api } = startSignedIn();
    await idleSignOut();
    await user.type(passwordField(), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(api.callsTo('POST /auth/login/')).toHaveLength(1));
    expect(api.callsTo('POST /auth/login/')[0]?.body).toEqual({
      username: USERNAME,
      password: PASSWORD,
    });
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    await screen.findByRole('button', { name: 'Sign In' });
    expect(usernameField().value).toBe('');
    for (let index = 0; index < localStorage.length; index += 1) {
      const key = localStorage.key(index) ?? '';
      expect(localStorage.getItem(key)).not.toContain(PASSWORD);
    }
  });
});
