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
