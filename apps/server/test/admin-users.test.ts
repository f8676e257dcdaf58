import os from 'node:os';
import path from 'node:path';
import { MESSAGES } from '@ptlog/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminUserActions, tokenLedger, users } from '../src/db/schema';
import { creditWelcomeBonus } from '../src/features/tokens/ledger';
import {
  ADMIN_API,
  buildAdminApp,
  expectStaffOnly,
  NOW,
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

function _bulk(client: TSignedIn, user_ids: number[], action: string, reason?: string) {
  return client.send('POST', `${ADMIN_API}/users/actions/`, { user_ids, action, reason });
}

function _refresh(token: string) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/auth/refresh/',
    payload: { refresh: token },
  });
}

function _loginAs(username: string, password: string) {
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
        // 00:30 on 18 March in Dar es Salaam: today there, whatever the server's time zone.
        dateJoined: new Date('2026-03-17T21:30:00Z'),
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
    expect(await ids('joined_from=2026-03-18')).toEqual([chausiku.id]);
    expect(await ids('joined_to=2026-03-17')).toEqual([amina.id, baraka.id]);
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
    expect(totals.active_users).toBe(
      live.filter((row) => row.isActive && row.emailVerified).length,
    );
    expect(totals.new_users_week).toBe(
      // The last 7 dates in East Africa Time, today included: from midnight there on 12 March.
      live.filter((row) => row.dateJoined >= new Date('2026-03-11T21:00:00Z')).length,
    );
    expect(totals.new_users_today).toBe(
      // Today began at midnight in East Africa Time (UTC+3).
      live.filter((row) => row.dateJoined >= new Date('2026-03-17T21:00:00Z')).length,
    );
    expect(totals.pagination.total_count).toBe(live.length);
  });

  it('counts as active users exactly those the Active filter lists: active, e-mail verified', async () => {
    const figures = async () => {
      const [list, dashboard, filtered] = await Promise.all(
        [
          `${ADMIN_API}/users/`,
          `${ADMIN_API}/dashboard/stats/`,
          `${ADMIN_API}/users/?status=active`,
        ].map(async (url) => {
          const response = await staff.get(url);
          expect(response.statusCode, response.body).toBe(200);
          return response.json();
        }),
      );
      return {
        list: list.active_users,
        dashboard: dashboard.active_users,
        filter: filtered.pagination.total_count,
      };
    };
    const before = await figures();
    await student(testApp.db, { firstName: 'Verified' });
    await student(testApp.db, { firstName: 'Unverified', emailVerified: false });
    await student(testApp.db, { firstName: 'Banned', isActive: false });
    const after = await figures();
    expect(after.list).toBe(after.filter);
    expect(after.dashboard).toBe(after.filter);
    expect(after.filter - before.filter).toBe(1);
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

    // The search finds a name typed in either order, as the users list does.
    const named = await student(testApp.db, { firstName: 'Neema', lastName: 'Mwitasummary' });
    const byName = await staff.get(`${ADMIN_API}/tokens/summary/?search=mwitasummary%20neema`);
    expect(byName.statusCode, byName.body).toBe(200);
    expect(byName.json().balances.map((row: { user_id: number }) => row.user_id)).toEqual([
      named.id,
    ]);

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
    expect((await staff.get('/api/admin/users/export/?format=pdf')).statusCode).toBe(400);
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
