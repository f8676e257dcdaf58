// @vitest-environment happy-dom
import type { TOwnTransaction } from '@ptlog/shared';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, stringsReady } from '../../../i18n/i18n';
import { renderWithProviders } from '../../../test/render';
import { TransactionRow } from './TransactionRow';

const payment: TOwnTransaction = {
  id: 5,
  user: 2,
  user_full_name: 'Zawadi Mrema',
  user_email: 'z@example.tz',
  user_phone_number: '0712345678',
  sender_name: 'Zawadi Mrema',
  wakala_name: null,
  payment_method: 'DIRECT',
  payer_type: 'own',
  transaction_code: 'CI47HT9XQ2',
  transaction_status: 'PENDING',
  amount: '5000.00',
  tokens_generated: 1500,
  created_by_staff: false,
  created_by: 2,
  confirmed_by: null,
  confirmed_by_name: null,
  confirmed_at: null,
  rejection_reason: null,
  created_at: '2026-11-20T10:00:00Z',
  updated_at: '2026-11-20T10:00:00Z',
  awaiting_confirmation: false,
};

/** A payment staff recorded for the student, as their list sends it: details withheld. */
const awaiting: TOwnTransaction = {
  ...payment,
  user_phone_number: null,
  sender_name: null,
  transaction_code: null,
  amount: null,
  tokens_generated: null,
  created_by_staff: true,
  created_by: 9,
  awaiting_confirmation: true,
};

function renderRow(transaction: TOwnTransaction, onVerify?: (t: TOwnTransaction) => void) {
  return renderWithProviders(
    <ul>
      <TransactionRow transaction={transaction} onVerify={onVerify} />
    </ul>,
  );
}

describe("the student's transaction row", () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('shows the transaction ID the payment was submitted with (ADR 18)', async () => {
    renderRow(payment);
    expect(screen.getByRole('listitem').textContent).toContain('Transaction ID: CI47HT9XQ2');
  });

  it('in Kiswahili too, and no line at all without one', async () => {
    await stringsReady('sw');
    await i18n.changeLanguage('sw');
    const { unmount } = renderRow(payment);
    expect(screen.getByRole('listitem').textContent).toContain('Namba ya muamala: CI47HT9XQ2');
    unmount();
    renderRow({ ...payment, transaction_code: null });
    expect(screen.getByRole('listitem').textContent).not.toContain('Namba ya muamala');
  });

  it('says the tokens come on approval while pending, and that none were credited when rejected', async () => {
    const { unmount } = renderRow(payment);
    expect(screen.getByRole('listitem').textContent).toContain(
      '1,500 tokens · credited on approval',
    );
    unmount();
    renderRow({ ...payment, transaction_status: 'REJECTED', rejection_reason: 'No such payment' });
    const rejected = screen.getByRole('listitem').textContent ?? '';
    expect(rejected).toContain('No tokens credited');
    expect(rejected).not.toMatch(/1,500/);
  });

  it('an approved payment shows its tokens as they are, and Kiswahili reads the same way', async () => {
    const { unmount } = renderRow({ ...payment, transaction_status: 'APPROVED' });
    const approved = screen.getByRole('listitem').textContent ?? '';
    expect(approved).toContain('1,500 tokens');
    expect(approved).not.toContain('credited');
    unmount();
    await stringsReady('sw');
    await i18n.changeLanguage('sw');
    const again = renderRow(payment);
    expect(screen.getByRole('listitem').textContent).toContain('zitaongezwa malipo yakiidhinishwa');
    again.unmount();
    renderRow({ ...payment, transaction_status: 'REJECTED' });
    const rejected = screen.getByRole('listitem').textContent ?? '';
    expect(rejected).toContain('Hakuna tokeni zilizoongezwa');
    expect(rejected).not.toMatch(/1,500/);
  });

  it('says a payment staff recorded awaits confirmation, with Verify and no details to copy', async () => {
    const verified: number[] = [];
    const { user } = renderRow(awaiting, (chosen) => verified.push(chosen.id));
    const text = screen.getByRole('listitem').textContent ?? '';
    expect(text).toContain('Payment recorded by staff');
    expect(text).toContain('Pending');
    expect(text).toContain('Confirm it with the details of the payment you made');
    expect(text).not.toMatch(/TZS|1,500|5,000|null|NaN|0712/);
    await user.click(screen.getByRole('button', { name: 'Verify payment' }));
    expect(verified).toEqual([payment.id]);
  });

  it('in Kiswahili too', async () => {
    await stringsReady('sw');
    await i18n.changeLanguage('sw');
    renderRow(awaiting, () => undefined);
    const text = screen.getByRole('listitem').textContent ?? '';
    expect(text).toContain('Malipo yaliyorekodiwa na wafanyakazi');
    expect(text).not.toMatch(/TZS|1,500|5,000|null|NaN|0712/);
  });

  it("says the student confirmed a payment staff recorded, not the staff member's name", async () => {
    const confirmed = {
      ...payment,
      created_by_staff: true,
      created_by: 9,
      transaction_status: 'APPROVED' as const,
      confirmed_by: payment.user,
      confirmed_by_name: 'Zawadi Mrema',
      confirmed_at: '2026-11-21T08:00:00Z',
    };
    const { unmount } = renderRow(confirmed);
    expect(screen.getByRole('listitem').textContent).toContain('confirmed by you');
    unmount();
    renderRow({ ...confirmed, confirmed_by: 9, confirmed_by_name: 'Grace Staff' });
    expect(screen.getByRole('listitem').textContent).toContain('checked by Grace Staff');
  });
});
