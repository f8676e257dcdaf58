// @vitest-environment happy-dom
// The approve and reject prompts name the payment being decided: two payments of one student for
// one amount share a title, so the transaction ID (or its absence) and the phone tell them apart.
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n, stringsReady } from '../../../i18n/i18n';
import { messagesReady } from '../../../i18n/messages';
import { fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { signedInStudent } from '../../../test/session';
import { transactionFixture } from '../../../test/transactions';
import { type TDecision, TransactionDecisionDialog } from './TransactionDecisionDialog';

const withCode = transactionFixture({ transaction_code: 'QK7HX2LM9P' });
const withoutCode = transactionFixture({ id: 8, transaction_code: null });

async function prompt(decision: TDecision): Promise<HTMLElement> {
  fakeApi(signedInStudent());
  renderWithProviders(
    <TransactionDecisionDialog decision={decision} onClose={() => {}} onDone={() => {}} />,
    { session: true },
  );
  return screen.findByRole('dialog');
}

describe('the approve / reject prompt', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await i18n.changeLanguage('en');
  });

  it('keeps the title and names the payment by its transaction ID and phone', async () => {
    const dialog = await prompt({ kind: 'approve', transaction: withCode });
    expect(screen.getByRole('dialog', { name: 'Approve payment (Amina Mushi, TZS 5,000)' })).toBe(
      dialog,
    );
    expect(within(dialog).getByText('Transaction ID: QK7HX2LM9P · Phone: 0755111222')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Approve' })).toBeTruthy();
  });

  it('says so when the payment has no transaction ID, and names the reject prompt too', async () => {
    const dialog = await prompt({ kind: 'reject', transaction: withoutCode });
    expect(screen.getByRole('dialog', { name: 'Reject payment (Amina Mushi, TZS 5,000)' })).toBe(
      dialog,
    );
    expect(
      within(dialog).getByText('Transaction ID: no transaction ID · Phone: 0755111222'),
    ).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Reject' })).toBeTruthy();
  });

  it('says when no phone was given', async () => {
    const dialog = await prompt({
      kind: 'reject',
      transaction: transactionFixture({ transaction_code: 'QK7HX2LM9P', user_phone_number: '' }),
    });
    expect(
      within(dialog).getByText('Transaction ID: QK7HX2LM9P · Phone: no phone number'),
    ).toBeTruthy();
  });

  it('names the payment in Kiswahili', async () => {
    await stringsReady('sw');
    await messagesReady('sw');
    await i18n.changeLanguage('sw');
    const dialog = await prompt({ kind: 'approve', transaction: withoutCode });
    expect(
      within(dialog).getByText('Namba ya muamala: hakuna namba ya muamala · Simu: 0755111222'),
    ).toBeTruthy();
  });
});
