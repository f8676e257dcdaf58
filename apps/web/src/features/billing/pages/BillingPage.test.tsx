// @vitest-environment happy-dom
import { MESSAGES } from '@ptlog/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, type TFakeHandler } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { signedInStudent } from '../../../test/session';
import { transactionFixture } from '../../../test/transactions';
import { BillingPage } from './BillingPage';

const PAYMENT_INFO = {
  success: true,
  data: {
    payment_numbers: ['M-Pesa 0754 111 222'],
    currency: 'TZS',
    tokens_per_tsh: 0.3,
    min_amount: 1000,
    amount_step: 500,
    default_amount: 1000,
    ai_enhancement_cost: 100,
    welcome_bonus: 0,
    support_whatsapp: '',
  },
};

function billingServer(
  submit: TFakeHandler = () => new Promise(() => {}),
  info: typeof PAYMENT_INFO = PAYMENT_INFO,
) {
  return fakeApi({
    ...signedInStudent({ phone_number: '0712345678' }),
    'GET /billing/dashboard/payment_info/': () => ({ body: info }),
    'GET /billing/balance/my_balance/': () => ({
      body: { available_tokens: 0, tokens_used: 0, payment_status: 'UNPAID', can_use_ai: false },
    }),
    'GET /billing/user-transactions/': () => ({ body: { success: true, data: [], count: 0 } }),
    'POST /billing/transactions/': submit,
  });
}

const renderPage = () => renderWithProviders(<BillingPage />, { session: true });
const field = (name: RegExp | string) => screen.getByRole<HTMLInputElement>('textbox', { name });
const senderName = () => field('Name on the phone number');
const transactionId = () => field(/Transaction ID from the confirmation SMS/);
const submitButtonOf = () => screen.getByRole('button', { name: 'Submit Transaction' });

/** Amount 3,000 → payment → the dialog, with the sender's name and the SMS's ID typed. */
async function typePayment(user: ReturnType<typeof renderPage>['user']) {
  const amount = await screen.findByRole('textbox', { name: 'Amount to pay (TZS)' });
  await user.clear(amount);
  await user.type(amount, '3000');
  await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
  await user.click(await screen.findByRole('button', { name: 'I have paid: submit transaction' }));
  await user.type(senderName(), 'Amina Juma');
  await user.type(transactionId(), 'QK71HX2P9A');
}

describe('BillingPage', () => {
  it('offers the support WhatsApp chat staff set, also where payments are not set up', async () => {
    const support = '+255 754 000 111';
    billingServer(undefined, {
      ...PAYMENT_INFO,
      data: { ...PAYMENT_INFO.data, payment_numbers: [], support_whatsapp: support },
    });
    renderPage();
    const chat = await screen.findByRole('link', { name: 'Chat with support on WhatsApp' });
    expect(chat.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/255754000111\?text=/);
    expect(chat.closest('p')?.textContent).toContain(support);
    expect(screen.getByText('Payments are not set up yet')).toBeTruthy();
  });

  it('says nothing of a support chat when staff set no number', async () => {
    billingServer();
    renderPage();
    await screen.findByRole('textbox', { name: 'Amount to pay (TZS)' });
    expect(screen.queryByRole('link', { name: /WhatsApp/ })).toBeNull();
  });

  it('opens the dialog again with the amount, the name and the ID after a reload', async () => {
    billingServer();
    const first = renderPage();
    await typePayment(first.user);
    first.unmount();

    renderPage();
    expect((await screen.findByRole('dialog', { name: 'Submit Transaction' })).textContent).toMatch(
      /Submit Transaction/,
    );
    expect(senderName().value).toBe('Amina Juma');
    expect(transactionId().value).toBe('QK71HX2P9A');
    expect(field('Amount paid (TZS)').value).toBe('3,000');
  });

  it('comes back to the payment step with its amount when the dialog was closed', async () => {
    billingServer();
    const first = renderPage();
    await typePayment(first.user);
    // Escape puts the typed details aside: nothing is thrown away without asking.
    await first.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    first.unmount();

    const second = renderPage();
    expect(await screen.findByText(/Send exactly/)).toBeTruthy();
    expect(screen.getByText(/Send exactly/).textContent).toMatch(/3,000/);
    await second.user.click(
      screen.getByRole('button', { name: 'I have paid: submit transaction' }),
    );
    expect(senderName().value).toBe('Amina Juma');
  });

  it('starts afresh after a confirmed Cancel throws the typed details away', async () => {
    billingServer();
    const first = renderPage();
    await typePayment(first.user);
    await first.user.click(screen.getByRole('button', { name: 'Cancel' }));
    await first.user.click(await screen.findByRole('button', { name: 'Yes, discard' }));
    await first.user.click(screen.getByRole('button', { name: 'I have paid: submit transaction' }));
    expect(senderName().value).toBe('');
    first.unmount();

    renderPage();
    // Still on the payment step (the student may have paid), with nothing typed in the dialog.
    expect(await screen.findByRole('dialog', { name: 'Submit Transaction' })).toBeTruthy();
    expect(senderName().value).toBe('');
    expect(transactionId().value).toBe('');
  });

  it('keeps nothing once the transaction is submitted', async () => {
    const server = billingServer(() => ({
      status: 201,
      body: transactionFixture({ id: 41, amount: '3000.00', payer_type: 'own' }),
    }));
    const first = renderPage();
    await typePayment(first.user);
    await first.user.click(screen.getByRole('button', { name: 'Submit Transaction' }));
    await waitFor(() => expect(server.callsTo('POST /billing/transactions/')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    first.unmount();

    renderPage();
    const amount = await screen.findByRole('textbox', { name: 'Amount to pay (TZS)' });
    expect((amount as HTMLInputElement).value).toBe('1,000');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('takes the keyboard focus to each step that replaces the one whose button moved on', async () => {
    billingServer(() => ({
      status: 201,
      body: transactionFixture({ id: 41, amount: '3000.00', payer_type: 'own' }),
    }));
    const { user } = renderPage();
    const amount = await screen.findByRole('textbox', { name: 'Amount to pay (TZS)' });
    await user.clear(amount);
    await user.type(amount, '3000{Enter}');
    // Continue to payment (Enter in the amount): the instructions' title.
    const payTitle = await screen.findByRole('heading', { name: 'Pay with mobile money' });
    await waitFor(() => expect(document.activeElement).toBe(payTitle));

    await user.click(screen.getByRole('button', { name: 'Back' }));
    const calculatorTitle = await screen.findByRole('heading', { name: 'Token calculator' });
    await waitFor(() => expect(document.activeElement).toBe(calculatorTitle));

    screen.getByRole('button', { name: 'Continue to payment' }).focus();
    await user.keyboard('{Enter}');
    await user.click(
      await screen.findByRole('button', { name: 'I have paid: submit transaction' }),
    );
    await user.type(senderName(), 'Amina Juma');
    submitButtonOf().focus();
    await user.keyboard('{Enter}');
    // Submitted: the dialog and the step that opened it are gone; the pending payment is read.
    const pending = await screen.findByRole('status', {
      name: MESSAGES.billing.pendingVerification,
    });
    await waitFor(() => expect(document.activeElement).toBe(pending));

    await user.click(screen.getByRole('button', { name: 'Buy more tokens' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('heading', { name: 'Token calculator' }),
      ),
    );
  });
});
