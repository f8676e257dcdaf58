// @vitest-environment happy-dom
import type { TTransaction } from '@ptlog/shared';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, stringsReady } from '../../../i18n/i18n';
import { renderWithProviders } from '../../../test/render';
import { TransactionRow } from './TransactionRow';

const payment: TTransaction = {
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
};

function renderRow(transaction: TTransaction) {
  return renderWithProviders(
    <ul>
      <TransactionRow transaction={transaction} />
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
});
