import { expect, it } from 'vitest';
import { useBrowser } from '../support/browser';

const browser = useBrowser();

it('registers the service worker that drives the Update Available banner', async () => {
  const page = await browser.newPage();
  await page.goto('/login');
  await page.getByRole('heading', { name: 'Sign In' }).waitFor();
  const scriptURL = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.active?.scriptURL ?? '';
  });
  expect(new URL(scriptURL).pathname).toBe('/sw.js');
  const sw = await page.request.get('/sw.js');
  expect(sw.headers()['cache-control']).toBe('no-cache');
});

it('controls the first page it was installed from, so a first visit can reload offline', async () => {
  const page = await browser.newPage();
  await page.goto('/login');
  await page.getByRole('heading', { name: 'Sign In' }).waitFor();
  // clientsClaim: the new worker takes the page that installed it, without a second load.
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const controller = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
  expect(new URL(controller ?? 'about:blank').pathname).toBe('/sw.js');

  // The precache answers the reload: the app, not the browser's "No internet" page.
  await page.context().setOffline(true);
  await page.reload();
  await page.getByRole('heading', { name: 'Sign In' }).waitFor();
  await page.context().setOffline(false);
});

it('links the web manifest once the page is idle, not in the page the server sends', async () => {
  const page = await browser.newPage();
  const html = await (await page.request.get('/login')).text();
  expect(html).not.toContain('rel="manifest"');
  await page.goto('/login');
  await page.getByRole('heading', { name: 'Sign In' }).waitFor();
  await page.waitForFunction(() => document.head.querySelector('link[rel="manifest"]') !== null);
  // Chromium reads the linked manifest as it would from the page's own HTML.
  const cdp = await page.context().newCDPSession(page);
  const { url, errors, data } = (await cdp.send('Page.getAppManifest')) as {
    url: string;
    errors: unknown[];
    data?: string;
  };
  expect(new URL(url).pathname).toBe('/manifest.webmanifest');
  expect(errors).toEqual([]);
  expect(JSON.parse(data ?? '{}')).toMatchObject({ name: 'PT Logbook', display: 'standalone' });
  expect(await page.locator('link[rel="manifest"]').count()).toBe(1);
});
