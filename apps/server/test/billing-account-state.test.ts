// The staff's payment lists say how staff left the payer's account (`account_state`): a payment
// from a banned, suspended or deleted account must not look like any other before it is
// approved. BAN and SUSPEND both deactivate the account; the latest of them says which. A
// student's own lists never carry it.
import type { TAdminAction } from '@ptlog/shared';
import { describe, expect, it } from 'vitest';
import { ADMIN_API } from './helpers/admin';
import {
  approve,
  buildBillingApp,
  expectStatus,
  pendingOf,
  STAFF_BILLING,
  signedIn,
  signedInStaff,
  type TClient,
  TRANSACTIONS,
} from './helpers/billing';
import { builtOnce, perSuite } from './helpers/per-suite';

const testApp = perSuite(buildBillingApp);
const staff = builtOnce(() => signedInStaff(testApp));

/** One logged action on the user (the user-actions call takes SUSPEND and RESTORE too). */
async function act(user: TClient, action: TAdminAction) {
  await expectStatus(
    await staff.call('POST', `${ADMIN_API}/user-actions/`, { target_user_id: user.id, action }),
    201,
  );
}

/** `id` → account_state in a staff list (a page of 100). */
async function statesIn(list: string, query = ''): Promise<Map<number, string>> {
  const page = await expectStatus(
    await staff.call('GET', `${STAFF_BILLING}/${list}?page_size=100${query}`),
    200,
  );
  return new Map(
    page.results.map((row: { id: number; account_state: string }) => [row.id, row.account_state]),
  );
}

describe("a staff list's account state", () => {
  it('says banned, suspended, deleted or active, in the queue, All Transactions and a search', async () => {
    const named = (lastName: string) => signedIn(testApp, { firstName: 'Statecheck', lastName });
    const active = await named('Active');
    const banned = await named('Banned');
    const suspended = await named('Suspended');
    const rebanned = await named('Rebanned');
    const restored = await named('Restored');
    const deleted = await named('Deleted');
    const waiting = {
      active: await pendingOf(active, 2000),
      banned: await pendingOf(banned, 3000),
      suspended: await pendingOf(suspended, 4000),
      rebanned: await pendingOf(rebanned, 5000),
      restored: await pendingOf(restored, 6000),
    };
    const paidBeforeDeletion = await pendingOf(deleted, 7000);
    await expectStatus(await approve(staff, paidBeforeDeletion.id), 200);

    await act(banned, 'BAN');
    await act(suspended, 'SUSPEND');
    // Suspended, restored, then banned: the latest action says banned.
    await act(rebanned, 'SUSPEND');
    await act(rebanned, 'RESTORE');
    await act(rebanned, 'BAN');
    // Suspended, then restored: active again.
    await act(restored, 'SUSPEND');
    await act(restored, 'RESTORE');
    await act(deleted, 'DELETE');

    const expected = [
      [waiting.active.id, 'active'],
      [waiting.banned.id, 'banned'],
      [waiting.suspended.id, 'suspended'],
      [waiting.rebanned.id, 'banned'],
      [waiting.restored.id, 'active'],
    ] as const;
    const queue = await statesIn('transactions/pending_transactions/');
    const all = await statesIn('transactions/');
    const searched = await statesIn('transactions/', '&search=Statecheck');
    for (const [id, state] of expected) {
      expect(queue.get(id), `queue ${id}`).toBe(state);
      expect(all.get(id), `all ${id}`).toBe(state);
      expect(searched.get(id), `search ${id}`).toBe(state);
    }
    expect(all.get(paidBeforeDeletion.id)).toBe('deleted');
  });

  it("is never in a student's own list", async () => {
    const student = await signedIn(testApp);
    await pendingOf(student, 8000);
    const own = await expectStatus(await student.call('GET', TRANSACTIONS), 200);
    expect(own.results[0]).not.toHaveProperty('account_state');
  });
});
