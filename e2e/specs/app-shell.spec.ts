import { describe, expect, it } from 'vitest';
import { PHONE, useBrowser } from '../support/browser';

describe('app shell (signed out)', () => {
  const browser = useBrowser();

  it('sends / to /login when signed out', async () => {
    const page = await browser.newPage();
    await page.goto('/');
    await page.waitForURL('**/login');
    await page.getByRole('heading', { name: 'Sign In' }).waitFor();
  });

  it('sends a protected screen to /login when signed out, on a phone too', async () => {
    const page = await browser.newPage(PHONE);
    await page.goto('/weekly-report/3');
    await page.waitForURL('**/login');
  });

  it('shows the 404 page for an unknown path, and Go Back returns', async () => {
    const page = await browser.newPage();
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Sign In' }).waitFor();
    await page.goto('/no/such/page');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await page.getByRole('button', { name: 'Go Back' }).click();
    await page.waitForURL('**/login');
  });

  it('answers unknown API paths with JSON 404, not the web app', async () => {
    const page = await browser.newPage();
    const response = await page.request.get('/api/no-such-endpoint/');
    expect(response.status()).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'not_found' });
  });

  it('cycles the theme orange → purple → green and keeps it across a reload', async () => {
    const page = await browser.newPage();
    await page.goto('/login');
    const theme = () => page.evaluate(() => document.documentElement.dataset.theme);
    await page.getByRole('heading', { name: 'Sign In' }).waitFor();
    expect(await theme()).toBe('orange');
    const changeTheme = page.getByRole('button', { name: /change theme/i });
    await changeTheme.click();
    expect(await theme()).toBe('purple');
    await page.reload();
    await page.getByRole('heading', { name: 'Sign In' }).waitFor();
    expect(await theme()).toBe('purple');
    await changeTheme.click();
    expect(await theme()).toBe('green');
    await changeTheme.click();
    expect(await theme()).toBe('orange');
  });
});
