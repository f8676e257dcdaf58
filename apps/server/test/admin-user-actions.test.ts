import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MESSAGES } from '@ptlog/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  adminUserActions,
  aiUsageLogs,
  auditLogs,
  authSessions,
  dailyReports,
  feedback,
  paymentTransactions,
  profiles,
  tokenLedger,
  users,
} from '../src/db/schema';
import { savePicture } from '../src/features/profile/picture-files';
import { creditWelcomeBonus } from '../src/features/tokens/ledger';
import {
  ADMIN_API,
  buildAdminApp,
  NOW,
  profileOf,
  signedInStaff,
  signedInUser,
  student,
  type TSignedIn,
} from './helpers/admin';
import { builtOnce, perSuite } from './helpers/per-suite';

const dataDir = path.join(os.tmpdir(), `ptlog-admin-actions-test-${process.pid}`);
const testApp = perSuite(() => buildAdminApp({ DATA_DIR: dataDir }));
const staff = builtOnce(() => signedInStaff(testApp));

const _DAY = 86_400_000;

function bulk(client: TSignedIn, user_ids: number[], action: string, reason?: string) {
  return client.send('POST', `${ADMIN_API}/users/actions/`, { user_ids, action, reason });
}

function refresh(token: string) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/auth/refresh/',
    payload: { refresh: token },
  });
}

function loginAs(username: string, password: string) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/auth/login/',
    payload: { username, password },
  });
}

