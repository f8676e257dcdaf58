// One rule for erased accounts (ADR 5) in every staff figure (docs/api/admin.md "Deleted accounts
// in the figures"): after a student with AI use and an approved payment is deleted, every screen
// labelled "Tokens used" shows the same number (every debit, the erased account's too), and what
// accounts hold (tokens available, users with tokens, active subscribers) counts live ones only.

import { describe, expect, it } from 'vitest';
import { aiUsageLogs, tokenLedger } from '../src/db/schema';
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
} from './helpers/billing';
import { perSuite } from './helpers/per-suite';

const testApp = perSuite(buildBillingApp);

/** An AI use of `tokens`: its ledger debit and its usage row, as ai.charge writes them. */
async function aiUse(userId: number, tokens: number, reference: string) {
  const createdAt = testApp.app.now();
  await testApp.db.insert(tokenLedger).values({
    userId,
    amount: -tokens,
    kind: 'ai_debit',
    reference,
    createdAt,
  });
  await testApp.db.insert(aiUsageLogs).values({
    userId,
    contentType: 'weekly',
    enhancementType: 'weekly',
    usageType: 'FULLFILLED',
    tokensConsumed: tokens,
    provider: 'local',
    model: 'm',
    durationMs: 1,
    createdAt,
  });
}

/** A payment of `amount` TZS the student reported and staff approved (credited amount × 0.3). */
async function paid(staff: TClient, student: TClient, amount: number) {
  const pending = await pendingOf(student, amount);
  await expectStatus(await approve(staff, pending.id), 200);
}

async function figures(staff: TClient) {
  const get = async (path: string) => expectStatus(await staff.call('GET', path), 200);
  const [dashboard, analytics, summary, billing, usage] = await Promise.all([
    get(`${ADMIN_API}/dashboard/stats/`),
    get(`${ADMIN_API}/tokens/analytics/?days=30`),
    get(`${ADMIN_API}/tokens/summary/`),
    get(`${STAFF_BILLING}/stats/`),
    get(`${STAFF_BILLING}/token_usage/?days=30`),
  ]);
  return {
    tokensUsed: {
      dashboard: dashboard.total_tokens_used,
      analytics: analytics.total_tokens,
      analyticsPeriod: analytics.period_tokens,
      userManagement: summary.summary.total_tokens_used,
      billing: billing.data.tokens.total_used,
      staffUsage: usage.data.total_tokens_used,
    },
    available: {
      userManagement: summary.summary.total_tokens_available,
      billing: billing.data.tokens.total_available,
    },
    usersWithTokens: summary.summary.users_with_tokens,
    activeSubscribers: billing.data.active_subscribers,
    revenue: billing.data.revenue.total,
    tokensGenerated: billing.data.tokens.total_generated,
    topAiUsers: analytics.user_usage.map((row: { user_id: number }) => row.user_id),
    topSpenders: usage.data.top_users.map((row: { user_id: number }) => row.user_id),
    spenders: usage.data.active_users,
  };
}

describe('staff figures after an account is erased', () => {
  it('agree on every screen: tokens used keep the erased use, holdings count live accounts', async () => {
    const staff = await signedInStaff(testApp);
    const approver = await signedIn(testApp, {
      isStaff: true,
      firstName: 'Second',
      lastName: 'Staff',
    });
    const kept = await signedIn(testApp, { firstName: 'Neema', lastName: 'Stays' });
    const gone = await signedIn(testApp, { firstName: 'Juma', lastName: 'Leaves' });
    await paid(approver, kept, 5000); // 1,500 tokens
    await paid(approver, gone, 10_000); // 3,000 tokens
    await aiUse(kept.id, 600, 'ai:kept-1');
    await aiUse(gone.id, 300, 'ai:gone-1');

    const before = await figures(staff);
    expect(before.tokensUsed).toEqual({
      dashboard: 900,
      analytics: 900,
      analyticsPeriod: 900,
      userManagement: 900,
      billing: 900,
      staffUsage: 900,
    });
    expect(before.available).toEqual({ userManagement: 900 + 2700, billing: 900 + 2700 });
    expect(before.activeSubscribers).toBe(2);

    await expectStatus(
      await staff.call('POST', `${ADMIN_API}/users/actions/`, {
        user_ids: [gone.id],
        action: 'DELETE',
      }),
      200,
    );

    const after = await figures(staff);
    // What happened stays: the erased account's 300 tokens were used, its 10,000 TZS were paid.
    expect(after.tokensUsed).toEqual(before.tokensUsed);
    expect(after.revenue).toBe(15_000);
    expect(after.tokensGenerated).toBe(4500);
    // What accounts hold now: the erased account holds nothing and subscribes to nothing.
    expect(after.available).toEqual({ userManagement: 900, billing: 900 });
    expect(after.usersWithTokens).toBe(before.usersWithTokens - 1);
    expect(after.activeSubscribers).toBe(1);
    // People lists and counts: live accounts only.
    expect(after.topAiUsers).toEqual([kept.id]);
    expect(after.topSpenders).toEqual([kept.id]);
    expect(after.spenders).toBe(1);
  });
});
