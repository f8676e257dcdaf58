// @vitest-environment happy-dom
// Sign In by keyboard and screen reader: a refused submit says where, a pending one keeps the
// focus on its button, and the Forgot Password dialog gives the focus back to its link.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { LoginPage } from './LoginPage';

const signIn = () => screen.getByRole('button', { name: 'Sign In' });

describe('LoginPage', () => {
  it('takes the focus to the first field with an error', async () => {
    const server = fakeApi({});
    const { user } = renderWithProviders(<LoginPage />, { session: true });
    await user.type(await screen.findByLabelText(/^Username/), 'amina@ptlogbook.test');
    await user.click(signIn());
    const password = screen.getByLabelText(/^Password/);
    await waitFor(() => expect(document.activeElement).toBe(password));
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(server.callsTo('POST /auth/login/')).toEqual([]);
  });

  it('keeps the focus on Sign In while it waits and after a refusal, and sends once', async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => {};
    const server = fakeApi({
      'POST /auth/login/': () => new Promise((resolve) => (answer = resolve)),
    });
    const { user } = renderWithProviders(<LoginPage />, { session: true });
    await user.type(await screen.findByLabelText(/^Username/), 'amina@ptlogbook.test');
    await user.type(screen.getByLabelText(/^Password/), 'wrong-password');
    signIn().focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(server.callsTo('POST /auth/login/')).toHaveLength(1));
    // Busy, not disabled: a disabled button drops the focus to the page.
    await waitFor(() => expect(signIn().getAttribute('aria-disabled')).toBe('true'));
    expect((signIn() as HTMLButtonElement).disabled).toBe(false);
    expect(signIn().hasAttribute('data-loading')).toBe(true);
    expect(document.activeElement).toBe(signIn());
    await user.keyboard('{Enter}');
    await user.click(signIn());
    answer({
      status: 401,
      body: { detail: 'Invalid username or password.', code: 'invalid_credentials' },
    });
    await screen.findByText('Sign in failed');
    expect(document.activeElement).toBe(signIn());
    expect(signIn().hasAttribute('aria-disabled')).toBe(false);
    expect(server.callsTo('POST /auth/login/')).toHaveLength(1);
  });

  it('gives the focus back to Forgot password? when its dialog closes', async () => {
    fakeApi({});
    const { user } = renderWithProviders(<LoginPage />, { session: true });
    const forgot = await screen.findByRole('button', { name: 'Forgot password?' });
    forgot.focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Reset Password' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(forgot));
  });
});
