// The sign-in and staff checks (plugins/auth.ts) answer before the body, query or path is read
// and validated: an anonymous caller, or a student on a staff route, gets 401 / 403 and learns
// nothing of the route's input rules; the staff member still gets the field messages.
import { MESSAGES } from '@ptlog/shared';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { bearer } from './helpers/accounts';
import { ADMIN_API, buildAdminApp, signedInStaff, signedInUser } from './helpers/admin';
import { multipartForm } from './helpers/broadcast';
import { builtOnce, perSuite } from './helpers/per-suite';

const testApp = perSuite(() => buildAdminApp());
const staff = builtOnce(() => signedInStaff(testApp));
const student = builtOnce(() => signedInUser(testApp));

const UNAUTHENTICATED = { detail: MESSAGES.generic.unauthenticated, code: 'unauthenticated' };
const STAFF_ONLY = { detail: MESSAGES.access.staffOnly, code: 'forbidden' };

const STAFF_BILLING_CREATE = '/api/billing/staff/transactions/';
const BULK_ACTIONS = `${ADMIN_API}/users/actions/`;
const DAILY_CREATE = '/api/reports/daily/';

/** A staff transaction with no user and a negative amount. */
const BAD_TRANSACTION = { user_id: 'x', payment_method: 'DIRECT', amount: -5 };
/** An empty selection: the bulk action's schema answers "select users first". */
const EMPTY_SELECTION = { user_ids: [], action: 'BAN' };

function send(options: InjectOptions, access?: string) {
  return testApp.app.inject({
    ...options,
    headers: { ...options.headers, ...(access ? bearer(access) : {}) },
  });
}

const post = (url: string, payload: object, access?: string) =>
  send({ method: 'POST', url, payload }, access);

describe('an anonymous caller with a bad body', () => {
  it('gets 401 from staff routes, not their field errors', async () => {
    for (const [url, payload] of [
      [STAFF_BILLING_CREATE, BAD_TRANSACTION],
      [BULK_ACTIONS, EMPTY_SELECTION],
    ] as const) {
      const response = await post(url, payload);
      expect(response.statusCode, url).toBe(401);
      expect(response.json(), url).toEqual(UNAUTHENTICATED);
    }
  });

  it('gets 401 from a student route (the token is checked before the body)', async () => {
    const response = await post(DAILY_CREATE, { hours_spent: 13, description: 7 });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(UNAUTHENTICATED);
  });

  it('gets 401 for a bad query, a control character, or JSON that does not parse', async () => {
    const badQuery = await send({ method: 'GET', url: `${STAFF_BILLING_CREATE}?page=zero` });
    expect(badQuery.statusCode).toBe(401);
    // The HEAD route Fastify makes beside a GET runs the same checks first.
    const head = await send({ method: 'HEAD', url: `${STAFF_BILLING_CREATE}?page=zero` });
    expect(head.statusCode).toBe(401);
    const control = await post(BULK_ACTIONS, { user_ids: [1], action: 'BAN', reason: 'a\u0000b' });
    expect(control.statusCode).toBe(401);
    const broken = await send({
      method: 'POST',
      url: DAILY_CREATE,
      headers: { 'content-type': 'application/json' },
      payload: '{"hours_spent": ',
    });
    expect(broken.statusCode).toBe(401);
    for (const response of [badQuery, control, broken]) {
      expect(response.json()).toEqual(UNAUTHENTICATED);
    }
  });

  it('gets 401 from the staff upload before its form is read', async () => {
    const form = multipartForm({ title: '' }, { name: 'x.exe', bytes: Buffer.from('MZ') });
    const response = await send({
      method: 'POST',
      url: '/api/upload/',
      headers: form.headers,
      payload: form.payload,
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(UNAUTHENTICATED);
  });
});

describe('a signed-in student on a staff route', () => {
  it('gets 403 "staff only" whatever the body, query or upload', async () => {
    const form = multipartForm({ title: '' }, { name: 'x.exe', bytes: Buffer.from('MZ') });
    const responses = [
      await post(STAFF_BILLING_CREATE, BAD_TRANSACTION, student.access),
      await post(BULK_ACTIONS, EMPTY_SELECTION, student.access),
      await send({ method: 'GET', url: `${STAFF_BILLING_CREATE}?page=zero` }, student.access),
      await send(
        { method: 'POST', url: '/api/upload/', headers: form.headers, payload: form.payload },
        student.access,
      ),
    ];
    for (const response of responses) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(STAFF_ONLY);
    }
  });

  it('still gets the field messages of their own route', async () => {
    const response = await post(DAILY_CREATE, { hours_spent: 13 }, student.access);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.hours_spent).toEqual([MESSAGES.daily.hoursTooMany]);
  });
});

describe('a staff member with a bad body', () => {
  it('gets the 400 with the usual field messages', async () => {
    const bulk = await post(BULK_ACTIONS, EMPTY_SELECTION, staff.access);
    expect(bulk.statusCode).toBe(400);
    expect(bulk.json().errors.user_ids).toEqual([MESSAGES.admin.selectUsersFirst]);
    const billing = await post(STAFF_BILLING_CREATE, BAD_TRANSACTION, staff.access);
    expect(billing.statusCode).toBe(400);
    expect(billing.json().code).toBe('validation_error');
    expect(billing.json().errors).toMatchObject({
      user_id: [MESSAGES.billing.userRequired],
      amount: [MESSAGES.billing.validAmountRequired],
    });
  });
});
