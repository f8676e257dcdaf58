import { describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers/build-test-app';
import { perSuite } from './helpers/per-suite';

describe('OpenAPI documentation', () => {
  const testApp = perSuite(buildTestApp);

  it('serves the generated document with the health routes and their schemas', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    const health = document.paths['/api/health/'];
    expect(health.get.responses['200'].content['application/json'].schema.properties).toEqual({
      status: { type: 'string', enum: ['ok'] },
      database: { type: 'string', enum: ['ok'] },
    });
    expect(document.paths['/api/auth/health/']).toBeDefined();
  });

  it('serves a Swagger UI page whose scripts and styles load under the CSP', async () => {
    const page = await testApp.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const html = page.body;
    // script-src 'self' allows no inline script: every script must come from a file.
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, content] of scripts) {
      expect(attributes).toMatch(/src="/);
      expect(content?.trim()).toBe('');
    }
    const assets = [...html.matchAll(/(?:src|href)="([^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
    expect(assets.length).toBeGreaterThanOrEqual(4);
    for (const asset of assets) {
      const url = new URL(asset, 'http://localhost/api/docs/').pathname;
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body.length, url).toBeGreaterThan(0);
    }
  });
});
