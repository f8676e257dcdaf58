import type { TOwnTransaction, TStaffTransaction, TTransaction, TUserBalance } from '@ptlog/shared';

/** A student's pending 5,000 TZS payment sent from another phone (1,500 tokens), as the API lists it. */
export function transactionFixture(overrides: Partial<TTransaction> = {}): TTransaction {
  return {
    id: 7,
    user: 3,
    user_full_name: 'Amina Mushi',
    user_email: 'amina@students.example.tz',
    user_phone_number: '0755111222',
    sender_name: 'Juma Mrema',
    wakala_name: null,
    payment_method: 'DIRECT',
    payer_type: 'different',
    transaction_code: null,
    transaction_status: 'PENDING',
    amount: '5000.00',
    tokens_generated: 1500,
    created_by_staff: false,
    created_by: null,
    confirmed_by: null,
    confirmed_by_name: null,
    confirmed_at: null,
    rejection_reason: null,
    created_at: '2026-11-23T09:15:00Z',
    updated_at: '2026-11-23T09:15:00Z',
    ...overrides,
  };
}

/**
 * The same payment as the staff's lists show it: its transaction ID never rejected before, its
 * payer's account active.
 */
export function staffTransactionFixture(
  overrides: Partial<TStaffTransaction> = {},
): TStaffTransaction {
  return { ...transactionFixture(), rejected_before: 0, account_state: 'active', ...overrides };
}

/** The same payment as its owner's list shows it (GET /billing/user-transactions/). */
export function ownTransactionFixture(overrides: Partial<TOwnTransaction> = {}): TOwnTransaction {
  return { ...transactionFixture(), awaiting_confirmation: false, ...overrides };
}

/** Amina's balance as the staff's user search answers it (GET /billing/staff/user_balances/). */
export function userBalanceFixture(overrides: Partial<TUserBalance> = {}): TUserBalance {
  return {
    user_id: 42,
    user_full_name: 'Amina Mushi',
    user_email: 'amina@students.example.tz',
    available_tokens: 400,
    tokens_used: 0,
    payment_status: 'UNPAID',
    can_use_ai: true,
    pending_payments: 0,
    total_purchased: 0,
    ...overrides,
  };
}
