import { describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers/build-test-app';
import { perSuite } from './helpers/per-suite';

describe('health', () => {
  const testApp = perSuite(buildTestApp);

  it.each([
    '/api/health/',
    '/api/health',
    '/api/auth/health/',
    '/api/auth/health',
    '/api/',
    '/api',
  ])('GET %s answers ok after a real database round trip', async (url) => {
    const response = await testApp.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  // Last in this file: it closes the database under the running app.
  it('answers 503 service_unavailable when the database is gone', async () => {
    await testApp.app.database.close();
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health/' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      detail: expect.any(String),
      code: 'service_unavailable',
    });
    const auth = await testApp.app.inject({ method: 'GET', url: '/api/auth/health/' });
    expect(auth.statusCode).toBe(503);
    // Liveness asks nothing of the database: the process is up, so a load balancer keeps it.
    const live = await testApp.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
  });
});
