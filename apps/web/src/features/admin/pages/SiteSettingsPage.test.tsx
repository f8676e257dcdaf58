// @vitest-environment happy-dom
import { MESSAGES } from '@ptlog/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { signedInStudent } from '../../../test/session';
import { SiteSettingsPage } from './SiteSettingsPage';

const SETTINGS = { payment_numbers: ['M-Pesa 0754 111 222'], support_whatsapp: '' };

describe('SiteSettingsPage', () => {
  it('saves once on a double click of Save, and says so once', async () => {
    let answer: (() => void) | undefined;
    const server = fakeApi({
      ...signedInStudent(),
      'GET /admin/settings/': () => ({ body: SETTINGS }),
      'PUT /admin/settings/': (call) =>
        new Promise((resolve) => {
          answer = () => resolve({ status: 200, body: call.body });
        }),
    });
    renderWithProviders(<SiteSettingsPage />, { session: true });
    await screen.findByDisplayValue('M-Pesa 0754 111 222');
    const save = screen.getByRole('button', { name: 'Save settings' }) as HTMLButtonElement;
    // Two clicks in one frame, before the button re-renders as loading.
    save.click();
    save.click();
    await waitFor(() => expect(server.callsTo('PUT /admin/settings/')).toHaveLength(1));
    answer?.();
    expect(await screen.findAllByText(MESSAGES.siteSettings.saved)).toHaveLength(1);
    expect(server.callsTo('PUT /admin/settings/').map((call) => call.body)).toEqual([SETTINGS]);
  });

  it('keeps the focus on Save settings while it saves and after (a keyboard user goes on from it)', async () => {
    let answer: (() => void) | undefined;
    fakeApi({
      ...signedInStudent(),
      'GET /admin/settings/': () => ({ body: SETTINGS }),
      'PUT /admin/settings/': (call) =>
        new Promise((resolve) => {
          answer = () => resolve({ status: 200, body: call.body });
        }),
    });
    const { user } = renderWithProviders(<SiteSettingsPage />, { session: true });
    await screen.findByDisplayValue('M-Pesa 0754 111 222');
    const save = screen.getByRole('button', { name: 'Save settings' }) as HTMLButtonElement;
    save.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(save.getAttribute('aria-disabled')).toBe('true'));
    expect(save.disabled).toBe(false);
    expect(document.activeElement).toBe(save);
    answer?.();
    expect(await screen.findByText(MESSAGES.siteSettings.saved)).toBeTruthy();
    expect(document.activeElement).toBe(save);
  });

  it('takes the focus to the field its checks refuse, so a screen reader reads why', async () => {
    const server = fakeApi({
      ...signedInStudent(),
      'GET /admin/settings/': () => ({ body: SETTINGS }),
    });
    const { user } = renderWithProviders(<SiteSettingsPage />, { session: true });
    await screen.findByDisplayValue('M-Pesa 0754 111 222');
    const whatsapp = screen.getByRole('textbox', { name: 'Support WhatsApp number' });
    await user.type(whatsapp, 'call me');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(document.activeElement).toBe(whatsapp));
    expect(whatsapp.getAttribute('aria-invalid')).toBe('true');
    expect(server.callsTo('PUT /admin/settings/')).toEqual([]);
  });
});
