// @vitest-environment happy-dom
import { ERROR_CODES, MESSAGES, type TTransaction } from '@ptlog/shared';
import { onlineManager } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, networkDown, type TFakeHandler } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { signedInStudent } from '../../../test/session';
import { transactionFixture } from '../../../test/transactions';
import { billingKeys, useUserTransactions } from '../api';
import { paymentDraft } from '../payment-draft';
import { SubmitTransactionDialog } from './SubmitTransactionDialog';

const PROFILE_PHONE = '0712345678';

/** Amina's own pending 2,000 TZS payment, as the server answers a submission. */
function transaction(overrides: Partial<TTransaction> = {}): TTransaction {
  return transactionFixture({
    id: 41,
    user: 5,
    user_full_name: 'Amina Juma',
    user_email: 'amina@example.com',
    user_phone_number: PROFILE_PHONE,
    sender_name: 'Amina Juma',
    payer_type: 'own',
    amount: '2000.00',
    tokens_generated: 600,
    created_at: '2026-01-05T10:00:00.000Z',
    updated_at: '2026-01-05T10:00:00.000Z',
    ...overrides,
  });
}

const created: TFakeHandler = () => ({ status: 201, body: transaction() });

async function renderDialog(
  options: {
    phone?: string;
    amount?: number;
    answer?: TFakeHandler;
    transactions?: TFakeHandler;
    /** Also mounts the page's transaction list (TransactionsCard's query). */
    withList?: boolean;
  } = {},
) {
  const profileRoutes = signedInStudent({ phone_number: options.phone ?? PROFILE_PHONE });
  const onClose = vi.fn();
  const onSubmitted = vi.fn();
  const server = fakeApi({
    ...profileRoutes,
    'POST /billing/transactions/': options.answer ?? created,
    'GET /billing/user-transactions/':
      options.transactions ?? (() => ({ body: { success: true, data: [], count: 0 } })),
  });
  const view = renderWithProviders(
    <>
      <SubmitTransactionDialog
        opened
        amount={options.amount ?? 2000}
        onClose={onClose}
        onSubmitted={onSubmitted}
      />
      {options.withList && <TransactionsProbe />}
    </>,
    { session: true },
  );
  // The profile (and its phone) arrives from the session provider.
  await waitFor(() => expect(server.callsTo('GET /auth/profile/')).toHaveLength(1));
  return { ...view, server, onClose, onSubmitted };
}

/** The billing page's transaction list, beside the dialog. */
function TransactionsProbe() {
  useUserTransactions();
  return null;
}

const submitButton = () => screen.getByRole('button', { name: 'Submit Transaction' });
const field = (name: RegExp | string) => screen.getByRole('textbox', { name });

