import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from './helpers/build-test-app';

const INDEX_HTML = '<!doctype html><html><body><div id="root"></div>PT Logbook shell</body></html>';

describe('serving the web app', () => {
  let distDir: string;
  let built: TTestApp;
  let missing: TTestApp;

  beforeAll(async () => {
    distDir = mkdtempSync(path.join(os.tmpdir(), 'ptlog-dist-'));
    mkdirSync(path.join(distDir, 'assets'));
    writeFileSync(path.join(distDir, 'index.html'), INDEX_HTML);
    writeFileSync(path.join(distDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    writeFileSync(path.join(distDir, 'manifest.webmanifest'), '{"name":"PT Logbook"}');
    writeFileSync(path.join(distDir, 'assets', 'index-3f9a1c.js'), 'console.log("app");');
    // The build's precompressed copies (apps/web/build/precompress.ts).
    writeFileSync(
      path.join(distDir, 'assets', 'index-3f9a1c.js.br'),
      brotliCompressSync('console.log("app");'),
    );
    writeFileSync(path.join(distDir, 'index.html.gz'), gzipSync(INDEX_HTML));
    writeFileSync(path.join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    // The build's list of what each screen needs (apps/web/build/route-preloads.ts).
    mkdirSync(path.join(distDir, '.vite'));
    writeFileSync(
      path.join(distDir, '.vite', 'route-preloads.json'),
      JSON.stringify([
        { path: '/login', files: [] },
        {
          path: '/dashboard',
          files: ['/assets/index-1.js', '/assets/index-1.css', '/assets/Dashboard-2.js'],
        },
        { path: '/weekly-report/:weekNumber', files: ['/assets/Week-4.js'] },
      ]),
    );
    [built, missing] = await Promise.all([
      buildTestApp({ WEB_DIST_DIR: distDir }),
      buildTestApp({ WEB_DIST_DIR: path.join(distDir, 'not-built') }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([built.close(), missing.close()]);
    rmSync(distDir, { recursive: true, force: true });
  });

  it.each(['/', '/dashboard', '/weekly-report/3', '/desktop/daily-report?week=2'])(
    'answers the client route %s with index.html, revalidated on every load',
    async (url) => {
      const response = await built.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toBe(INDEX_HTML);
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it('names the chunks of the screen a page opens in its Link header, to fetch with the entry', async () => {
    const dashboard = await built.app.inject({ method: 'GET', url: '/desktop/dashboard/?tab=1' });
    expect(dashboard.headers.link).toBe(
      '</assets/index-1.js>; rel=modulepreload; crossorigin, ' +
        '</assets/index-1.css>; rel=preload; as=style; crossorigin, ' +
        '</assets/Dashboard-2.js>; rel=modulepreload; crossorigin',
    );
    const week = await built.app.inject({ method: 'GET', url: '/weekly-report/3' });
    expect(week.headers.link).toBe('</assets/Week-4.js>; rel=modulepreload; crossorigin');
    for (const url of ['/', '/login', '/weekly-report', '/weekly-report/3/extra', '/elsewhere']) {
      const page = await built.app.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(200);
      expect(page.headers.link, url).toBeUndefined();
    }
  });

  it('caches hashed assets for good and revalidates sw.js and the manifest', async () => {
    const asset = await built.app.inject({ method: 'GET', url: '/assets/index-3f9a1c.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log("app");');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/sw.js', '/manifest.webmanifest']) {
      const response = await built.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    const icon = await built.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('sends the build-time brotli/gzip copies, cached like their file (issue 15)', async () => {
    const asset = await built.app.inject({
      method: 'GET',
      url: '/assets/index-3f9a1c.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers['content-type']).toContain('javascript');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(asset.rawPayload).toString()).toBe('console.log("app");');
    const page = await built.app.inject({
      method: 'GET',
      url: '/index.html',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(gunzipSync(page.rawPayload).toString()).toBe(INDEX_HTML);
    const plain = await built.app.inject({ method: 'GET', url: '/assets/index-3f9a1c.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("app");');
  });

  it('answers a missing hashed asset with 404 instead of the HTML shell', async () => {
    const response = await built.app.inject({ method: 'GET', url: '/assets/index-old.js' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('PT Logbook shell');
  });

  it('keeps unknown API routes as JSON 404s even with the web app built', async () => {
    const response = await built.app.inject({ method: 'GET', url: '/api/not-a-route/' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not found.', code: 'not_found' });
  });

  it('answers pages with 503 and how to build when the dist folder is missing', async () => {
    const response = await missing.app.inject({ method: 'GET', url: '/dashboard' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.body).toContain('npm run build');
    const api = await missing.app.inject({ method: 'GET', url: '/api/health/' });
    expect(api.statusCode).toBe(200);
  });
});
