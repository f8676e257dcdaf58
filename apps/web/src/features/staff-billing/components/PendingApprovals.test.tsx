// @vitest-environment happy-dom
import type { TPendingTransactions, TStaffTransaction } from '@ptlog/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n, stringsReady } from '../../../i18n/i18n';
import { messagesReady } from '../../../i18n/messages';
import { fakeMatchMedia } from '../../../test/match-media';
import { renderWithProviders } from '../../../test/render';
import { staffTransactionFixture } from '../../../test/transactions';
import { PendingApprovals } from './PendingApprovals';

const payment = (id: number): TStaffTransaction =>
  staffTransactionFixture({
    id,
    user: id,
    user_full_name: `Student ${id}`,
    user_email: `student${id}@students.example.tz`,
  });

function queue(count: number, shown = 3): TPendingTransactions {
  return {
    count,
    next: null,
    previous: null,
    results: Array.from({ length: Math.min(count, shown) }, (_, index) => payment(index + 1)),
    message: `${count} transaction(s) awaiting approval across all users`,
  };
}

const realMatchMedia = window.matchMedia;

/** A screen where every min-width media query matches (`wide`) or none does (a phone). */
function screenWidth(wide: boolean) {
  window.matchMedia = fakeMatchMedia(wide);
}

const actions = { onView: vi.fn(), onVerify: vi.fn(), onApprove: vi.fn(), onReject: vi.fn() };

function renderQueue(pending: TPendingTransactions, viewerId: number | null = null) {
  return renderWithProviders(
    <PendingApprovals
      pending={pending}
      error={null}
      retrying={false}
      onRetry={() => {}}
      page={1}
      onPageChange={() => {}}
      search=""
      searchedFor=""
      onSearchChange={() => {}}
      searching={false}
      actions={actions}
      viewerId={viewerId}
    />,
  );
}

const PAYS_YOU = 'Another staff member must approve this: it pays you.';
const YOU_RECORDED = 'Another staff member must approve this: you recorded it.';

/** Payment 1 pays staff member 1; payment 2 was recorded by staff member 1; payment 3 is neither. */
function queueOfStaffOne(): TPendingTransactions {
  const pending = queue(3);
  pending.results[1] = { ...payment(2), created_by_staff: true, created_by: 1 };
  return pending;
}

