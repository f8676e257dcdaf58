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
  expectStaffOnly,
  NOW,
  profileOf,
  signedInStaff,
  signedInUser,
  student,
  type TRouteCall,
  type TSignedIn,
} from './helpers/admin';
import { builtOnce, perSuite } from './helpers/per-suite';

const dataDir = path.join(os.tmpdir(), `ptlog-admin-test-${process.pid}`);
const testApp = perSuite(() => buildAdminApp({ DATA_DIR: dataDir }));
const staff = builtOnce(() => signedInStaff(testApp));

const DAY = 86_400_000;

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

describe('staff-only access', () => {
  it('answers 401 without a token, 403 to a student and 2xx to staff on every admin route', async () => {
    const learner = await signedInUser(testApp);
    const target = await student(testApp.db);
    const routes: TRouteCall[] = [
      ['GET', `${ADMIN_API}/dashboard/stats/`],
      ['GET', `${ADMIN_API}/users/`],
      ['GET', `${ADMIN_API}/users/${target.id}/`],
      ['GET', `${ADMIN_API}/tokens/summary/`],
      ['GET', `${ADMIN_API}/user-actions/`],
      ['GET', '/api/admin/users/export/?format=csv'],
      ['POST', `${ADMIN_API}/users/actions/`, { user_ids: [target.id], action: 'UNBAN' }],
      ['POST', `${ADMIN_API}/user-actions/`, { target_user_id: target.id, action: 'RESTORE' }],
      ['PUT', '/api/calendar/', { start_date: '2026-03-09' }],
    ];
    await expectStaffOnly(testApp, learner.access, routes);
    for (const [method, url, payload] of routes) {
      const allowed =
        method === 'GET' ? await staff.get(url) : await staff.send(method, url, payload);
      expect(allowed.statusCode, `${url}: ${allowed.body}`).toBeLessThan(300);
    }
    // The refused calls logged nothing; the staff ones one row each.
    const actions = await testApp.db
      .select()
      .from(adminUserActions)
      .where(eq(adminUserActions.targetUserId, target.id));
    expect(actions.map((row) => [row.action, row.adminUserId])).toEqual([
      ['UNBAN', staff.id],
      ['RESTORE', staff.id],
    ]);
  });
});

