// @vitest-environment happy-dom
// A link that no longer works says why in the language chosen, also after switching it there.
import { MESSAGES } from '@ptlog/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n, stringsReady } from '../../../i18n/i18n';
import swMessages from '../../../i18n/locales/messages.sw.json';
import { messagesReady } from '../../../i18n/messages';
import { fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { SignoffScreen } from '../pages/SignoffPage';

const SW = swMessages as Record<string, string>;

const GONE = [
  [410, 'link_used', 'linkApproved', 'This link was already used', 'Kiungo hiki kimeshatumika'],
  [410, 'link_used', 'linkReturned', 'This link was already used', 'Kiungo hiki kimeshatumika'],
  [410, 'link_replaced', 'linkReplaced', 'A newer link was sent', 'Kiungo kipya kimetumwa'],
  [410, 'link_expired', 'linkExpired', 'This link has expired', 'Kiungo hiki kimeisha muda'],
  [410, 'link_gone', 'linkGone', 'Link not valid', 'Kiungo si halali'],
  [404, 'not_found', 'linkGone', 'Link not valid', 'Kiungo si halali'],
] as const;

async function switchTo(
  language: 'EN' | 'SW',
  user: ReturnType<typeof renderWithProviders>['user'],
) {
  const switcher = screen.getByRole('radiogroup', { name: /Language|Lugha/ });
  await user.click(within(switcher).getByRole('radio', { name: language }));
}

describe('a sign-off link that no longer works', () => {
  it.each(GONE)(
    '%s %s (%s): the text follows the language switch',
    async (status, code, key, en, sw) => {
      await Promise.all([stringsReady('sw'), messagesReady('sw')]);
      const english = MESSAGES.signoff[key];
      fakeApi({ 'GET /signoff/old/': () => ({ status, body: { detail: english, code } }) });
      try {
        const { user } = renderWithProviders(<SignoffScreen token="old" />, { session: true });
        await screen.findByRole('heading', { name: en });
        expect(screen.getByText(english)).toBeTruthy();

        await switchTo('SW', user);
        await screen.findByRole('heading', { name: sw });
        expect(screen.getByText(SW[`signoff.${key}`]!)).toBeTruthy();
        expect(screen.queryByText(english)).toBeNull();
      } finally {
        await i18n.changeLanguage('en');
      }
    },
  );

  it('opened in Kiswahili, says which of approved or returned in English after the switch', async () => {
    await Promise.all([stringsReady('sw'), messagesReady('sw')]);
    await i18n.changeLanguage('sw');
    try {
      for (const key of ['linkApproved', 'linkReturned'] as const) {
        fakeApi({
          'GET /signoff/old/': () => ({
            status: 410,
            body: { detail: MESSAGES.signoff[key], code: 'link_used' },
          }),
        });
        const view = renderWithProviders(<SignoffScreen token="old" />, { session: true });
        await screen.findByText(SW[`signoff.${key}`]!);
        await switchTo('EN', view.user);
        await screen.findByRole('heading', { name: 'This link was already used' });
        expect(screen.getByText(MESSAGES.signoff[key])).toBeTruthy();
        await switchTo('SW', view.user);
        view.unmount();
      }
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it.each([
    ['link_used', 'linkApproved'],
    ['link_replaced', 'linkReplaced'],
    ['link_expired', 'linkExpired'],
  ] as const)(
    '%s names the week and whose log book it was, in both languages',
    async (code, key) => {
      await Promise.all([stringsReady('sw'), messagesReady('sw')]);
      fakeApi({
        'GET /signoff/old/': () => ({
          status: 410,
          body: { detail: MESSAGES.signoff[key], code, week_number: 3, student_name: 'Amina Juma' },
        }),
      });
      try {
        const { user } = renderWithProviders(<SignoffScreen token="old" />, { session: true });
        expect(await screen.findByText("Week 3 of Amina Juma's log book")).toBeTruthy();
        expect(screen.getByText(MESSAGES.signoff[key])).toBeTruthy();
        await switchTo('SW', user);
        expect(await screen.findByText('Wiki 3 ya log book ya Amina Juma')).toBeTruthy();
      } finally {
        await i18n.changeLanguage('en');
      }
    },
  );

  it('names no week without one in the answer, nor for an unknown link', async () => {
    for (const [status, code, fields, title] of [
      [410, 'link_gone', {}, 'Link not valid'],
      [410, 'link_expired', {}, 'This link has expired'],
      [404, 'not_found', { week_number: 3, student_name: 'Amina Juma' }, 'Link not valid'],
    ] as const) {
      fakeApi({
        'GET /signoff/old/': () => ({
          status,
          body: { detail: MESSAGES.signoff.linkGone, code, ...fields },
        }),
      });
      const view = renderWithProviders(<SignoffScreen token="old" />, { session: true });
      await screen.findByRole('heading', { name: title });
      expect(screen.queryByText(/log book/)).toBeNull();
      view.unmount();
    }
  });
});
