// @vitest-environment happy-dom
// Signing out with changes kept on this device: they are sent first, or named before leaving.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { offlineOutbox } from '../../lib/offline-outbox';
import { storedSession } from '../../lib/session';
import { fakeApi, networkDown, type TFakeHandler } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render';
import { signedInStudent } from '../../test/session';
import { unsentDay } from '../../test/unsent-day';
import { LogoutButton } from './LogoutButton';

const day = unsentDay('2026-01-05');

async function renderSignedIn(postDay: TFakeHandler) {
  const server = fakeApi({
    ...signedInStudent(),
    'POST /reports/daily/': postDay,
    'POST /auth/logout/': () => ({ body: {} }),
  });
  offlineOutbox.put(day);
  const view = renderWithProviders(<LogoutButton />, { session: true });
  await waitFor(() => expect(server.callsTo('GET /auth/profile/')).toHaveLength(1));
  return { ...view, server };
}

describe('LogoutButton', () => {
  it('sends the waiting changes, then signs out', async () => {
    const { user, server } = await renderSignedIn(() => ({ status: 201, body: {} }));
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(storedSession.readAccessToken()).toBeNull());
    expect(server.callsTo('POST /reports/daily/')).toHaveLength(1);
    expect(screen.queryByText('Changes not sent yet')).toBeNull();
  });

  it('names changes it could not send, and signing out keeps them for the next sign-in', async () => {
    const { user, server } = await renderSignedIn(networkDown);
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Changes not sent yet')).toBeTruthy();
    expect(
      screen.getByText(/1 change saved on this device has not reached the server/),
    ).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(storedSession.readAccessToken()).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Logout' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(server.callsTo('POST /auth/logout/')).toHaveLength(1));
    expect(offlineOutbox.list()).toEqual([]);
    storedSession.saveAccessToken('next-sign-in');
    storedSession.saveUser({
      id: 5,
      username: 'asha',
      email: 'asha@example.com',
      first_name: 'Asha',
      last_name: 'Mollel',
      is_staff: false,
      profile_picture: null,
      language: 'en',
    });
    expect(offlineOutbox.list().map((entry) => entry.key)).toEqual([day.key]);
  });

  it('keeps the focus on Logout while it sends, and gives it back when the question is cancelled', async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => {};
    const { user } = await renderSignedIn(() => new Promise((resolve) => (answer = resolve)));
    const logoutButton = screen.getByRole('button', { name: 'Logout' }) as HTMLButtonElement;
    logoutButton.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(logoutButton.getAttribute('aria-disabled')).toBe('true'));
    expect(logoutButton.disabled).toBe(false);
    expect(document.activeElement).toBe(logoutButton);
    answer({ status: 503, body: { detail: 'Down for maintenance', code: 'unavailable' } });
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Logout' }));
  });
});
