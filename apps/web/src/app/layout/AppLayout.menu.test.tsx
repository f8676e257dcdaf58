// @vitest-environment happy-dom
// The phone menu: opening it ends the toasts (its foot, Change Theme and Logout, sits where
// toasts show), and a keyboard or screen reader user meets it only while it is open.
import { notifications } from '@mantine/notifications';
import { act, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { storedSession } from '../../lib/session';
import { fakeMatchMedia } from '../../test/match-media';
import { renderWithProviders } from '../../test/render';
import { ThemeProvider } from '../theme/ThemeProvider';
import { AppLayout } from './AppLayout';
import { signedInShell } from './shell.fixture';

const realMatchMedia = window.matchMedia;
/** happy-dom's own window, whose size Mantine's hidden-from/visible-from styles answer to. */
const happyDom = (window as unknown as { happyDOM: { setViewport(size: { width: number }): void } })
  .happyDOM;

/** A phone: below `sm`, where the closed menu only slides off the screen. */
function phone() {
  window.matchMedia = fakeMatchMedia(true);
  happyDom.setViewport({ width: 360 });
}

function renderShell() {
  signedInShell();
  return renderWithProviders(
    <ThemeProvider>
      <Routes>
        <Route path="*" element={<AppLayout />} />
      </Routes>
    </ThemeProvider>,
    { session: true },
  );
}

describe('the phone menu', () => {
  afterEach(() => {
    storedSession.clear();
    window.matchMedia = realMatchMedia;
    happyDom.setViewport({ width: 1024 });
  });

  it('closes the toasts when it opens', async () => {
    const { user } = renderShell();
    const burger = await screen.findByLabelText('Open navigation');
    act(() => {
      notifications.show({ message: 'Daily report saved successfully!', autoClose: false });
    });
    await screen.findByText('Daily report saved successfully!');
    await user.click(burger);
    await waitFor(() => expect(screen.queryByText('Daily report saved successfully!')).toBeNull());
  });

  it('is out of reach while closed, takes the focus when opened and gives it back on Escape', async () => {
    phone();
    const { user } = renderShell();
    const burger = await screen.findByRole('button', { name: 'Open navigation' });
    const nav = screen.getByRole('navigation', { name: 'Main navigation', hidden: true });
    const main = document.querySelector('main');
    expect(nav.inert).toBe(true);
    expect(burger.getAttribute('aria-expanded')).toBe('false');
    expect(burger.getAttribute('aria-controls')).toBe(nav.id);

    await user.click(burger);
    expect(nav.inert).toBe(false);
    // The screen behind the open menu is out of reach until it closes.
    expect(main?.inert).toBe(true);
    expect(burger.getAttribute('aria-expanded')).toBe('true');
    expect(burger.getAttribute('aria-label')).toBe('Close navigation');
    await waitFor(() => expect(nav.contains(document.activeElement)).toBe(true));

    await user.keyboard('{Escape}');
    expect(nav.inert).toBe(true);
    expect(main?.inert).toBe(false);
    expect(burger.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(burger);
  });

  it('closes when one of its links is followed, the link of the screen shown too', async () => {
    phone();
    const { user } = renderShell();
    const burger = await screen.findByRole('button', { name: 'Open navigation' });
    const nav = screen.getByRole('navigation', { name: 'Main navigation', hidden: true });
    for (const time of ['to the screen', 'on the screen']) {
      await user.click(burger);
      expect(nav.inert, time).toBe(false);
      await user.click(screen.getByRole('link', { name: 'Help Center' }));
      await waitFor(() => expect(nav.inert, time).toBe(true));
      expect(burger.getAttribute('aria-expanded'), time).toBe('false');
    }
  });

  it('on a wide screen, the sidebar stays in reach', async () => {
    const { user } = renderShell();
    await screen.findByRole('button', { name: 'Logout' });
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(nav.inert).toBe(false);
    await user.keyboard('{Escape}');
    expect(nav.inert).toBe(false);
    expect(document.querySelector('main')?.inert).toBe(false);
  });
});
