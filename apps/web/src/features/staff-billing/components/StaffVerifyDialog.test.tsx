// @vitest-environment happy-dom
// Staff Payment Verification of a payment with a transaction ID (finance audit, 1): the ID as the
// statement shows it is a required field, sent with the statement line; its refusal (missing
// here, or another ID at the server) is shown on the field, and the form stays.
import { MESSAGES } from '@ptlog/shared';
import { configure, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, type TFakeHandler } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { signedInStudent } from '../../../test/session';
import { transactionFixture } from '../../../test/transactions';
import { StaffVerifyDialog } from './StaffVerifyDialog';

configure({ asyncUtilTimeout: 5_000 });

const CODE = 'QK73JUM4XY';
const WITH_CODE = transactionFixture({ transaction_code: CODE });
const VERIFY_ROUTE = `POST /billing/transactions/${WITH_CODE.id}/verify_payment/`;
const verified: TFakeHandler = () => ({
  body: {
    success: true,
    message: MESSAGES.billing.verified,
    data: { ...WITH_CODE, transaction_status: 'APPROVED' },
  },
});

async function renderDialog(transaction = WITH_CODE, answer: TFakeHandler = verified) {
  const server = fakeApi({ ...signedInStudent(), [VERIFY_ROUTE]: answer });
  const onClose = vi.fn();
  const view = renderWithProviders(
    <StaffVerifyDialog transaction={transaction} onClose={onClose} />,
    { session: true },
  );
  await waitFor(() => expect(server.callsTo('GET /auth/profile/')).toHaveLength(1));
  return { ...view, server, onClose };
}

const field = (name: RegExp | string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const codeField = () => field(/Transaction ID on the statement/);
const verifyButton = () => screen.getByRole('button', { name: 'Verify' }) as HTMLButtonElement;

async function fillLine(user: Awaited<ReturnType<typeof renderDialog>>['user']) {
  await user.type(field(/Phone number used for payment/), '0755111222');
  await user.type(field(/Sender name/), 'Juma Mrema');
  await user.type(field(/Amount received/), '5000');
}

/** The field's error, as Mantine ties it to the input (aria-describedby). */
function errorOf(input: HTMLInputElement): string {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

describe('StaffVerifyDialog', { timeout: 30_000 }, () => {
  it('asks for the transaction ID as the statement shows it, and sends it with the line', async () => {
    const { user, server } = await renderDialog();
    expect(codeField().required).toBe(true);

    await fillLine(user);
    await user.click(verifyButton());
    // Missing: refused on the field, nothing sent.
    await waitFor(() => expect(codeField().getAttribute('aria-invalid')).toBe('true'));
    expect(errorOf(codeField())).toContain(MESSAGES.billing.transactionCodeMismatch);
    expect(server.callsTo(VERIFY_ROUTE)).toHaveLength(0);

    await user.type(codeField(), ' qk73 jum4xy ');
    await user.click(verifyButton());
    expect(await screen.findByText(MESSAGES.billing.verified)).toBeTruthy();
    expect(server.callsTo(VERIFY_ROUTE).map((call) => call.body)).toEqual([
      {
        user_phone_number: '0755111222',
        sender_name: 'Juma Mrema',
        amount: 5000,
        transaction_code: 'qk73 jum4xy',
      },
    ]);
  });

  it("shows the server's refusal of another ID on the field and keeps the form", async () => {
    const { user, server } = await renderDialog(WITH_CODE, () => ({
      status: 400,
      body: {
        detail: MESSAGES.billing.transactionCodeMismatch,
        code: 'validation_error',
        errors: { transaction_code: [MESSAGES.billing.transactionCodeMismatch] },
      },
    }));
    await fillLine(user);
    await user.type(codeField(), 'QK73JUM4YX');
    await user.click(verifyButton());

    await waitFor(() => expect(codeField().getAttribute('aria-invalid')).toBe('true'));
    expect(errorOf(codeField())).toContain(MESSAGES.billing.transactionCodeMismatch);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(field(/Sender name/).value).toBe('Juma Mrema');
    expect(server.callsTo(VERIFY_ROUTE)).toHaveLength(1);
  });

  it('asks for no ID when none was reported', async () => {
    const { user, server } = await renderDialog(transactionFixture());
    expect(screen.queryByRole('textbox', { name: /Transaction ID on the statement/ })).toBeNull();
    await fillLine(user);
    await user.click(verifyButton());
    expect(await screen.findByText(MESSAGES.billing.verified)).toBeTruthy();
    expect(server.callsTo(VERIFY_ROUTE).map((call) => call.body)).toEqual([
      { user_phone_number: '0755111222', sender_name: 'Juma Mrema', amount: 5000 },
    ]);
  });
});
