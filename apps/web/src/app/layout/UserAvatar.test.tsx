// @vitest-environment happy-dom
// The avatar's dot says whether the phone is online, as the rest of the screen does (network
// audit: it stayed green and "Online" beside "You are offline").
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render';
import { signedInStudent } from '../../test/session';
import { UserAvatar } from './UserAvatar';

function renderAvatar() {
  fakeApi(signedInStudent());
  renderWithProviders(<UserAvatar />, { session: true });
}

/** The profile link as a screen reader finds it, by the connection state it describes. */
const avatarSaying = (state: string) =>
  screen.findByRole('link', { name: /open profile of/, description: state });

/** The dot's colour and its tooltip. */
function dot() {
  const root = document.querySelector('.mantine-Indicator-root') as HTMLElement;
  return {
    color: root.style.getPropertyValue('--indicator-color'),
    title: root.getAttribute('title'),
  };
}

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

describe('UserAvatar', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows a green Online dot while the browser is online', async () => {
    renderAvatar();
    expect(await avatarSaying('Online')).toBeTruthy();
    expect(dot()).toEqual({ color: 'var(--mantine-color-green-filled)', title: 'Online' });
  });

  it('turns the dot grey and says offline when the connection drops, and back', async () => {
    renderAvatar();
    await avatarSaying('Online');

    setOnline(false);
    expect(await avatarSaying('You are offline')).toBeTruthy();
    expect(dot()).toEqual({ color: 'var(--mantine-color-gray-filled)', title: 'You are offline' });

    setOnline(true);
    expect(await avatarSaying('Online')).toBeTruthy();
    expect(dot().color).toBe('var(--mantine-color-green-filled)');
  });

  it('says offline for an app opened without a connection (no event ever fires)', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderAvatar();
    expect(await avatarSaying('You are offline')).toBeTruthy();
  });
});
