// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { QuickActions } from './QuickActions';

describe('QuickActions', () => {
  it("links the installation's PT management system (PTMIS_URL), in a new tab", async () => {
    fakeApi({
      'GET /help/contact/': () => ({
        body: { support_whatsapp: '+255 754 000 000', ptmis_url: 'https://pt.example.ac.tz/' },
      }),
    });
    renderWithProviders(<QuickActions />);
    const link = await screen.findByRole('link', { name: /PT Management System/ });
    expect(link.getAttribute('href')).toBe('https://pt.example.ac.tz/');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('says when the address could not be loaded, and asks again on a tap', async () => {
    let fail = true;
    fakeApi({
      'GET /help/contact/': () =>
        fail
          ? { status: 503, body: { detail: 'Service unavailable' } }
          : { body: { support_whatsapp: '', ptmis_url: 'https://pt.example.ac.tz/' } },
    });
    renderWithProviders(<QuickActions />);
    const retry = await screen.findByRole('button', { name: /link not loaded, try again/ });
    fail = false;
    await userEvent.click(retry);
    const link = await screen.findByRole('link', { name: /PT Management System/ });
    expect(link.getAttribute('href')).toBe('https://pt.example.ac.tz/');
  });
});