describe('SubmitTransactionDialog', () => {
  it("sends an own-phone payment with the profile's phone and reports the transaction", async () => {
    const { user, server, onSubmitted, queryClient } = await renderDialog();
    queryClient.setQueryData(billingKeys.balance, { available_tokens: 0 });
    expect(await screen.findByText(`Your profile phone ${PROFILE_PHONE}`)).toBeTruthy();

    await user.type(field('Name on the phone number'), ' Amina Juma ');
    await user.click(submitButton());

    await waitFor(() => expect(onSubmitted).toHaveBeenCalledTimes(1));
    expect(onSubmitted.mock.calls[0]?.[0]).toMatchObject({ id: 41 });
    expect(server.callsTo('POST /billing/transactions/').map((call) => call.body)).toEqual([
      {
        payer_type: 'own',
        payment_method: 'DIRECT',
        user_phone_number: '',
        sender_name: 'Amina Juma',
        amount: 2000,
      },
    ]);
    // The balance and the transaction list are asked again.
    await waitFor(() =>
      expect(queryClient.getQueryState(billingKeys.balance)?.isInvalidated).toBe(true),
    );
  });

  it('puts typed details aside on Escape, and shows them when it opens again', async () => {
    const first = await renderDialog();
    await first.user.click(screen.getByRole('radio', { name: 'A different phone' }));
    await first.user.type(field('Name on the phone number'), 'Juma Hassan');

    await first.user.keyboard('{Escape}');
    expect(first.onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Yes, discard' })).toBeNull();
    first.unmount();

    await renderDialog();
    expect(
      (screen.getByRole('radio', { name: 'A different phone' }) as HTMLInputElement).checked,
    ).toBe(true);
    expect((field('Name on the phone number') as HTMLInputElement).value).toBe('Juma Hassan');
  });

  it('asks before Cancel throws typed details away, and keeps them on "Keep editing"', async () => {
    const { user, onClose } = await renderDialog();
    await user.type(field('Name on the phone number'), 'Juma Hassan');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(await screen.findByRole('button', { name: 'Keep editing' }));
    expect(onClose).not.toHaveBeenCalled();
    expect(paymentDraft().read()?.typed?.sender_name).toBe('Juma Hassan');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, discard' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(paymentDraft().read()?.typed).toBeUndefined();
  });

  it('asks for the phone used and the name when another phone paid', async () => {
    const { user, server } = await renderDialog();
    await user.click(screen.getByRole('radio', { name: 'A different phone' }));
    await user.click(submitButton());

    expect(await screen.findByText(MESSAGES.billing.paymentPhoneRequired)).toBeTruthy();
    expect(screen.getByText(MESSAGES.billing.senderNameRequired)).toBeTruthy();
    expect(server.callsTo('POST /billing/transactions/')).toEqual([]);
  });

  it("clears the last choice's refusals when the payer changes (the name is optional for a wakala)", async () => {
    const { user } = await renderDialog();
    await user.click(screen.getByRole('radio', { name: 'A different phone' }));
    await user.click(submitButton());
    expect(await screen.findByText(MESSAGES.billing.senderNameRequired)).toBeTruthy();

    await user.click(screen.getByRole('radio', { name: 'A wakala (money agent)' }));
    expect(screen.queryByText(MESSAGES.billing.senderNameRequired)).toBeNull();
    expect(screen.queryByText(MESSAGES.billing.paymentPhoneRequired)).toBeNull();
  });

  it("needs the wakala's name, not the sender's, and sends a WAKALA payment", async () => {
    const { user, server, onSubmitted } = await renderDialog();
    await user.click(screen.getByRole('radio', { name: 'A wakala (money agent)' }));
    await user.type(field('Phone number used for payment'), '0755000111');
    await user.click(submitButton());
    expect(await screen.findByText(MESSAGES.billing.wakalaNameRequired)).toBeTruthy();
    expect(screen.queryByText(MESSAGES.billing.senderNameRequired)).toBeNull();

    await user.type(field('Wakala name'), 'Juma Wakala');
    await user.click(submitButton());

    await waitFor(() => expect(onSubmitted).toHaveBeenCalledTimes(1));
    expect(server.callsTo('POST /billing/transactions/')[0]?.body).toMatchObject({
      payer_type: 'wakala',
      payment_method: 'WAKALA',
      user_phone_number: '0755000111',
      wakala_name: 'Juma Wakala',
      amount: 2000,
    });
  });

  it('refuses amounts below the minimum and off the payment steps', async () => {
    const { user, server } = await renderDialog({ amount: 500 });
    await user.type(field('Name on the phone number'), 'Amina Juma');
    await user.click(submitButton());
    expect(await screen.findByText(MESSAGES.billing.minAmount)).toBeTruthy();

    const amount = field(/Amount paid/);
    await user.clear(amount);
    await user.type(amount, '1200');
    await user.click(submitButton());
    expect(await screen.findByText(MESSAGES.billing.amountStep)).toBeTruthy();
    expect(server.callsTo('POST /billing/transactions/')).toEqual([]);
  });

  it('says when the profile has no phone for an own-phone payment', async () => {
    const { user, server } = await renderDialog({ phone: '' });
    expect(await screen.findByText('No phone number in your profile yet')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Add your phone number in your profile' }),
    ).toBeTruthy();

    await user.type(field('Name on the phone number'), 'Amina Juma');
    await user.click(submitButton());

    expect(await screen.findByText(MESSAGES.billing.profilePhoneMissing)).toBeTruthy();
    expect(server.callsTo('POST /billing/transactions/')).toEqual([]);
  });

  it("shows the server's refusal and keeps the dialog open", async () => {
    const { user, onSubmitted } = await renderDialog({
      answer: () => ({ status: 500, body: { detail: 'Server error' } }),
    });
    await user.type(field('Name on the phone number'), 'Amina Juma');
    await user.click(submitButton());

    expect((await screen.findByRole('alert')).textContent).toContain(MESSAGES.billing.submitFailed);
    expect(onSubmitted).not.toHaveBeenCalled();
    expect(submitButton().hasAttribute('disabled')).toBe(false);
  });

  it('sends one payment for a double tap (two clicks before the button shows loading)', async () => {
    const { user, server, onSubmitted } = await renderDialog();
    await user.type(field('Name on the phone number'), 'Amina Juma');
    const button = submitButton();
    button.click();
    button.click();

    await waitFor(() => expect(onSubmitted).toHaveBeenCalledTimes(1));
    expect(server.callsTo('POST /billing/transactions/')).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('sends again when the first attempt failed', async () => {
    let answers = 0;
    const { user, server, onSubmitted } = await renderDialog({
      answer: () => {
        answers += 1;
        return answers === 1
          ? { status: 500, body: { detail: 'Server error' } }
          : created({} as never);
      },
    });
    await user.type(field('Name on the phone number'), 'Amina Juma');
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toBeTruthy();

    await user.click(submitButton());
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledTimes(1));
    expect(server.callsTo('POST /billing/transactions/')).toHaveLength(2);
  });

  it('sends the transaction ID as typed (trimmed) and shows a repeat under it (409)', async () => {
    const { user, server, onSubmitted } = await renderDialog({
      answer: () => ({
        status: 409,
        body: {
          code: ERROR_CODES.TRANSACTION_CODE_TAKEN,
          detail: MESSAGES.billing.transactionCodeTaken,
        },
      }),
    });
    const code = field(/^Transaction ID from the confirmation SMS/);
    expect(code.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText(/M-Pesa: the first word, e\.g\. CI47HT9XQ2/)).toBeTruthy();
    await user.type(field('Name on the phone number'), 'Amina Juma');
    await user.type(code, ' ci47 HT9XQ2 ');
    await user.click(submitButton());

    await waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'));
    expect(server.callsTo('POST /billing/transactions/')[0]?.body).toMatchObject({
      transaction_code: 'ci47 HT9XQ2',
    });
    expect(screen.getAllByText(MESSAGES.billing.transactionCodeTaken)).toHaveLength(2);
    expect(onSubmitted).not.toHaveBeenCalled();
  });

  it('refuses a transaction ID no SMS shows before sending', async () => {
    const { user, server } = await renderDialog();
    await user.type(field('Name on the phone number'), 'Amina Juma');
    await user.type(field(/^Transaction ID/), 'TID: 12');
    await user.click(submitButton());
    expect(await screen.findByText(MESSAGES.billing.transactionCodeInvalid)).toBeTruthy();
    expect(server.callsTo('POST /billing/transactions/')).toEqual([]);
  });

  it('is usable from the keyboard: arrows choose the payer, Enter submits, Cancel closes', async () => {
    const { user, server, onSubmitted, onClose } = await renderDialog();
    screen.getByRole('radio', { name: 'My own phone' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(
      (screen.getByRole('radio', { name: 'A different phone' }) as HTMLInputElement).checked,
    ).toBe(true);

    await user.click(field('Phone number used for payment'));
    await user.keyboard('0755000111');
    await user.tab();
    await user.keyboard('Baraka Said{Enter}');

    await waitFor(() => expect(onSubmitted).toHaveBeenCalledTimes(1));
    expect(server.callsTo('POST /billing/transactions/')[0]?.body).toMatchObject({
      payer_type: 'different',
      payment_method: 'DIRECT',
      user_phone_number: '0755000111',
      sender_name: 'Baraka Said',
    });

    // The details are still typed (the page closes the dialog on success): Cancel asks first.
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, discard' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  describe('when the answer is lost (the server did the work, the phone never heard)', () => {
    const recorded: TTransaction[] = [];
    const lostAfterRecording: TFakeHandler = () => {
      recorded.push(transaction({ id: 77, user_phone_number: '+255712345678' }));
      return networkDown();
    };
    const listed: TFakeHandler = () => ({
      body: { success: true, data: recorded, count: recorded.length },
    });

    it('finds the payment in the list and reports it received, not failed', async () => {
      recorded.length = 0;
      const { user, server, onSubmitted } = await renderDialog({
        answer: lostAfterRecording,
        transactions: listed,
      });
      await user.type(field('Name on the phone number'), 'amina juma');
      await user.click(submitButton());

      await waitFor(() => expect(onSubmitted).toHaveBeenCalledTimes(1));
      expect(onSubmitted.mock.calls[0]?.[0]).toMatchObject({ id: 77 });
      expect(server.callsTo('GET /billing/user-transactions/')).toHaveLength(1);
      expect(screen.queryByText(MESSAGES.billing.submitFailed)).toBeNull();
    });

    it('says the payment was not recorded when the list does not have it', async () => {
      const { user, onSubmitted } = await renderDialog({ answer: () => networkDown() });
      await user.type(field('Name on the phone number'), 'Amina Juma');
      await user.click(submitButton());

      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toContain('your payment is not in your transactions');
      expect(alert.textContent).not.toContain(MESSAGES.billing.submitFailed);
      expect(onSubmitted).not.toHaveBeenCalled();
    });

    it('says so when offline and the list cannot be read either', async () => {
      const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      try {
        const { user, onSubmitted } = await renderDialog({
          answer: () => networkDown(),
          transactions: () => networkDown(),
        });
        await user.type(field('Name on the phone number'), 'Amina Juma');
        await user.click(submitButton());

        const alert = await screen.findByRole('alert');
        expect(alert.textContent).toContain('You are offline');
        expect(alert.textContent).toContain('check Your transactions');
        expect(onSubmitted).not.toHaveBeenCalled();
      } finally {
        online.mockRestore();
      }
    });

    describe('while the browser says it is offline', () => {
      let restoreOnline = () => {};
      afterEach(() => {
        restoreOnline();
        onlineManager.setOnline(true);
      });

      /** Offline as a phone is: fetch fails at once, and TanStack Query knows it. */
      function goOffline() {
        const spy = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
        restoreOnline = () => spy.mockRestore();
        onlineManager.setOnline(false);
      }

      /** Sends the payment offline; the dialog must answer, not wait for the network. */
      async function submitOffline(view: Awaited<ReturnType<typeof renderDialog>>) {
        await view.user.type(field('Name on the phone number'), 'Amina Juma');
        await view.user.click(submitButton());
        const alert = await screen.findByRole('alert');
        expect(alert.textContent).toContain('You are offline');
        const cancel = screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement;
        expect(cancel.disabled).toBe(false);
        expect(submitButton().hasAttribute('disabled')).toBe(false);
        // Sent once; nothing more goes out until the student presses Submit again.
        expect(view.server.callsTo('POST /billing/transactions/')).toHaveLength(1);
        expect(view.onSubmitted).not.toHaveBeenCalled();
      }

      it('says so at once and lets the student cancel', async () => {
        const view = await renderDialog({
          answer: () => networkDown(),
          transactions: () => networkDown(),
        });
        goOffline();
        await submitOffline(view);
      });

      it("says so too when the page's list was being read again offline", async () => {
        let listDown = false;
        const view = await renderDialog({
          withList: true,
          answer: () => networkDown(),
          transactions: () =>
            listDown ? networkDown() : { body: { success: true, data: [], count: 0 } },
        });
        await waitFor(() =>
          expect(view.server.callsTo('GET /billing/user-transactions/')).toHaveLength(1),
        );
        goOffline();
        listDown = true;
        // The list is asked again offline (a payment decided, say) before the student submits.
        void view.queryClient.invalidateQueries({ queryKey: billingKeys.userTransactions });
        await waitFor(() =>
          expect(
            view.queryClient.getQueryState(billingKeys.userTransactions)?.fetchStatus,
          ).not.toBe('idle'),
        );
        await submitOffline(view);
      });
    });
  });

  it('stays open while the payment is sent, so a refusal is read where it was typed', async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => {};
    const { user, onClose } = await renderDialog({
      answer: () => new Promise((resolve) => (answer = resolve)),
    });
    await user.type(field('Name on the phone number'), 'Amina Juma');
    await user.click(submitButton());
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(
        true,
      ),
    );
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();

    answer({ status: 500, body: { detail: 'Internal error' } });
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect((field('Name on the phone number') as HTMLInputElement).value).toBe('Amina Juma');
    // Once it has answered, Escape may close again: the details stay kept on the device.
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
