import { MESSAGES } from '@ptlog/shared';
import { describe, expect, it } from 'vitest';
import { formOfSettings, settingsOfForm } from './site-settings';

describe('site settings form', () => {
  it('takes one payment number per line, dropping blank lines', () => {
    expect(
      settingsOfForm({
        paymentNumbers: 'M-Pesa 0754 111 222\n\n  Airtel Money 0784 333 444  \n',
        supportWhatsapp: ' +255754111222 ',
      }),
    ).toEqual({
      ok: true,
      settings: {
        payment_numbers: ['M-Pesa 0754 111 222', 'Airtel Money 0784 333 444'],
        support_whatsapp: '+255754111222',
      },
    });
    expect(settingsOfForm({ paymentNumbers: '', supportWhatsapp: '' })).toMatchObject({
      ok: true,
      settings: { payment_numbers: [] },
    });
  });

  it('names the first problem of each field', () => {
    expect(settingsOfForm({ paymentNumbers: 'M-Pesa', supportWhatsapp: '12' })).toEqual({
      ok: false,
      errors: {
        paymentNumbers: MESSAGES.siteSettings.paymentNumberInvalid,
        supportWhatsapp: MESSAGES.siteSettings.whatsappInvalid,
      },
    });
  });

  it('fills the form from the stored settings', () => {
    expect(
      formOfSettings({
        payment_numbers: ['A 0754 111 222', 'B 0784 333 444'],
        support_whatsapp: '',
      }),
    ).toEqual({ paymentNumbers: 'A 0754 111 222\nB 0784 333 444', supportWhatsapp: '' });
  });
});
