// @vitest-environment happy-dom
import { MESSAGES, type TOwnTransaction } from '@ptlog/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, type TFakeHandler } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { signedInStudent } from '../../../test/session';
import { VerifyPaymentDialog } from './VerifyPaymentDialog';

// As the student's list sends it: the details are withheld until the student confirms it.
const RECORDED: TOwnTransaction = {
  id: 77,
  user: 5,
  user_full_name: 'Amina Juma',
  user_email: 'amina@example.com',
  user_phone_number: null,
  sender_name: null,
  wakala_name: null,
  payment_method: 'DIRECT',
  payer_type: 'own',
  transaction_code: null,
  transaction_status: 'PENDING',
  amount: null,
  tokens_generated: null,
  awaiting_confirmation: true,
  created_by_staff: true,
  created_by: null,
  confirmed_by: null,
  confirmed_by_name: null,
  confirmed_at: null,
  rejection_reason: null,
  created_at: '2026-01-05T10:00:00.000Z',
  updated_at: '2026-01-05T10:00:00.000Z',
};

const VERIFY_ROUTE = `POST /billing/transactions/${RECORDED.id}/verify_payment/`;
const verified: TFakeHandler = () => ({
  body: {
    success: true,
    message: 'Payment verified',
    data: {
      ...RECORDED,
      user_phone_number: '0712345678',
      sender_name: 'Amina Juma',
      amount: '5000.00',
      tokens_generated: 1500,
      transaction_status: 'APPROVED',
    },
  },
});

async function renderDialog(answer: TFakeHandler = verified) {
  const server = fakeApi({ ...signedInStudent(), [VERIFY_ROUTE]: answer });
  const onClose = vi.fn();
  const view = renderWithProviders(
    <VerifyPaymentDialog transaction={RECORDED} onClose={onClose} />,
    {
      session: true,
    },
  );
  await waitFor(() => expect(server.callsTo('GET /auth/profile/')).toHaveLength(1));
  return { ...view, server, onClose };
}

const verifyButton = () => screen.getByRole('button', { name: 'Verify' }) as HTMLButtonElement;
const field = (name: RegExp | string) => screen.getByRole('textbox', { name });

async function fillIn(user: Awaited<ReturnType<typeof renderDialog>>['user']) {
  await user.type(field('Phone number used for payment'), ' 0712345678 ');
  await user.type(field('Name on the phone number'), ' Amina Juma ');
  await user.type(field(/Amount paid/), '5000');
}

describe('VerifyPaymentDialog', () => {
  it('shows no detail to copy and keeps Verify disabled until every field is filled', async () => {
    const { user } = await renderDialog();
    const intro = screen.getByText(/Staff recorded a payment for you/).textContent ?? '';
    expect(intro).toContain('enter the details of the payment you made');
    expect(screen.getByRole('dialog').textContent).not.toMatch(/TZS \d|5,000|null|NaN/);
    expect(verifyButton().disabled).toBe(true);

    await user.type(field('Phone number used for payment'), '0712345678');
    await user.type(field('Name on the phone number'), 'Amina Juma');
    expect(verifyButton().disabled).toBe(true);
    await user.type(field(/Amount paid/), '0');
    expect(verifyButton().disabled).toBe(true);
    await user.clear(field(/Amount paid/));
    await user.type(field(/Amount paid/), '5000');
    expect(verifyButton().disabled).toBe(false);

    await user.clear(field('Name on the phone number'));
    await user.type(field('Name on the phone number'), '   ');
    expect(verifyButton().disabled).toBe(true);
  });

  it('sends the trimmed details and closes 2 s after the success message', async () => {
    const { user, server, onClose } = await renderDialog();
    await fillIn(user);
    expect((field(/Amount paid/) as HTMLInputElement).value).toBe('5,000');
    await user.click(verifyButton());

    expect(await screen.findByText(MESSAGES.billing.verified)).toBeTruthy();
    expect(server.callsTo(VERIFY_ROUTE).map((call) => call.body)).toEqual([
      { user_phone_number: '0712345678', sender_name: 'Amina Juma', amount: 5000 },
    ]);
    expect(onClose).not.toHaveBeenCalled();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1), { timeout: 3_000 });
  });

  it("says 'Payment verification failed' when the details do not match, and Try Again returns", async () => {
    const { user, server } = await renderDialog(() => ({
      body: { success: false, message: 'Details do not match' },
    }));
    await fillIn(user);
    await user.click(verifyButton());

    expect((await screen.findByRole('alert')).textContent).toContain(
      MESSAGES.billing.verificationFailed,
    );
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(verifyButton()).toBeTruthy();
    expect(server.callsTo(VERIFY_ROUTE)).toHaveLength(1);
  });

  it("shows the server's explanation of a refusal (already processed)", async () => {
    const { user } = await renderDialog(() => ({
      status: 409,
      body: { detail: 'This transaction has already been processed.', code: 'conflict' },
    }));
    await fillIn(user);
    await user.click(verifyButton());

    expect((await screen.findByRole('alert')).textContent).toContain(
      'This transaction has already been processed.',
    );
    // Settled meanwhile: trying again would meet the same refusal, so only Close is offered.
    expect(screen.queryByRole('button', { name: 'Try Again' })).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Close' }).length).toBeGreaterThan(0);
  });

  it('is usable from the keyboard: Tab through the fields, Enter verifies, Escape closes', async () => {
    const { user, server, onClose } = await renderDialog();
    await user.click(field('Phone number used for payment'));
    await user.keyboard('0712345678');
    await user.tab();
    await user.keyboard('Amina Juma');
    await user.tab();
    expect(document.activeElement).toBe(field(/Amount paid/));
    await user.keyboard('5000{Enter}');

    expect(await screen.findByText(MESSAGES.billing.verified)).toBeTruthy();
    expect(server.callsTo(VERIFY_ROUTE)).toHaveLength(1);

    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });

  it('verifies once for a double tap (two clicks before it shows loading)', async () => {
    const { user, server } = await renderDialog();
    await fillIn(user);
    const verify = verifyButton();
    verify.click();
    verify.click();

    expect(await screen.findByRole('status')).toBeTruthy();
    expect(server.callsTo(VERIFY_ROUTE)).toHaveLength(1);
  });

  it('stays open while verifying: Escape and Cancel wait for the outcome', async () => {
    let answer: (value: ReturnType<typeof verified>) => void = () => {};
    const { user, onClose } = await renderDialog(
      () => new Promise((resolve) => (answer = resolve)),
    );
    await fillIn(user);
    await user.click(verifyButton());
    await waitFor(() => expect(verifyButton().getAttribute('data-loading')).toBe('true'));
    expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();

    answer(verified({} as never));
    expect(await screen.findByText(MESSAGES.billing.verified)).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });
});
