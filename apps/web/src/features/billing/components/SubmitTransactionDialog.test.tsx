// @vitest-environment happy-dom
import { ERROR_CODES, MESSAGES } from '@ptlog/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { billingKeys } from '../api';
import { paymentDraft } from '../payment-draft';
import {
  created,
  field,
  PROFILE_PHONE,
  renderDialog,
  submitButton,
} from './SubmitTransactionDialog.fixture';

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

  it('takes the focus to the first field that is wrong when the submit is refused here', async () => {
    const { user, server } = await renderDialog();
    await user.click(screen.getByRole('radio', { name: 'A different phone' }));
    submitButton().focus();
    await user.keyboard('{Enter}');

    expect(await screen.findByText(MESSAGES.billing.paymentPhoneRequired)).toBeTruthy();
    const phone = field('Phone number used for payment');
    await waitFor(() => expect(document.activeElement).toBe(phone));
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(server.callsTo('POST /billing/transactions/')).toEqual([]);
  });

  it('takes the focus to the payer when the profile has no phone for an own-phone payment', async () => {
    const { user } = await renderDialog({ phone: '' });
    await user.type(field('Name on the phone number'), 'Amina Juma');
    await user.click(submitButton());

    expect(await screen.findByText(MESSAGES.billing.profilePhoneMissing)).toBeTruthy();
    const own = screen.getByRole('radio', { name: /My own phone/ });
    await waitFor(() => expect(document.activeElement).toBe(own));
    expect(own.getAttribute('aria-invalid')).toBe('true');
  });

  it('says to a screen reader which fields are required, not only with a hidden asterisk', async () => {
    const { user } = await renderDialog();
    const required = (name: string) => (field(name) as HTMLInputElement).required;
    expect(required('Name on the phone number')).toBe(true);
    expect(required('Amount paid (TZS)')).toBe(true);
    expect(required('Transaction ID from the confirmation SMS (optional)')).toBe(false);
    await user.click(screen.getByRole('radio', { name: 'A wakala (money agent)' }));
    expect(required('Wakala name')).toBe(true);
    expect(required('Phone number used for payment')).toBe(true);
    // The form checks itself (noValidate): no browser popup comes before its own messages.
    expect(submitButton().closest('form')?.noValidate).toBe(true);
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
