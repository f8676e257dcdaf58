// The Submit Transaction dialog as its tests render it: a signed-in student with a profile phone,
// a fake API answering the submission and the student's transaction list.
import type { TTransaction } from '@ptlog/shared';
import { screen, waitFor } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { fakeApi, type TFakeHandler } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { signedInStudent } from '../../../test/session';
import { transactionFixture } from '../../../test/transactions';
import { useUserTransactions } from '../api';
import { SubmitTransactionDialog } from './SubmitTransactionDialog';

export const PROFILE_PHONE = '0712345678';

/** Amina's own pending 2,000 TZS payment, as the server answers a submission. */
export function transaction(overrides: Partial<TTransaction> = {}): TTransaction {
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

export const created: TFakeHandler = () => ({ status: 201, body: transaction() });

export async function renderDialog(
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

export const submitButton = () => screen.getByRole('button', { name: 'Submit Transaction' });
export const field = (name: RegExp | string) => screen.getByRole('textbox', { name });
