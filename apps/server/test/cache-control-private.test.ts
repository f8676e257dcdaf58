// Security audit 2, finding 4: answers that carry tokens, codes or other people's data must never
// be kept by a browser or proxy cache, where the next user of a shared computer finds them. Only
// signed-in JSON carried no-store: sign-in, refresh, registration and the code check answer tokens
// to a request without Authorization, and the staff's CSV and Excel exports are not JSON.
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { REFRESH_IN_BODY, registrationPayload } from './helpers/accounts';
import { signedInStaff } from './helpers/admin';
import { buildBillingApp, createdBy, payment, signedIn } from './helpers/billing';
import { createUser } from './helpers/factories';
import { builtOnce, perSuite } from './helpers/per-suite';

// With payment numbers, so that the billing routes (the transactions export) are there.
const testApp = perSuite(buildBillingApp);
const staff = builtOnce(() => signedInStaff(testApp));

function expectNoStore(response: LightMyRequestResponse, status: number): void {
  expect(response.statusCode).toBe(status);
  expect(response.headers['cache-control']).toBe('no-store');
}

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: 'POST', url, payload: payload as object, headers });

describe('Cache-Control: no-store', () => {
  it('on every /api/auth answer, signed in or not, success or refusal', async () => {
    const user = await createUser(testApp.db);
    const credentials = { username: user.email, password: user.password };
    const signedIn = await post('/api/auth/login/', credentials, REFRESH_IN_BODY);
    expectNoStore(signedIn, 200);
    expectNoStore(await post('/api/auth/login/', { ...credentials, password: 'Wrong-Pass1' }), 401);
    expectNoStore(await post('/api/auth/refresh', { refresh: signedIn.json().refresh }), 200);
    expectNoStore(await post('/api/auth/register/', registrationPayload()), 201);
    const code = { email: user.email, code: '123456', purpose: 'password_reset' };
    expectNoStore(await post('/api/auth/verify-email-otp/', code), 400);
  });

  it("on every signed-in answer, the staff's CSV and Excel exports included", async () => {
    const csv = await staff.get('/api/admin/users/export/?format=csv');
    expectNoStore(csv, 200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expectNoStore(await staff.get('/api/admin/users/export/?format=xlsx'), 200);
    await createdBy(await signedIn(testApp), payment());
    const workbook = await staff.get('/api/billing/staff/transactions/export/');
    expectNoStore(workbook, 200);
    expect(workbook.headers['content-type']).toMatch(/spreadsheetml/);
  });

  it('not on a public answer outside /api/auth', async () => {
    const health = await testApp.app.inject({ url: '/api/health/live' });
    expect(health.statusCode).toBe(200);
    expect(health.headers['cache-control']).toBeUndefined();
  });
});
