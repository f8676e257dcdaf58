// @vitest-environment happy-dom
// Reversing a mistaken approval (ADR 29): offered in the details of an APPROVED payment only, it
// asks for a reason (required, 5 to 500 characters), says what it takes back and what the
// student's balance becomes, and answers with the server's message.
import { MESSAGES } from '@ptlog/shared';
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../app/notify';
import { i18n } from '../../../i18n/i18n';
import { fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { signedInStudent } from '../../../test/session';
import { staffTransactionFixture, userBalanceFixture } from '../../../test/transactions';
import { paymentEventText } from '../payment-events';
import { ReverseApprovalDialog } from './ReverseApprovalDialog';
import { TransactionDetailsModal } from './TransactionDetailsModal';

vi.mock('../../../app/notify', () => ({
  notify: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() },
}));

configure({ asyncUtilTimeout: 5_000 });

const approved = staffTransactionFixture({
  transaction_status: 'APPROVED',
  confirmed_by: 12,
  confirmed_by_name: 'Grace Staff',
  confirmed_at: '2026-11-24T08:00:00Z',
});
const REVERSE = `POST /billing/staff/transactions/${approved.id}/reverse_approval/`;

function serve(reverse: () => { status?: number; body: unknown }, available = 400) {
  return fakeApi({
    ...signedInStudent(),
    [`GET /billing/balance/${approved.user}/`]: () => ({
      body: userBalanceFixture({ user_id: approved.user, available_tokens: available }),
    }),
    [`GET /billing/staff/transactions/${approved.id}/history/`]: () => ({
      body: { earlier_rejections: [], events: [] },
    }),
    [REVERSE]: reverse,
  });
}

function renderDialog(onDone = vi.fn(), onClose = vi.fn()) {
  renderWithProviders(
    <ReverseApprovalDialog transaction={approved} onClose={onClose} onDone={onDone} />,
    { session: true },
  );
  return { onDone, onClose };
}

describe('Reverse approval', { timeout: 30_000 }, () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('is in the details of an approved payment only', async () => {
    serve(() => ({ body: {} }));
    const onReverse = vi.fn();
    renderWithProviders(
      <TransactionDetailsModal
        transaction={approved}
        onClose={() => undefined}
        onApprove={() => undefined}
        onReject={() => undefined}
        onReverse={onReverse}
        viewerId={9}
      />,
      { session: true },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Reverse approval' }));
    expect(onReverse).toHaveBeenCalledWith(approved);
    cleanup();
    renderWithProviders(
      <TransactionDetailsModal
        transaction={{ ...approved, transaction_status: 'PENDING' }}
        onClose={() => undefined}
        onApprove={() => undefined}
        onReject={() => undefined}
        onReverse={onReverse}
        viewerId={9}
      />,
      { session: true },
    );
    expect(screen.queryByRole('button', { name: 'Reverse approval' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Approve' })).toBeTruthy();
  });

  it('says the tokens taken back and the balance after, below zero when spent', async () => {
    serve(() => ({ body: {} }), 1000);
    renderDialog();
    const dialog = await screen.findByRole('dialog', {
      name: 'Reverse approval (Amina Mushi, TZS 5,000)',
    });
    expect(within(dialog).getByText('Tokens taken back: 1,500 tokens')).toBeTruthy();
    expect((await within(dialog).findByTestId('reverse-balance')).textContent).toBe(
      "Student's balance now: 1,000 tokens, after: -500 tokens",
    );
    expect(within(dialog).getByText(/The balance will go below zero/)).toBeTruthy();
  });

  it('requires a reason of at least 5 characters before calling the server', async () => {
    const api = serve(() => ({ body: {} }));
    renderDialog();
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: 'Reverse approval' });
    await userEvent.click(confirm);
    expect(within(dialog).getByText(MESSAGES.billing.reversalReasonRequired)).toBeTruthy();
    await userEvent.type(within(dialog).getByRole('textbox'), 'abc');
    await userEvent.click(confirm);
    expect(within(dialog).getByText(MESSAGES.billing.reversalReasonLength)).toBeTruthy();
    expect(api.callsTo(REVERSE)).toHaveLength(0);
  });

  it("sends the trimmed reason, shows the server's message and closes", async () => {
    const api = serve(() => ({
      body: {
        success: true,
        message: MESSAGES.billing.approvalReversed,
        data: { ...approved, transaction_status: 'REJECTED' },
      },
    }));
    const { onDone } = renderDialog();
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox'), '  Money never arrived  ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reverse approval' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(api.callsTo(REVERSE).map((call) => call.body)).toEqual([
      { reason: 'Money never arrived' },
    ]);
    expect(notify.success).toHaveBeenCalledWith(MESSAGES.billing.approvalReversed);
  });

  it("shows the server's refusal: a payment no longer approved is settled", async () => {
    serve(() => ({
      status: 409,
      body: { detail: MESSAGES.billing.notApproved, code: 'conflict' },
    }));
    const { onDone } = renderDialog();
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox'), 'Money never arrived');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reverse approval' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith(MESSAGES.billing.notApproved));
    expect(onDone).toHaveBeenCalled();
  });

  it('shows in the history as "Approval reversed by {staff}: {reason}"', () => {
    const text = paymentEventText(i18n.t, {
      id: 1,
      kind: 'approval_reversed',
      at: '2026-11-25T08:00:00Z',
      actor_name: 'Grace Staff',
      actor_is_staff: true,
      reason: 'Money never arrived',
    });
    expect(text).toBe('Approval reversed by Grace Staff: Money never arrived');
  });
});
