// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { RemindersCard } from './RemindersCard';

describe('RemindersCard', () => {
  it('says the setting could not be loaded, and Retry loads it', async () => {
    let down = true;
    fakeApi({
      'GET /user/reminders/': () =>
        down ? { status: 500, body: { detail: 'Server error' } } : { body: { enabled: true } },
    });
    const { user } = renderWithProviders(<RemindersCard />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Could not load your reminder setting.')).toBeTruthy();
    down = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect((screen.getByRole('switch') as HTMLInputElement).checked).toBe(true),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps the focus on the switch while it saves, and sends one change for two presses', async () => {
    let answer: (value: { body: unknown }) => void = () => {};
    const server = fakeApi({
      'GET /user/reminders/': () => ({ body: { enabled: false } }),
      'PUT /user/reminders/': () => new Promise((resolve) => (answer = resolve)),
    });
    const { user } = renderWithProviders(<RemindersCard />);
    const toggle = screen.getByRole('switch', { name: 'Send me reminder e-mails' });
    await waitFor(() => expect((toggle as HTMLInputElement).disabled).toBe(false));
    toggle.focus();
    await user.keyboard(' ');
    await waitFor(() => expect(server.callsTo('PUT /user/reminders/')).toHaveLength(1));
    // Busy, not disabled: a disabled switch drops the focus to the page.
    await waitFor(() => expect(toggle.getAttribute('aria-disabled')).toBe('true'));
    expect((toggle as HTMLInputElement).disabled).toBe(false);
    expect(toggle.getAttribute('aria-busy')).toBe('true');
    expect((toggle as HTMLInputElement).checked).toBe(true);
    expect(document.activeElement).toBe(toggle);
    // A second press while it saves changes nothing and sends nothing.
    await user.keyboard(' ');
    expect((toggle as HTMLInputElement).checked).toBe(true);
    answer({ body: { enabled: true } });
    await waitFor(() => expect(toggle.hasAttribute('aria-disabled')).toBe(false));
    expect((toggle as HTMLInputElement).checked).toBe(true);
    expect(document.activeElement).toBe(toggle);
    expect(server.callsTo('PUT /user/reminders/')).toHaveLength(1);
    expect(server.callsTo('PUT /user/reminders/')[0]?.body).toEqual({ enabled: true });
  });
});
