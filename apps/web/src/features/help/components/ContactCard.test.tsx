// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, stringsReady } from '../../../i18n/i18n';
import { renderWithProviders, testQueryClient } from '../../../test/render';
import { helpKeys } from '../api';
import { ContactCard } from './ContactCard';

function renderWithContact() {
  const queryClient = testQueryClient();
  queryClient.setQueryData(helpKeys.contact, {
    support_whatsapp: '+255 754 000 000',
    ptmis_url: 'https://ptmis.example.ac.tz',
  });
  return renderWithProviders(<ContactCard />, { queryClient });
}

describe('ContactCard', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('links WhatsApp with the greeting, PTMIS and the guides, in English', () => {
    renderWithContact();
    const chat = screen.getByRole('link', { name: 'Chat on WhatsApp' });
    expect(chat.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/255754000000\?text=Hello/);
    expect(screen.getByText('+255 754 000 000').tagName).toBe('B');
    expect(screen.getByRole('link', { name: 'PTMIS' }).getAttribute('href')).toBe(
      'https://ptmis.example.ac.tz',
    );
    expect(screen.getByRole('link', { name: 'Resources library' }).getAttribute('href')).toBe(
      '/resources',
    );
  });

  it('speaks Kiswahili, down to the greeting the WhatsApp chat starts with', async () => {
    await stringsReady('sw');
    await i18n.changeLanguage('sw');
    renderWithContact();
    const chat = screen.getByRole('link', { name: 'Tuandikie WhatsApp' });
    expect(decodeURIComponent(chat.getAttribute('href') ?? '')).toContain('Habari timu ya msaada');
    expect(screen.getByRole('link', { name: 'maktaba ya Nyaraka' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'PTMIS' })).toBeTruthy();
  });
});
