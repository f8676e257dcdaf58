// @vitest-environment happy-dom
// A move to another screen is said (accessibility audit: the focus stayed on the menu link or fell
// to <body>, and every page was "PT Logbook"): the screen's h1 names the page and takes the focus,
// not on the first load, not when only the query string changes.
import { Title } from '@mantine/core';
import { act, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { Link, Outlet, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ScreenTitle } from '../../components/ScreenTitle';
import { renderWithProviders } from '../../test/render';
import { MAIN_ID, useRouteFocus } from './use-route-focus';

function Layout({ menuOpen = false }: { menuOpen?: boolean }) {
  useRouteFocus();
  const [inert, setInert] = useState(menuOpen);
  return (
    <>
      <nav>
        <button type="button" onClick={() => setInert(false)}>
          Close menu
        </button>
        <Link to="/dashboard">Dashboard</Link>
        <Link to="/daily-report">Daily Reports</Link>
        <Link to="/daily-report?week=2">Week 2 of the daily reports</Link>
        <Link to="/weekly-report/3">Week 3</Link>
        <Link to="/slow">Slow screen</Link>
      </nav>
      <main id={MAIN_ID} inert={inert}>
        <Outlet />
      </main>
    </>
  );
}

/**
 * A screen whose heading comes later, after a placeholder, beside which React keeps the screen
 * before it, hidden, while a chunk loads.
 */
function SlowScreen() {
  const [loaded, setLoaded] = useState(false);
  return loaded ? (
    <ScreenTitle title="Slow screen" />
  ) : (
    <>
      <div style={{ display: 'none' }}>
        <h1>Dashboard</h1>
      </div>
      <button type="button" onClick={() => setLoaded(true)}>
        Finish loading
      </button>
    </>
  );
}

function renderScreens(path: string, { menuOpen = false } = {}) {
  return renderWithProviders(
    <Routes>
      <Route element={<Layout menuOpen={menuOpen} />}>
        <Route path="dashboard" element={<ScreenTitle title="Dashboard" />} />
        <Route path="daily-report" element={<ScreenTitle title="Daily Reports" />} />
        {/* The weekly page draws its own h1 (ReportHeader), not a ScreenTitle. */}
        <Route
          path="weekly-report/:week"
          element={
            <Title order={1} size="h2">
              Week 3
            </Title>
          }
        />
        <Route path="slow" element={<SlowScreen />} />
      </Route>
    </Routes>,
    { initialEntries: [path] },
  );
}

const heading = (name: string) => screen.getByRole('heading', { level: 1, name });

describe('moving to another screen', () => {
  it('names the page after its heading and leaves the focus alone on the first load', async () => {
    renderScreens('/dashboard');
    await waitFor(() => expect(document.title).toBe('Dashboard – PT Logbook'));
    expect(document.activeElement).toBe(document.body);
  });

  it("focuses the new screen's heading and names the page after it", async () => {
    const { user } = renderScreens('/dashboard');
    await user.click(screen.getByRole('link', { name: 'Daily Reports' }));
    await waitFor(() => expect(document.activeElement).toBe(heading('Daily Reports')));
    expect(document.title).toBe('Daily Reports – PT Logbook');
    // Focusable by script only: Tab does not stop on it.
    expect(heading('Daily Reports').getAttribute('tabindex')).toBe('-1');
  });

  it('leaves the focus where it is when only the query string changes', async () => {
    const { user } = renderScreens('/daily-report');
    const week2 = screen.getByRole('link', { name: 'Week 2 of the daily reports' });
    await user.click(week2);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(document.activeElement).toBe(week2);
  });

  it('names the page after any h1 and focuses it, a ScreenTitle or not', async () => {
    const { user } = renderScreens('/dashboard');
    await user.click(screen.getByRole('link', { name: 'Week 3' }));
    await waitFor(() => expect(document.activeElement).toBe(heading('Week 3')));
    expect(document.title).toBe('Week 3 – PT Logbook');
  });

  it('waits for a heading that comes later, saying "PT Logbook" meanwhile', async () => {
    const { user } = renderScreens('/dashboard');
    await user.click(screen.getByRole('link', { name: 'Slow screen' }));
    await waitFor(() => expect(document.title).toBe('PT Logbook'));
    act(() => screen.getByRole('button', { name: 'Finish loading' }).click());
    await waitFor(() => expect(document.activeElement).toBe(heading('Slow screen')));
    expect(document.title).toBe('Slow screen – PT Logbook');
  });

  it('focuses the heading once the screen is no longer inert (under the phone menu)', async () => {
    const { user } = renderScreens('/dashboard', { menuOpen: true });
    const link = screen.getByRole('link', { name: 'Daily Reports' });
    await user.click(link);
    await waitFor(() => expect(document.title).toBe('Daily Reports – PT Logbook'));
    expect(document.activeElement).toBe(link);
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(document.activeElement).toBe(heading('Daily Reports')));
  });
});
