import { LIMITS, MESSAGES } from '@ptlog/shared';
import { count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { adminTokenUsage, adminUserActions, auditLogs, systemMetrics } from '../src/db/schema';
import { getPlacementStartDate } from '../src/features/calendar/calendar.repository';
import { ADMIN_API, buildAdminApp, signedInStaff, signedInUser, student } from './helpers/admin';
import { builtOnce, perSuite } from './helpers/per-suite';

// Security audit (staff half): numbers and dates outside what the database or the calendar can
// hold are refused with a 400 naming the field, before anything is written; never a 500.
const testApp = perSuite(buildAdminApp);
const staff = builtOnce(() => signedInStaff(testApp));

/** One past PostgreSQL's largest integer. */
const TOO_BIG_ID = 2_147_483_648;

function errorsOf(response: LightMyRequestResponse): Record<string, string[]> {
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json().code).toBe('validation_error');
  return response.json().errors;
}

async function rowsIn(table: typeof auditLogs | typeof adminUserActions | typeof systemMetrics) {
  const [row] = await testApp.db.select({ total: count() }).from(table);
  return row?.total ?? 0;
}

describe('PUT /api/calendar/ (today is Wednesday 18 March 2026)', () => {
  it('refuses a start in year 9999 or 0001 and the calendar still reads for everyone', async () => {
    const before = await getPlacementStartDate(testApp.db);
    const audits = await rowsIn(auditLogs);
    for (const start_date of ['9999-12-27', '0001-01-01']) {
      const errors = errorsOf(await staff.send('PUT', '/api/calendar/', { start_date }));
      expect(errors.start_date).toEqual([MESSAGES.generic.dateOutOfRange]);
    }
    expect(await getPlacementStartDate(testApp.db)).toBe(before);
    expect(await rowsIn(auditLogs)).toBe(audits);
    const learner = await signedInUser(testApp);
    const calendar = await learner.get('/api/calendar/');
    expect(calendar.statusCode, calendar.body).toBe(200);
    expect(calendar.json().start_date).toBe(before);
  });

  it(`takes a Monday within ${LIMITS.PLACEMENT_START_MAX_YEARS_AWAY} years of today, refuses one further`, async () => {
    const before = await getPlacementStartDate(testApp.db);
    for (const start_date of ['2028-03-20', '2024-03-11']) {
      const errors = errorsOf(await staff.send('PUT', '/api/calendar/', { start_date }));
      expect(errors.start_date).toEqual([MESSAGES.admin.placementStartOutOfRange]);
      expect(await getPlacementStartDate(testApp.db)).toBe(before);
    }
    for (const start_date of ['2028-03-13', '2024-03-18', before]) {
      const moved = await staff.send('PUT', '/api/calendar/', { start_date });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(moved.json().start_date).toBe(start_date);
    }
  });

  it('refuses a date that is not on the calendar', async () => {
    const errors = errorsOf(
      await staff.send('PUT', '/api/calendar/', { start_date: '2026-02-30' }),
    );
    expect(errors.start_date).toEqual([MESSAGES.generic.dateInvalid]);
  });
});

describe('ids beyond PostgreSQL integers', () => {
  it('answer 400 on bulk actions, user actions and token-usage records, writing nothing', async () => {
    const target = await student(testApp.db);
    const actions = await rowsIn(adminUserActions);
    const bulk = await staff.send('POST', `${ADMIN_API}/users/actions/`, {
      user_ids: [target.id, TOO_BIG_ID],
      action: 'UNBAN',
    });
    expect(errorsOf(bulk)['user_ids.1']).toEqual([MESSAGES.generic.invalidId]);
    const one = await staff.send('POST', `${ADMIN_API}/user-actions/`, {
      target_user_id: TOO_BIG_ID,
      action: 'RESTORE',
    });
    expect(errorsOf(one).target_user_id).toEqual([MESSAGES.generic.invalidId]);
    const usage = await staff.send('POST', `${ADMIN_API}/token-usage/`, {
      user_id: TOO_BIG_ID,
      tokens_used: 1,
      usage_type: 'EMPTY',
    });
    expect(errorsOf(usage).user_id).toEqual([MESSAGES.generic.invalidId]);
    expect(await rowsIn(adminUserActions)).toBe(actions);
    expect(await testApp.db.select().from(adminTokenUsage)).toHaveLength(0);
    const list = await staff.get(`${ADMIN_API}/user-actions/?target_user_id=${TOO_BIG_ID}`);
    expect(errorsOf(list).target_user_id).toEqual([MESSAGES.generic.invalidId]);
  });
});

describe('dates and moments in staff requests', () => {
  it('refuses a system metric measured in year 0000 or 9999, storing nothing', async () => {
    for (const recorded_at of ['0000-01-01T00:00:00Z', '9999-12-31T23:00:00-05:00']) {
      const response = await staff.send('POST', `${ADMIN_API}/system-metrics/`, {
        metric_name: 'cpu',
        metric_value: 1,
        recorded_at,
      });
      expect(errorsOf(response).recorded_at).toEqual([MESSAGES.generic.dateOutOfRange]);
    }
    expect(await rowsIn(systemMetrics)).toBe(0);
    const fine = await staff.send('POST', `${ADMIN_API}/system-metrics/`, {
      metric_name: 'cpu',
      metric_value: 1,
      recorded_at: '2026-03-18T10:00:00+03:00',
    });
    expect(fine.statusCode, fine.body).toBe(201);
    await testApp.db.delete(systemMetrics).where(eq(systemMetrics.id, fine.json().id));
  });

  it('refuses a joined_from or joined_to that is no real date, in the list and the export', async () => {
    const list = await staff.get(`${ADMIN_API}/users/?joined_from=2025-02-30`);
    expect(errorsOf(list).joined_from).toEqual([MESSAGES.generic.dateInvalid]);
    const exported = await staff.get('/api/admin/users/export/?joined_to=1899-12-31');
    expect(errorsOf(exported).joined_to).toEqual([MESSAGES.generic.dateOutOfRange]);
    const fine = await staff.get(`${ADMIN_API}/users/?joined_from=2024-02-29&joined_to=2026-03-18`);
    expect(fine.statusCode, fine.body).toBe(200);
  });
});