describe('PendingApprovals', { timeout: 30_000 }, () => {
  afterEach(async () => {
    window.matchMedia = realMatchMedia;
    await i18n.changeLanguage('en');
  });

  it('draws only the table on a wide screen: one set of actions per payment', async () => {
    screenWidth(true);
    const { user, container } = renderQueue(queue(3));
    const table = screen.getByRole('table', { name: 'Pending approvals' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    // Not merely hidden by CSS: the cards are not in the document at all.
    expect(container.querySelectorAll('li')).toHaveLength(0);
    expect(screen.getAllByRole('button', { name: "Approve Student 2's payment" })).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: "Reject Student 2's payment" }));
    expect(actions.onReject).toHaveBeenCalledWith(payment(2));
  });

  it('draws only the cards on a phone', () => {
    screenWidth(false);
    const { container } = renderQueue(queue(3));
    expect(container.querySelector('table')).toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getAllByRole('button', { name: "Approve Student 2's payment" })).toHaveLength(1);
  });

  it("disables Approve and Verify on the viewer's own payments, saying why; Reject stays", async () => {
    screenWidth(true);
    actions.onApprove.mockClear();
    actions.onVerify.mockClear();
    const { user } = renderQueue(queueOfStaffOne(), 1);
    for (const name of ["Approve Student 1's payment", "Verify Student 1's payment"]) {
      const button = screen.getByRole('button', { name });
      expect(button.getAttribute('aria-disabled'), name).toBe('true');
      expect(button.getAttribute('data-hint')).toBe(PAYS_YOU);
      await user.click(button);
    }
    const recorded = screen.getByRole('button', { name: "Approve Student 2's payment" });
    expect(recorded.getAttribute('aria-disabled')).toBe('true');
    const reasonOf = (button: HTMLElement) =>
      document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent;
    expect(reasonOf(screen.getByRole('button', { name: "Approve Student 1's payment" }))).toBe(
      PAYS_YOU,
    );
    expect(reasonOf(recorded)).toBe(YOU_RECORDED);
    expect(actions.onApprove).not.toHaveBeenCalled();
    expect(actions.onVerify).not.toHaveBeenCalled();

    const open = screen.getByRole('button', { name: "Approve Student 3's payment" });
    expect(open.getAttribute('aria-disabled')).toBeNull();
    await user.click(open);
    expect(actions.onApprove).toHaveBeenCalledWith(payment(3));
    await user.click(screen.getByRole('button', { name: "Reject Student 1's payment" }));
    expect(actions.onReject).toHaveBeenCalledWith(payment(1));
  });

  it('on a phone, disables them too, with the reason in both languages', async () => {
    screenWidth(false);
    const { unmount } = renderQueue(queueOfStaffOne(), 1);
    const approve = screen.getByRole('button', { name: "Approve Student 2's payment" });
    expect((approve as HTMLButtonElement).disabled).toBe(true);
    expect(approve.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(approve.getAttribute('aria-describedby')!)?.textContent).toBe(
      YOU_RECORDED,
    );
    const reject = screen.getByRole('button', { name: "Reject Student 2's payment" });
    expect((reject as HTMLButtonElement).disabled).toBe(false);
    unmount();

    await stringsReady('sw');
    await i18n.changeLanguage('sw');
    renderQueue(queueOfStaffOne(), 1);
    expect(
      screen.getByText('Mfanyakazi mwingine lazima aidhinishe malipo haya: yanakulipa wewe.'),
    ).toBeTruthy();
    expect(
      screen.getByText(
        'Mfanyakazi mwingine lazima aidhinishe malipo haya: wewe ndiye uliyeyarekodi.',
      ),
    ).toBeTruthy();
  });

  it("shows each payment's transaction ID in the table and on the cards (ADR 18)", () => {
    const pending = queue(2);
    pending.results[0] = { ...payment(1), transaction_code: 'CI47HT9XQ2' };
    screenWidth(true);
    const { unmount } = renderQueue(pending);
    const rows = within(screen.getByRole('table', { name: 'Pending approvals' })).getAllByRole(
      'row',
    );
    expect(within(rows[1]!).getByText('CI47HT9XQ2')).toBeTruthy();
    expect(within(rows[2]!).getByText('—')).toBeTruthy();
    unmount();
    screenWidth(false);
    renderQueue(pending);
    const [first, second] = screen.getAllByRole('listitem');
    expect(within(first!).getByText('ID: CI47HT9XQ2')).toBeTruthy();
    expect(within(second!).queryByText(/^ID:/)).toBeNull();
  });

  it('counts the queue in the banner with grouped digits and a real plural', async () => {
    screenWidth(true);
    const { unmount } = renderQueue(queue(5000));
    expect(screen.getByRole('status').textContent).toBe(
      '5,000 transactions awaiting approval across all users',
    );
    unmount();
    renderQueue(queue(1));
    expect(screen.getByRole('status').textContent).toBe(
      '1 transaction awaiting approval across all users',
    );
  });

  it('counts the queue in Kiswahili the same way', async () => {
    await stringsReady('sw');
    await i18n.changeLanguage('sw');
    screenWidth(true);
    const { unmount } = renderQueue(queue(4997));
    expect(screen.getByRole('status').textContent).toBe(
      'Miamala 4,997 inasubiri kuidhinishwa kwa watumiaji wote',
    );
    unmount();
    renderQueue(queue(1));
    expect(screen.getByRole('status').textContent).toBe(
      'Muamala 1 unasubiri kuidhinishwa kwa watumiaji wote',
    );
  });

  it("names an erased account's payment in the reader's language, on the table and the cards", async () => {
    await stringsReady('sw');
    await messagesReady('sw');
    await i18n.changeLanguage('sw');
    const erased: TPendingTransactions = {
      ...queue(1),
      results: [{ ...payment(1), user_full_name: 'Deleted user', user_email: '' }],
    };
    for (const wide of [true, false]) {
      screenWidth(wide);
      const { unmount } = renderQueue(erased);
      expect(screen.getAllByText('Mtumiaji aliyefutwa', { exact: false }).length).toBeGreaterThan(
        0,
      );
      expect(screen.queryByText('Deleted user', { exact: false })).toBeNull();
      unmount();
    }
  });

  it('flags a payment whose transaction ID was rejected before, on a phone and a desktop', () => {
    for (const wide of [false, true]) {
      screenWidth(wide);
      const pending = queue(2);
      pending.results = [
        { ...pending.results[0]!, transaction_code: 'CI47HT9XQ2', rejected_before: 2 },
        pending.results[1]!,
      ];
      const { unmount } = renderQueue(pending);
      expect(screen.getAllByText('ID rejected 2 times')).toHaveLength(1);
      unmount();
    }
  });

  it("badges a banned or suspended student's payment, on a phone and a desktop", () => {
    for (const wide of [false, true]) {
      screenWidth(wide);
      const pending = queue(3);
      pending.results = [
        { ...pending.results[0]!, account_state: 'banned' },
        { ...pending.results[1]!, account_state: 'suspended' },
        pending.results[2]!,
      ];
      const { unmount } = renderQueue(pending);
      const badges = screen.getAllByTestId('account-state');
      expect(badges.map((badge) => badge.textContent)).toEqual([
        'Account banned',
        'Account suspended',
      ]);
      // Beside the student it belongs to.
      const first = wide
        ? screen.getByText('Student 1').closest('tr')
        : screen.getByText('Student 1').closest('li');
      expect(within(first as HTMLElement).getByText('Account banned')).toBeTruthy();
      unmount();
    }
  });
});
