import { describe, expect, it } from 'vitest';
import { createVerifiedStudent, signInThroughForm } from '../support/accounts';
import { axeViolations, describeViolations } from '../support/axe';
import { DESKTOP, PHONE, screenshot, useBrowser } from '../support/browser';

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

  it('downloads a screen again on Try Again after its download failed', async () => {
    const page = await browser.newPage(DESKTOP, { serviceWorkers: 'block' });
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Sign In' }).waitFor();
    // The registration screen's chunk fails, as on a dropped mobile connection, until the error
    // screen shows. Every request for it is refused: the modulepreload link and the import() may
    // each fetch it (a failed preload alone is no failure: the import fetches again).
    let offline = true;
    let refused = 0;
    await page.route(/\/assets\/RegisterPage-[\w-]+\.js$/, async (route) => {
      if (offline) {
        refused += 1;
        await route.abort('internetdisconnected');
      } else await route.continue();
    });
    await page.getByRole('link', { name: 'Register', exact: true }).click();
    await page.getByRole('heading', { name: 'Something went wrong' }).waitFor();
    expect(refused).toBeGreaterThanOrEqual(1);
    offline = false;
    const violations = await axeViolations(page);
    expect(violations, describeViolations('error screen', violations)).toEqual([]);
    await page.getByRole('button', { name: 'Try Again' }).click();
    await page.getByRole('heading', { name: 'Create Account' }).waitFor();
    expect(page.url()).toMatch(/\/register$/);
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

describe('app shell (signed in)', () => {
  const browser = useBrowser();

  it('answers a tap at once while the next screen downloads on a slow connection', async () => {
    // No service worker: a precached chunk would come from its cache, not over the network.
    const page = await browser.newPage(PHONE, { serviceWorkers: 'block' });
    const student = await createVerifiedStudent(page.request, 'slowtap');
    await signInThroughForm(page, student.email, student.password);
    await page.waitForURL('**/dashboard');
    // Help Center's code takes as long as the test says, as on a slow mobile connection.
    let arrive: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    await page.route(/\/assets\/HelpCenterPage-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const link = page.getByRole('link', { name: 'Help Center', exact: true });
    // The closed drawer slides off the left edge (it stays in the page, so it is not "hidden").
    const drawerOnScreen = async () => {
      const box = await link.boundingBox();
      return box !== null && box.x + box.width > 0;
    };
    await expect.poll(drawerOnScreen).toBe(true);
    await link.click();
    // At once: the drawer closes, the address changes and the screen's placeholder shows, so the
    // tap is seen to have worked (not the old screen, with the drawer still open, until it came).
    const placeholder = page.getByRole('progressbar', { name: 'Loading the screen' });
    await placeholder.waitFor();
    expect(page.url()).toMatch(/\/help$/);
    await expect.poll(drawerOnScreen).toBe(false);
    await screenshot(page, 'slow-screen-placeholder-phone');
    arrive();
    await page.getByRole('heading', { name: 'Help Center', level: 1 }).waitFor();
    expect(await placeholder.count()).toBe(0);
  });
});
