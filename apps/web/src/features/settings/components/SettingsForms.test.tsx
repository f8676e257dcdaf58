// @vitest-environment happy-dom
import type { TActiveSession } from '@ptlog/shared';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n, stringsReady } from '../../../i18n/i18n';
import { messagesReady } from '../../../i18n/messages';
import { fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { signedInStudent } from '../../../test/session';
import { AccountForm } from './AccountForm';
import { ChangePasswordCard } from './ChangePasswordCard';
import { SessionItem } from './SessionItem';

const ACCOUNT = {
  username: 'amina@ptlogbook.test',
  email: 'amina@ptlogbook.test',
  first_name: 'Amina',
  last_name: 'Mushi',
};

function session(overrides: Partial<TActiveSession>): TActiveSession {
  return {
    id: 's1',
    device: 'Chrome on Linux',
    browser: 'Chrome',
    os: 'Linux',
    platform: 'Linux x86_64',
    timezone: 'Africa/Dar_es_Salaam',
    ip: '127.0.0.1',
    created_at: '2026-03-02T08:00:00Z',
    last_used_at: '2026-03-02T08:00:00Z',
    current: false,
    ...overrides,
  };
}

const NOW = Date.parse('2026-03-02T08:05:00Z');

beforeAll(async () => {
  await stringsReady('sw');
  await messagesReady('sw');
});

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('the settings forms in Kiswahili', () => {
  it('check the new password in Kiswahili', async () => {
    await i18n.changeLanguage('sw');
    const { user } = renderWithProviders(<ChangePasswordCard />);
    await user.type(screen.getByLabelText(/Nenosiri jipya/), 'short');
    await user.click(screen.getByRole('button', { name: 'Badilisha Nenosiri' }));
    expect(await screen.findByText('Nenosiri la sasa linahitajika')).toBeTruthy();
    expect(screen.getByText('Nenosiri lazima liwe na angalau herufi 8!')).toBeTruthy();
    expect(screen.queryByText('Current password is required')).toBeNull();
  });

  it('check the names in Kiswahili', async () => {
    await i18n.changeLanguage('sw');
    fakeApi(signedInStudent());
    const { user } = renderWithProviders(<AccountForm account={ACCOUNT} />, { session: true });
    await user.clear(screen.getByLabelText(/Jina la kwanza/));
    await user.click(screen.getByRole('button', { name: 'Hifadhi Mipangilio' }));
    expect(await screen.findByText('Jina la kwanza linahitajika')).toBeTruthy();
  });
});

describe('AccountForm', () => {
  it('says the names are required, and takes the focus to an empty one on Save', async () => {
    const server = fakeApi(signedInStudent());
    const { user } = renderWithProviders(<AccountForm account={ACCOUNT} />, { session: true });
    const first = screen.getByLabelText(/First name/) as HTMLInputElement;
    expect(first.required).toBe(true);
    expect((screen.getByLabelText(/Last name/) as HTMLInputElement).required).toBe(true);
    await user.clear(first);
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    await waitFor(() => expect(document.activeElement).toBe(first));
    expect(first.getAttribute('aria-invalid')).toBe('true');
    expect(server.callsTo('PUT /user/settings/')).toEqual([]);
  });

  it('saves once for a double tap on Save (two clicks before the button shows loading)', async () => {
    const server = fakeApi({
      ...signedInStudent(),
      'PUT /user/settings/': (call) => ({
        body: { account: { ...ACCOUNT, ...(call.body as { account: object }).account } },
      }),
    });
    const { user } = renderWithProviders(<AccountForm account={ACCOUNT} />, { session: true });
    await user.clear(screen.getByLabelText(/First name/));
    await user.type(screen.getByLabelText(/First name/), 'Neema');
    const save = screen.getByRole('button', { name: 'Save Settings' });
    save.click();
    save.click();

    expect(await screen.findByText(/Settings saved successfully/)).toBeTruthy();
    expect(server.callsTo('PUT /user/settings/').map((call) => call.body)).toEqual([
      { account: { first_name: 'Neema', last_name: 'Mushi' } },
    ]);
    // Only the success toast: no failure beside the form.
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      expect.stringMatching(/Settings saved successfully/),
    ]);
  });
});

