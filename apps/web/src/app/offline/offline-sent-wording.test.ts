// The toast after the outbox is sent counts its changes with plural forms, in both languages.
import { describe, expect, it } from 'vitest';
import { i18n, stringsReady } from '../../i18n/i18n';
import '../layout/shell-strings';

describe('offline.sent', () => {
  it('says "1 change … was sent" and "3 changes … were sent"', async () => {
    expect(i18n.t('app:offline.sent', { count: 1 })).toBe(
      '1 change saved on this device was sent.',
    );
    expect(i18n.t('app:offline.sent', { count: 3 })).toBe(
      '3 changes saved on this device were sent.',
    );
  });

  it('in Kiswahili too', async () => {
    await stringsReady('sw');
    await i18n.changeLanguage('sw');
    try {
      expect(i18n.t('app:offline.sent', { count: 1 })).toBe(
        'Badiliko 1 lililohifadhiwa kwenye kifaa hiki limetumwa.',
      );
      expect(i18n.t('app:offline.sent', { count: 2 })).toBe(
        'Mabadiliko 2 yaliyohifadhiwa kwenye kifaa hiki yametumwa.',
      );
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