describe('bulk actions', () => {
  it('BAN deactivates at once: refresh fails, the access token stops, login says inactive', async () => {
    const victim = await signedInUser(testApp, { firstName: 'Banned' });
    expect((await victim.get('/api/billing/balance/my_balance/')).statusCode).toBe(200);
    const response = await bulk(staff, [victim.id], 'BAN', 'Shared the account');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: '1 user(s) banned.',
      action: 'BAN',
      processed: 1,
      user_ids: [victim.id],
    });
    expect((await refresh(victim.refresh)).statusCode).toBe(401);
    expect((await victim.get('/api/billing/balance/my_balance/')).statusCode).toBe(401);
    const again = await loginAs(victim.email, victim.password);
    expect(again.statusCode).toBe(403);
    expect(again.json()).toEqual({
      detail: MESSAGES.login.accountInactive,
      code: 'account_inactive',
    });
    const sessions = await testApp.db
      .select()
      .from(authSessions)
      .where(eq(authSessions.userId, victim.id));
    expect(sessions.every((session) => session.revokedAt !== null)).toBe(true);

    // UNBAN lets them sign in again.
    expect((await bulk(staff, [victim.id], 'UNBAN')).statusCode).toBe(200);
    expect((await loginAs(victim.email, victim.password)).statusCode).toBe(200);
  });

  it('writes one user-action row and one audit row per user, listed newest first', async () => {
    const a = await student(testApp.db);
    const b = await student(testApp.db, { emailVerified: false });
    const response = await bulk(staff, [a.id, b.id, a.id], 'ACTIVATE', 'Checked by phone');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().processed).toBe(2);
    for (const id of [a.id, b.id]) {
      const audits = (
        await testApp.db.select().from(auditLogs).where(eq(auditLogs.action, 'admin.user.activate'))
      ).filter((row) => row.targetId === String(id));
      expect(audits).toHaveLength(1);
      expect(audits[0]).toMatchObject({
        actorId: staff.id,
        details: { reason: 'Checked by phone' },
      });
    }
    const [verified] = await testApp.db.select().from(users).where(eq(users.id, b.id));
    expect(verified?.emailVerified).toBe(true);

    const log = await staff.get(`${ADMIN_API}/user-actions/?target_user_id=${b.id}`);
    expect(log.statusCode).toBe(200);
    expect(log.json()).toEqual({
      count: 1,
      next: null,
      previous: null,
      results: [
        {
          id: expect.any(Number),
          admin_user: 'Grace Staff',
          admin_user_id: staff.id,
          target_user: 'Test User',
          target_user_id: b.id,
          action: 'ACTIVATE',
          reason: 'Checked by phone',
          created_at: NOW.toISOString(),
        },
      ],
    });
  });

  it('refuses to ban or delete oneself or another staff member (409), changing nothing', async () => {
    const other = await signedInUser(testApp, { isStaff: true });
    const bystander = await student(testApp.db);
    const self = await bulk(staff, [bystander.id, staff.id], 'BAN');
    expect(self.statusCode).toBe(409);
    expect(self.json().detail).toBe(MESSAGES.admin.cannotActOnSelf);
    const colleague = await bulk(staff, [other.id], 'DELETE');
    expect(colleague.statusCode).toBe(409);
    expect(colleague.json().detail).toBe(MESSAGES.admin.cannotActOnStaff);
    const [row] = await testApp.db.select().from(users).where(eq(users.id, bystander.id));
    expect(row?.isActive).toBe(true);
    const logged = await testApp.db
      .select()
      .from(adminUserActions)
      .where(eq(adminUserActions.targetUserId, bystander.id));
    expect(logged).toEqual([]);
  });

  it('answers 404 naming unknown ids, and 400 for an empty selection', async () => {
    const known = await student(testApp.db);
    const response = await bulk(staff, [known.id, 999998, 999999], 'BAN');
    expect(response.statusCode).toBe(404);
    expect(response.json().detail).toBe('No user with id 999998, 999999.');
    const [row] = await testApp.db.select().from(users).where(eq(users.id, known.id));
    expect(row?.isActive).toBe(true);
    const empty = await bulk(staff, [], 'BAN');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.user_ids).toEqual([MESSAGES.admin.selectUsersFirst]);
  });

  it('answers 400 naming the limit for more than 100 users, and changes no one', async () => {
    const known = await student(testApp.db);
    const ids = [known.id, ...Array.from({ length: 100 }, (_, index) => 900_000 + index)];
    const response = await bulk(staff, ids, 'BAN');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.user_ids).toEqual([MESSAGES.admin.tooManyUsers]);
    expect(MESSAGES.admin.tooManyUsers).toBe('You can act on at most 100 users at once.');
    const [row] = await testApp.db.select().from(users).where(eq(users.id, known.id));
    expect(row?.isActive).toBe(true);
  });

  it('DELETE erases the person and keeps ledger, payments, AI use and audit anonymised', async () => {
    const victim = await signedInUser(testApp, { firstName: 'Erased', lastName: 'Person' });
    await testApp.db.insert(profiles).values({
      userId: victim.id,
      phoneNumber: '0755000111',
      studentId: '2023-04-99999',
    });
    const picture = await savePicture(testApp.app.uploads, Buffer.from('png'), 'png');
    await testApp.db.update(users).set({ profilePicture: picture }).where(eq(users.id, victim.id));
    await creditWelcomeBonus(testApp.db, victim.id);
    await testApp.db.insert(dailyReports).values({
      studentId: victim.id,
      date: '2026-03-16',
      weekNumber: 3,
      description: 'Private notes',
      hoursSpent: 8,
    });
    await testApp.db.insert(paymentTransactions).values({
      userId: victim.id,
      amountTsh: 2000,
      tokens: 600,
      paymentMethod: 'DIRECT',
      payerType: 'own',
      phoneNumber: '0755000111',
      senderName: 'Erased Person',
    });
    await testApp.db.insert(aiUsageLogs).values({
      userId: victim.id,
      contentType: 'weekly',
      enhancementType: 'full_report',
      usageType: 'FULLFILLED',
      tokensConsumed: 300,
      provider: 'local',
      model: 'm',
      durationMs: 5,
    });
    await testApp.db.insert(feedback).values({
      userId: victim.id,
      type: 'bug',
      subject: 'My own words',
      message: 'Something personal',
    });
    const pictureFile = path.join(
      dataDir,
      'uploads',
      'profile-pictures',
      picture.split('/').pop()!,
    );
    expect(existsSync(pictureFile)).toBe(true);

    const response = await bulk(staff, [victim.id], 'DELETE', 'Asked to be forgotten');
    expect(response.statusCode, response.body).toBe(200);

    const [tombstone] = await testApp.db.select().from(users).where(eq(users.id, victim.id));
    expect(tombstone).toMatchObject({
      firstName: 'Deleted',
      lastName: 'user',
      email: `deleted-${victim.id}@deleted.invalid`,
      isActive: false,
      profilePicture: null,
    });
    expect(tombstone?.deletedAt).not.toBeNull();
    expect(await profileOf(testApp.db, victim.id)).toBeUndefined();
    expect(existsSync(pictureFile)).toBe(false);
    expect(
      await testApp.db.select().from(dailyReports).where(eq(dailyReports.studentId, victim.id)),
    ).toEqual([]);
    expect(
      await testApp.db.select().from(authSessions).where(eq(authSessions.userId, victim.id)),
    ).toEqual([]);
    expect(await testApp.db.select().from(feedback).where(eq(feedback.userId, victim.id))).toEqual(
      [],
    );
    // Kept, anonymised.
    const ledger = await testApp.db
      .select()
      .from(tokenLedger)
      .where(eq(tokenLedger.userId, victim.id));
    expect(ledger).toHaveLength(1);
    const [payment] = await testApp.db
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.userId, victim.id));
    expect(payment).toMatchObject({ amountTsh: 2000, phoneNumber: '', senderName: '' });
    expect(
      await testApp.db.select().from(aiUsageLogs).where(eq(aiUsageLogs.userId, victim.id)),
    ).toHaveLength(1);
    const logins = (
      await testApp.db.select().from(auditLogs).where(eq(auditLogs.actorId, victim.id))
    ).filter((row) => row.action === 'login');
    expect(logins.length).toBeGreaterThan(0);
    expect(logins.every((row) => row.ip === null)).toBe(true);
    // The account is gone for every purpose.
    expect((await refresh(victim.refresh)).statusCode).toBe(401);
    expect((await loginAs(victim.email, victim.password)).statusCode).toBe(401);
    expect((await staff.get(`${ADMIN_API}/users/${victim.id}/`)).statusCode).toBe(404);
    const list = await staff.get(`${ADMIN_API}/users/?search=Erased`);
    expect(list.json().users).toEqual([]);
    // The log names the erased account as such.
    const log = await staff.get(`${ADMIN_API}/user-actions/?target_user_id=${victim.id}`);
    expect(log.json().results[0]).toMatchObject({ action: 'DELETE', target_user: 'Deleted user' });
    // Their payment stays in the staff's list, by the erased name and with no address: the
    // placeholder the tombstone keeps reads like one a staff member might write to.
    const payments = await staff.get(`/api/billing/staff/transactions/?user=${victim.id}`);
    const shown = payments.json().results.find((row: { user: number }) => row.user === victim.id);
    expect(shown).toMatchObject({ user_full_name: 'Deleted user', user_email: '' });
    expect(payments.body).not.toContain('deleted.invalid');
    // A second DELETE finds no such user.
    expect((await bulk(staff, [victim.id], 'DELETE')).statusCode).toBe(404);
  });
});

describe('user-actions log paging', () => {
  it('keeps the count on a page past the end', async () => {
    const all = await staff.get(`${ADMIN_API}/user-actions/?page_size=1`);
    const { count } = all.json();
    expect(count).toBeGreaterThan(1);
    const past = await staff.get(`${ADMIN_API}/user-actions/?page_size=1&page=${count + 5}`);
    expect(past.json()).toMatchObject({ count, results: [], next: null });
  });
});
