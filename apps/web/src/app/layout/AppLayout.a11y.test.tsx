// @vitest-environment happy-dom
// The shell for a keyboard and screen reader user (accessibility audit): a skip link as the first
// Tab stop, the focus on the new screen's heading after a move (the phone menu's too), and going
// offline and back online said and shown as text in the header.
import { act, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScreenTitle } from '../../components/ScreenTitle';
import { storedSession } from '../../lib/session';
import { fakeMatchMedia } from '../../test/match-media';
import { renderWithProviders } from '../../test/render';
import { ThemeProvider } from '../theme/ThemeProvider';
import { AppLayout } from './AppLayout';
import { BACK_ONLINE_SHOWN_MS } from './ConnectionStatus';
import { signedInShell } from './shell.fixture';

const realMatchMedia = window.matchMedia;
const happyDom = (window as unknown as { happyDOM: { setViewport(size: { width: number }): void } })
  .happyDOM;

function renderShell(path = '/dashboard') {
  signedInShell();
  return renderWithProviders(
    <ThemeProvider>
      <Routes>
        <Route element={<AppLayout />}>
          <Route
            path="dashboard"
            element={
              <>
                <ScreenTitle title="Dashboard" />
                <button type="button">Open today's entry</button>
              </>
            }
          />
          <Route path="help" element={<ScreenTitle title="Help Center" />} />
        </Route>
      </Routes>
    </ThemeProvider>,
    { session: true, initialEntries: [path] },
  );
}

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

const header = () => screen.getByRole('banner');

describe('the shell, for the keyboard and a screen reader', () => {
  afterEach(() => {
    storedSession.clear();
    vi.restoreAllMocks();
    window.matchMedia = realMatchMedia;
    happyDom.setViewport({ width: 1024 });
  });

  it('starts with a skip link that takes the focus to the screen', async () => {
    const { user } = renderShell();
    await screen.findByRole('button', { name: 'Logout' });
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(document.activeElement).toBe(skip);
    await user.keyboard('{Enter}');
    const main = screen.getByRole('main');
    await waitFor(() => expect(document.activeElement).toBe(main));
    // Tab goes on from there, into the screen.
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: "Open today's entry" }));
  });

  it("gives the focus to the screen's heading after a link of the phone menu", async () => {
    window.matchMedia = fakeMatchMedia(true);
    happyDom.setViewport({ width: 360 });
    const { user } = renderShell();
    expect(document.title).toBe('Dashboard – PT Logbook');
    await user.click(await screen.findByRole('button', { name: 'Open navigation' }));
    await user.click(screen.getByRole('link', { name: 'Help Center' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Help Center' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(document.title).toBe('Help Center – PT Logbook');
  });

  it('says and shows going offline, then coming back online', async () => {
    renderShell();
    await screen.findByRole('button', { name: 'Logout' });
    const status = within(header()).getByRole('status');
    expect(status.textContent).toBe('');

    setOnline(false);
    expect(status.textContent).toBe(
      'You are offline: changes are kept on this device and sent when you are back online.',
    );
    expect(within(header()).getByText('Offline')).toBeTruthy();

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      setOnline(true);
      expect(status.textContent).toBe('Back online');
      expect(within(header()).queryByText('Offline')).toBeNull();
      act(() => vi.advanceTimersByTime(BACK_ONLINE_SHOWN_MS));
    } finally {
      vi.useRealTimers();
    }
    expect(status.textContent).toBe('');
    expect(within(header()).queryByText('Back online')).toBeNull();
  });

  it('shows an app opened offline as offline, without reading it out', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderShell();
    await screen.findByRole('button', { name: 'Logout' });
    expect(within(header()).getByText('Offline')).toBeTruthy();
    expect(within(header()).getByRole('status').textContent).toBe('');
  });
});
