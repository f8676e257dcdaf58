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
});