describe('ChangePasswordCard', () => {
  it('says to a screen reader that each password is required, not only with a hidden asterisk', () => {
    renderWithProviders(<ChangePasswordCard />);
    for (const label of [/^Current password/, /^New password/, /^Confirm password/]) {
      expect((screen.getByLabelText(label) as HTMLInputElement).required).toBe(true);
    }
    // The form checks itself (noValidate): no browser popup comes before its own messages.
    expect(screen.getByLabelText(/^Current password/).closest('form')?.noValidate).toBe(true);
  });

  it('takes the focus to the first field with an error on Change Password', async () => {
    const { user } = renderWithProviders(<ChangePasswordCard />);
    await user.type(screen.getByLabelText(/^Current password/), 'Old-password-1');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    const renewed = screen.getByLabelText(/^New password/);
    await waitFor(() => expect(document.activeElement).toBe(renewed));
    expect(renewed.getAttribute('aria-invalid')).toBe('true');
  });

  it('keeps the focus on Change Password while it is sent and after a refusal', async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => {};
    const server = fakeApi({
      ...signedInStudent(),
      'POST /user/change-password/': () => new Promise((resolve) => (answer = resolve)),
    });
    const { user } = renderWithProviders(<ChangePasswordCard />, { session: true });
    await user.type(screen.getByLabelText(/^Current password/), 'Old-password-1');
    await user.type(screen.getByLabelText(/^New password/), 'Kilimanjaro-2027');
    await user.type(screen.getByLabelText(/^Confirm password/), 'Kilimanjaro-2027');
    const submit = screen.getByRole('button', { name: 'Change Password' }) as HTMLButtonElement;
    submit.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(server.callsTo('POST /user/change-password/')).toHaveLength(1));
    await waitFor(() => expect(submit.getAttribute('aria-disabled')).toBe('true'));
    expect(submit.disabled).toBe(false);
    expect(document.activeElement).toBe(submit);
    answer({
      status: 400,
      body: {
        detail: 'Current password is incorrect.',
        code: 'validation_error',
        errors: { current_password: ['Current password is incorrect.'] },
      },
    });
    await waitFor(() => expect(submit.hasAttribute('aria-disabled')).toBe(false));
    expect(document.activeElement).toBe(submit);
    expect(server.callsTo('POST /user/change-password/')).toHaveLength(1);
  });
});

describe('the password eye buttons', () => {
  it('are named after their field, in the reader’s language, and reachable by keyboard', async () => {
    await i18n.changeLanguage('sw');
    const { user } = renderWithProviders(<ChangePasswordCard />);
    const show = screen.getByRole('button', { name: 'Onyesha nenosiri la sasa' });
    expect(show.tabIndex).not.toBe(-1);
    expect(screen.getByRole('button', { name: 'Onyesha thibitisha nenosiri' })).toBeTruthy();
    await user.click(show);
    expect(screen.getByRole('button', { name: 'Ficha nenosiri la sasa' })).toBeTruthy();
    expect(screen.getByLabelText(/Nenosiri la sasa/).getAttribute('type')).toBe('text');
  });

  it('read in English too', () => {
    renderWithProviders(<ChangePasswordCard />);
    expect(screen.getByRole('button', { name: 'Show new password' })).toBeTruthy();
  });
});

describe('SessionItem', () => {
  it('names the device in Kiswahili from its browser and system', async () => {
    await i18n.changeLanguage('sw');
    renderWithProviders(<SessionItem session={session({})} nowMs={NOW} />);
    expect(screen.getByText('Chrome kwenye Linux')).toBeTruthy();
    expect(screen.queryByText('Chrome on Linux')).toBeNull();
  });

  it('says "unknown device" in the reader’s language, not the English name the API sends', async () => {
    await i18n.changeLanguage('sw');
    const unknown = session({ device: 'Unknown device', browser: null, os: null });
    renderWithProviders(<SessionItem session={unknown} nowMs={NOW} />);
    expect(screen.getByText('Kifaa kisichojulikana')).toBeTruthy();
  });

  it('names it in English, and by the one part known when only one is', () => {
    renderWithProviders(
      <>
        <SessionItem session={session({})} nowMs={NOW} />
        <SessionItem session={session({ id: 's2', browser: 'Firefox', os: null })} nowMs={NOW} />
        <SessionItem session={session({ id: 's3', browser: null, os: 'Android' })} nowMs={NOW} />
      </>,
    );
    expect(screen.getByText('Chrome on Linux')).toBeTruthy();
    expect(screen.getByText('Firefox')).toBeTruthy();
    expect(screen.getByText('Android')).toBeTruthy();
  });
});