describe('GET users', () => {
  it('filters by search, program, status and join date; pages of 50; four totals', async () => {
    const tag = 'zqx';
    const amina = await student(
      testApp.db,
      { firstName: 'Amina', lastName: `Mushi${tag}`, dateJoined: new Date(NOW.getTime() - DAY) },
      { program: 'MECHANICAL', studentId: '2023-04-11111', department: 'Mechanical' },
    );
    const baraka = await student(
      testApp.db,
      {
        firstName: 'Baraka',
        lastName: `Said${tag}`,
        isActive: false,
        dateJoined: new Date(NOW.getTime() - 20 * DAY),
      },
      { program: 'CIVIL', studentId: '2023-04-22222' },
    );
    const chausiku = await student(
      testApp.db,
      {
        firstName: 'Chausiku',
        lastName: `Ally${tag}`,
        emailVerified: false,
        dateJoined: new Date(2026, 2, 18, 8, 0),
      },
      { program: 'MECHANICAL', studentId: '2023-04-33333' },
    );
    const list = async (query: string) => {
      const response = await staff.get(`${ADMIN_API}/users/?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };
    const ids = async (query: string) =>
      (await list(`search=${tag}&${query}`)).users.map((user: { id: number }) => user.id);

    // Newest first.
    expect(await ids('')).toEqual([chausiku.id, amina.id, baraka.id]);
    expect(await ids('program=MECHANICAL')).toEqual([chausiku.id, amina.id]);
    expect(await ids('status=banned')).toEqual([baraka.id]);
    expect(await ids('status=unverified')).toEqual([chausiku.id]);
    expect(await ids('status=active')).toEqual([amina.id]);
    expect(await ids('date=today')).toEqual([chausiku.id]);
    expect(await ids('date=week')).toEqual([chausiku.id, amina.id]);
    expect(await ids('joined_from=2026-02-20&joined_to=2026-02-28')).toEqual([baraka.id]);
    // Search matches the student id, the e-mail and the username too.
    expect((await list('search=04-22222')).users.map((u: { id: number }) => u.id)).toEqual([
      baraka.id,
    ]);
    expect((await list(`search=${amina.email}`)).users[0].id).toBe(amina.id);

    const page = await list(`search=${tag}&page_size=2&page=2`);
    expect(page.pagination).toEqual({
      page: 2,
      pages: 2,
      has_next: false,
      has_previous: true,
      total_count: 3,
    });
    const [first] = (await list(`search=Amina%20Mushi${tag}`)).users;
    expect(first).toMatchObject({
      id: amina.id,
      first_name: 'Amina',
      is_active: true,
      email_verified: true,
      profile: { program: 'MECHANICAL', student_id: '2023-04-11111', department: 'Mechanical' },
    });
    const all = await testApp.db.select().from(users);
    const live = all.filter((row) => !row.deletedAt);
    const totals = await list('');
    expect(totals.total_users).toBe(live.length);
    expect(totals.active_users).toBe(live.filter((row) => row.isActive).length);
    expect(totals.new_users_week).toBe(
      live.filter((row) => row.dateJoined.getTime() >= NOW.getTime() - 7 * DAY).length,
    );
    expect(totals.new_users_today).toBe(
      live.filter((row) => row.dateJoined >= new Date(2026, 2, 18)).length,
    );
    expect(totals.pagination.total_count).toBe(live.length);
  });

  it('refuses an unknown status with 400', async () => {
    const response = await staff.get(`${ADMIN_API}/users/?status=deleted`);
    expect(response.statusCode).toBe(400);
  });
});

describe('user details and token summary', () => {
  it("answer a user's record with the ledger balance; 404 for an unknown id", async () => {
    const user = await student(testApp.db, { firstName: 'Dotto' });
    await creditWelcomeBonus(testApp.db, user.id);
    const response = await staff.get(`${ADMIN_API}/users/${user.id}/`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      id: user.id,
      first_name: 'Dotto',
      daily_reports: 0,
      weekly_reports: 0,
      token_balance: { user_id: user.id, available_tokens: 400, tokens_used: 0 },
    });
    const missing = await staff.get(`${ADMIN_API}/users/999999/`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe(MESSAGES.admin.userNotFound);

    const summary = await staff.get(`${ADMIN_API}/tokens/summary/?user_ids=${user.id}`);
    expect(summary.statusCode, summary.body).toBe(200);
    const body = summary.json();
    expect(body.balances).toEqual([
      expect.objectContaining({ user_id: user.id, available_tokens: 400 }),
    ]);
    const [ledger] = await testApp.db.select().from(tokenLedger);
    expect(ledger).toBeDefined();
    expect(body.summary.users_with_tokens).toBeGreaterThanOrEqual(1);
    expect(body.summary.total_tokens_available).toBeGreaterThanOrEqual(400);
  });
});

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

  it('DELETE erases the person and keeps ledger, payments, AI use and audit anonymised', async () => {
    const victim = await signedInUser(testApp, { firstName: 'Erased', lastName: 'Person' });
    await testApp.db.insert(profiles).values({
      userId: victim.id,
      phoneNumber: '0755000111',
      studentId: '2023-04-99999',
    });
    const picture = await savePicture(dataDir, Buffer.from('png'), 'png');
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
    // A second DELETE finds no such user.
    expect((await bulk(staff, [victim.id], 'DELETE')).statusCode).toBe(404);
  });
});

describe('CSV export', () => {
  it("neutralises formula cells and applies the list's filters", async () => {
    await student(
      testApp.db,
      { firstName: '=HYPERLINK("http://x")', lastName: 'Csvtest' },
      { program: 'ELECTRICAL', department: '@SUM(A1)' },
    );
    const response = await staff.get('/api/admin/users/export/?format=csv&search=Csvtest');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = response.body.trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^"id","username","email","first_name"/);
    expect(lines[1]).toContain('"\'=HYPERLINK(""http://x"")"');
    expect(lines[1]).toContain('"\'@SUM(A1)"');
    expect(lines[1]).not.toContain(',"=');
  });

  it("answers 404 'No users to export' when nothing matches, 400 for another format", async () => {
    const empty = await staff.get('/api/admin/users/export/?format=csv&search=nobody-like-this');
    expect(empty.statusCode).toBe(404);
    expect(empty.json().detail).toBe(MESSAGES.admin.noUsersToExport);
    expect((await staff.get('/api/admin/users/export/?format=xlsx')).statusCode).toBe(400);
  });

  it('streams every matching user, past one batch', async () => {
    const values = Array.from({ length: 620 }, (_, index) => ({
      email: `batch-${index}@bulk.test`,
      username: `batch-${index}`,
      firstName: 'Batch',
      lastName: `Row${index}`,
      passwordHash: '!',
    }));
    await testApp.db.insert(users).values(values);
    const response = await staff.get('/api/admin/users/export/?search=%40bulk.test');
    expect(response.statusCode).toBe(200);
    expect(response.body.trim().split('\r\n')).toHaveLength(621);
  });
});

describe('PUT calendar', () => {
  it('moves the placement to another Monday and answers the new calendar; else 400', async () => {
    const moved = await staff.send('PUT', '/api/calendar/', { start_date: '2026-03-09' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ start_date: '2026-03-09', current_week: 2 });
    const tuesday = await staff.send('PUT', '/api/calendar/', { start_date: '2026-03-10' });
    expect(tuesday.statusCode).toBe(400);
    expect(tuesday.json().detail).toBe(MESSAGES.admin.placementStartNotMonday);
    const read = await staff.get('/api/calendar/');
    expect(read.json().start_date).toBe('2026-03-09');
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
