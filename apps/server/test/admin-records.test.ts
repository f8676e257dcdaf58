import { MESSAGES } from '@ptlog/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLogs } from '../src/db/schema';
import {
  ADMIN_API,
  buildAdminApp,
  expectStaffOnly,
  NOW,
  signedInStaff,
  signedInUser,
  student,
} from './helpers/admin';
import { builtOnce, perSuite } from './helpers/per-suite';

const testApp = perSuite(buildAdminApp);
const staff = builtOnce(() => signedInStaff(testApp));

const TOKEN_USAGE = `${ADMIN_API}/token-usage/`;
const METRICS = `${ADMIN_API}/system-metrics/`;

describe('access', () => {
  it('401 without a token, 403 to a student on every record route', async () => {
    const learner = await signedInUser(testApp);
    const target = await student(testApp.db);
    const usage = { user_id: target.id, tokens_used: 1, usage_type: 'EMPTY' };
    const metric = { metric_name: 'cpu', metric_value: 1 };
    // Valid bodies: a body is validated before the sign-in is checked.
    await expectStaffOnly(testApp, learner.access, [
      ['GET', TOKEN_USAGE],
      ['POST', TOKEN_USAGE, usage],
      ['PUT', `${TOKEN_USAGE}1/`, usage],
      ['DELETE', `${TOKEN_USAGE}1/`],
      ['GET', METRICS],
      ['POST', METRICS, metric],
      ['PUT', `${METRICS}1/`, metric],
      ['DELETE', `${METRICS}1/`],
    ]);
  });
});

describe('token-usage records', () => {
  it('create, list, replace and delete, each audited; 404 for unknown ids', async () => {
    const user = await student(testApp.db, { firstName: 'Neema', lastName: 'Kweka' });
    const created = await staff.send('POST', TOKEN_USAGE, {
      user_id: user.id,
      tokens_used: 300,
      usage_type: 'PARTIAL',
      description: 'Week 2 enhancement',
    });
    expect(created.statusCode, created.body).toBe(201);
    const record = created.json();
    expect(record).toEqual({
      id: expect.any(Number),
      user_id: user.id,
      user_full_name: 'Neema Kweka',
      tokens_used: 300,
      usage_type: 'PARTIAL',
      description: 'Week 2 enhancement',
      created_by_name: 'Grace Staff',
      created_at: NOW.toISOString(),
      updated_at: NOW.toISOString(),
    });
    const list = await staff.get(`${TOKEN_USAGE}?user_id=${user.id}`);
    expect(list.json()).toEqual({ count: 1, next: null, previous: null, results: [record] });

    const replaced = await staff.send('PUT', `${TOKEN_USAGE}${record.id}/`, {
      user_id: user.id,
      tokens_used: 10,
      usage_type: 'EMPTY',
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json()).toMatchObject({
      tokens_used: 10,
      usage_type: 'EMPTY',
      description: '',
    });

    const removed = await staff.send('DELETE', `${TOKEN_USAGE}${record.id}/`);
    expect(removed.statusCode).toBe(204);
    expect((await staff.get(`${TOKEN_USAGE}?user_id=${user.id}`)).json().count).toBe(0);
    const again = await staff.send('DELETE', `${TOKEN_USAGE}${record.id}/`);
    expect(again.statusCode).toBe(404);
    expect(again.json().detail).toBe(MESSAGES.admin.recordNotFound);

    const audits = (
      await testApp.db.select().from(auditLogs).where(eq(auditLogs.actorId, staff.id))
    ).filter((row) => row.targetType === 'admin_token_usage');
    expect(audits.map((row) => row.action)).toEqual([
      'admin.token_usage.create',
      'admin.token_usage.update',
      'admin.token_usage.delete',
    ]);
  });

  it('refuses an unknown user (404) and invalid figures (400)', async () => {
    const unknown = await staff.send('POST', TOKEN_USAGE, {
      user_id: 999999,
      tokens_used: 1,
      usage_type: 'EMPTY',
    });
    expect(unknown.statusCode).toBe(404);
    const user = await student(testApp.db);
    const negative = await staff.send('POST', TOKEN_USAGE, {
      user_id: user.id,
      tokens_used: -5,
      usage_type: 'EMPTY',
    });
    expect(negative.statusCode).toBe(400);
    const badType = await staff.send('POST', TOKEN_USAGE, {
      user_id: user.id,
      tokens_used: 5,
      usage_type: 'FULL',
    });
    expect(badType.statusCode).toBe(400);
  });
});

describe('system metrics', () => {
  it('create, list newest first, replace and delete', async () => {
    const first = await staff.send('POST', METRICS, {
      metric_name: 'disk_used',
      metric_value: 41.5,
      unit: '%',
      recorded_at: '2026-03-17T08:00:00.000Z',
    });
    expect(first.statusCode, first.body).toBe(201);
    const second = await staff.send('POST', METRICS, {
      metric_name: 'disk_used',
      metric_value: 42,
    });
    expect(second.statusCode).toBe(201);
    expect(second.json()).toMatchObject({
      unit: '',
      notes: '',
      recorded_at: NOW.toISOString(),
    });
    const list = await staff.get(`${METRICS}?metric_name=disk_used`);
    expect(list.json().results.map((row: { metric_value: number }) => row.metric_value)).toEqual([
      42, 41.5,
    ]);
    const replaced = await staff.send('PUT', `${METRICS}${first.json().id}/`, {
      metric_name: 'disk_used',
      metric_value: 40,
      unit: '%',
      notes: 'corrected',
    });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toMatchObject({ metric_value: 40, notes: 'corrected' });
    expect((await staff.send('DELETE', `${METRICS}${first.json().id}/`)).statusCode).toBe(204);
    expect(
      (
        await staff.send('PUT', `${METRICS}${first.json().id}/`, {
          metric_name: 'x',
          metric_value: 1,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await staff.send('POST', METRICS, { metric_name: '', metric_value: 1 })).statusCode,
    ).toBe(400);
  });
});
