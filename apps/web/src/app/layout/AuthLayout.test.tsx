// @vitest-environment happy-dom
// The signed-out screens, as the shell's (use-route-focus.ts): a move from one to another gives
// the focus to the new screen's heading (the audit: after Create an account the focus stayed on
// the old link's spot, or on <body>, and nothing said the page changed); the first load does not,
// nor does a move to a screen that puts the focus in one of its fields itself.
import { TextInput } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import { useEffect, useRef } from 'react';
import { Link, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ScreenTitle } from '../../components/ScreenTitle';
import { LoginPage } from '../../features/auth/pages/LoginPage';
import { RegisterPage } from '../../features/auth/pages/RegisterPage';
import { fakeApi } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render';
import { ThemeProvider } from '../theme/ThemeProvider';
import { AuthLayout } from './AuthLayout';

/** A link to the same screen with another query, and one to a screen that focuses a field. */
function OtherLinks() {
  return (
    <>
      <Link to="/login?activated=1">The same screen, another query</Link>
      <Link to="/reset-password">Reset</Link>
    </>
  );
}

/** A screen that focuses one of its fields itself, as sign-in does after the idle sign-out. */
function FocusesItsField() {
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => field.current?.focus(), []);
  return (
    <>
      <ScreenTitle title="Reset Password" />
      <TextInput ref={field} label="New password" />
    </>
  );
}

function renderSignedOut(path: string) {
  fakeApi({});
  return renderWithProviders(
    <ThemeProvider>
      <Routes>
        <Route element={<AuthLayout />}>
          <Route
            path="login"
            element={
              <>
                <OtherLinks />
                <LoginPage />
              </>
            }
          />
          <Route path="register" element={<RegisterPage />} />
          <Route path="reset-password" element={<FocusesItsField />} />
        </Route>
      </Routes>
    </ThemeProvider>,
    { initialEntries: [path], session: true },
  );
}

const heading = (name: string) => screen.getByRole('heading', { level: 1, name });

describe('the signed-out screens for the keyboard and a screen reader', () => {
  it('leaves the focus alone on the first load', async () => {
    renderSignedOut('/login');
    await waitFor(() => expect(document.title).toBe('Sign In – PT Logbook'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(document.activeElement).toBe(document.body);
    expect(screen.getByRole('main').id).toBe('main');
  });

  it("gives the focus to the next screen's heading, there and back, with the keyboard", async () => {
    const { user } = renderSignedOut('/login');
    const tabTo = async (target: HTMLElement) => {
      for (let presses = 0; document.activeElement !== target; presses += 1) {
        if (presses > 30) throw new Error(`${target.textContent} not reached with Tab`);
        await user.tab();
      }
    };
    await tabTo(await screen.findByRole('link', { name: 'Register' }));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(heading('Create Account')));
    expect(document.title).toBe('Create Account – PT Logbook');
    await tabTo(await screen.findByRole('link', { name: 'Sign In' }));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(heading('Sign In')));
    expect(document.title).toBe('Sign In – PT Logbook');
  });

  it('keeps the focus where it is when only the query string changes', async () => {
    const { user } = renderSignedOut('/login');
    const link = screen.getByRole('link', { name: 'The same screen, another query' });
    await user.click(link);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(document.activeElement).toBe(link);
  });

  it('leaves the focus in the field a screen focuses itself', async () => {
    const { user } = renderSignedOut('/login');
    await user.click(screen.getByRole('link', { name: 'Reset' }));
    const field = await screen.findByRole('textbox', { name: 'New password' });
    await waitFor(() => expect(document.activeElement).toBe(field));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(document.activeElement).toBe(field);
  });
});
