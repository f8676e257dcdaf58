import { MESSAGES } from '@ptlog/shared';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { messagesReady } from '../../i18n/messages';
import { checkCreateForm, EMPTY_CREATE_FORM, previewTokens } from './create-transaction';

const filled = {
  ...EMPTY_CREATE_FORM,
  user_id: '12',
  user_phone_number: '0712 345 678',
  sender_name: ' Juma Mrema ',
  amount: 5000,
};

describe('checkCreateForm', () => {
  it('asks for every field with the spec texts', () => {
    const check = checkCreateForm(EMPTY_CREATE_FORM);
    expect(check).toEqual({
      ok: false,
      errors: {
        user_id: MESSAGES.billing.userRequired,
        user_phone_number: MESSAGES.billing.phoneRequired,
        sender_name: MESSAGES.billing.staffSenderNameRequired,
        amount: MESSAGES.billing.validAmountRequired,
      },
    });
  });
  it("gives the messages in the reader's language", async () => {
    await messagesReady('sw');
    await i18n.changeLanguage('sw');
    try {
      expect(checkCreateForm(EMPTY_CREATE_FORM)).toEqual({
        ok: false,
        errors: {
          user_id: 'Mtumiaji anahitajika',
          user_phone_number: 'Namba ya simu inahitajika',
          sender_name: 'Jina la mtumaji linahitajika',
          amount: 'Kiasi sahihi kinahitajika',
        },
      });
    } finally {
      await i18n.changeLanguage('en');
    }
  });
  it('names the missing wakala together with every other empty field on the first submit', () => {
    // Spec 2 §5: all errors at once; the wakala rule once waited for the other four to pass.
    expect(checkCreateForm({ ...EMPTY_CREATE_FORM, payment_method: 'WAKALA' })).toEqual({
      ok: false,
      errors: {
        user_id: MESSAGES.billing.userRequired,
        user_phone_number: MESSAGES.billing.phoneRequired,
        sender_name: MESSAGES.billing.staffSenderNameRequired,
        amount: MESSAGES.billing.validAmountRequired,
        wakala_name: MESSAGES.billing.staffWakalaRequired,
      },
    });
  });
  it('refuses an amount of 0 and a wakala payment without the agent', () => {
    const check = checkCreateForm({ ...filled, amount: 0, payment_method: 'WAKALA' });
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.errors.amount).toBe(MESSAGES.billing.validAmountRequired);
    expect(check.errors.wakala_name).toBe(MESSAGES.billing.staffWakalaRequired);
  });
  it('refuses less than the 1000 TSH payment minimum, as the server does', () => {
    const check = checkCreateForm({ ...filled, amount: 1 });
    expect(check).toEqual({ ok: false, errors: { amount: MESSAGES.billing.minAmount } });
    expect(checkCreateForm({ ...filled, amount: 1000 }).ok).toBe(true);
  });
  it('sends the wakala name only for WAKALA', () => {
    const direct = checkCreateForm({ ...filled, wakala_name: 'Mama Asha' });
    expect(direct).toEqual({
      ok: true,
      payload: {
        user_id: 12,
        user_phone_number: '0712 345 678',
        sender_name: 'Juma Mrema',
        payment_method: 'DIRECT',
        amount: 5000,
      },
    });
    const wakala = checkCreateForm({
      ...filled,
      payment_method: 'WAKALA',
      wakala_name: 'Mama Asha',
    });
    expect(wakala.ok && wakala.payload.wakala_name).toBe('Mama Asha');
  });
});

describe('previewTokens', () => {
  it('is floor(amount × 0.3)', () => {
    expect(previewTokens(5000)).toBe(1500);
    expect(previewTokens(2333)).toBe(699);
    expect(previewTokens('')).toBe(0);
    expect(previewTokens(-5)).toBe(0);
  });
});
