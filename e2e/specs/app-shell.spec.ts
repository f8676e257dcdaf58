import { describe, expect, it } from 'vitest';
import { createVerifiedStudent, signInAsStaff, signInThroughForm } from '../support/accounts';
import { axeViolations, describeViolations } from '../support/axe';
import { DESKTOP, NARROW_PHONE, PHONE, screenshot, useBrowser } from '../support/browser';
import { expectFocusInside, expectFocusOn, focusRing, tabTo } from '../support/keyboard';

/** Every staff screen in the sidebar (apps/web/src/app/layout/nav-items.ts). */
const STAFF_PATHS = [
  '/admin',
  '/admin/billing',
  '/admin/users',
  '/admin/analytics',
  '/admin/activity',
  '/admin/records',
  '/admin/email-broadcast',
  '/resources',
  '/admin/settings',
];

/**
 * A tab on /login opened before a deploy: the registration screen's hashed file is gone (404
 * while `registerPage.gone`), and the server's page (asked for with `?build-check=`) names another
 * entry script than the one the tab runs.
 */
async function oldTabAfterDeploy(browser: ReturnType<typeof useBrowser>) {
  const page = await browser.newPage(DESKTOP, { serviceWorkers: 'block' });
  await page.goto('/login');
  await page.getByRole('heading', { name: 'Sign In' }).waitFor();
  await page.route(/\/\?build-check=\d+$/, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(
      /\/assets\/index-[\w-]+\.js/,
      '/assets/index-NEW.js',
    );
    await route.fulfill({ response, body: html });
  });
  const registerPage = { gone: true };
  await page.route(/\/assets\/RegisterPage-[\w-]+\.js$/, async (route) => {
    if (registerPage.gone)
      await route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found\n' });
    else await route.continue();
  });
  return { page, registerPage };
}

describe('app shell (signed out)', () => {
  const browser = useBrowser();

  it('sends / to /login when signed out', async () => {
    const page = await browser.newPage();
    await page.goto('/');
    await page.waitForURL('**/login');
    await page.getByRole('heading', { name: 'Sign In' }).waitFor();
  });

  it('sends a protected screen to /login when signed out, and signing in leads back', async () => {
    // A mail's link to week 3, opened on a phone that is signed out.
    const page = await browser.newPage(PHONE);
    const student = await createVerifiedStudent(page.request, 'maillink');
    await page.goto('/weekly-report/3');
    await page.waitForURL('**/login?next=%2Fweekly-report%2F3');
    await page.getByLabel('Username').fill(student.email);
    await page.getByLabel('Password', { exact: true }).fill(student.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/weekly-report/3');
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

  it("reloads once into the new build when a deploy removed a screen's file", async () => {
    // An old tab after a deploy: the registration screen's hashed file is gone (404) and the
    // server's page names another entry script. The page reloads once by itself; while the file
    // stays missing (a broken deploy) the second failure shows the error screen instead of
    // reloading again, and Refresh Page recovers once it is back.
    const { page, registerPage } = await oldTabAfterDeploy(browser);
    // Page loads after this point, counted by their document requests (the load event may come
    // after the error screen shows, while the page's other files still arrive).
    let loads = 0;
    page.on('request', (request) => {
      if (request.isNavigationRequest()) loads += 1;
    });
    await page.getByRole('link', { name: 'Register', exact: true }).click();
    await page.getByRole('heading', { name: 'Something went wrong' }).waitFor();
    expect(loads).toBe(1);
    expect(page.url()).toMatch(/\/register$/);
    registerPage.gone = false;
    await page.getByRole('button', { name: 'Refresh Page' }).click();
    await page.getByRole('heading', { name: 'Create Account' }).waitFor();
    expect(loads).toBe(2);
    // The page stays: no further reload once the file is back.
    await page.waitForTimeout(500);
    expect(loads).toBe(2);
  });

  it('after that one reload, the new build opens the screen', async () => {
    const { page, registerPage } = await oldTabAfterDeploy(browser);
    // Gone for the old page only: the reloaded page (a new build) has it.
    page.on('request', (request) => {
      if (request.isNavigationRequest()) registerPage.gone = false;
    });
    const reloaded = page.waitForEvent('load');
    await page.getByRole('link', { name: 'Register', exact: true }).click();
    await reloaded;
    await page.getByRole('heading', { name: 'Create Account' }).waitFor();
    expect(page.url()).toMatch(/\/register$/);
    expect(await page.getByRole('heading', { name: 'Something went wrong' }).count()).toBe(0);
  });

  it('gives the signed-out screens, the sign-off page and the 404 page a main landmark', async () => {
    const page = await browser.newPage(PHONE);
    // A screen reader jumps to the content (main) and past the top bar (banner), as signed in.
    const screens = [
      { path: '/login', banner: 1 },
      { path: '/register', banner: 1 },
      { path: '/reset-password', banner: 1 },
      { path: '/account-activation?email=someone%40students.example.tz', banner: 1 },
      { path: '/signoff/made-up-token', banner: 1 },
      { path: '/no-such-screen', banner: 0 },
    ];
    const found: string[] = [];
    for (const { path, banner } of screens) {
      await page.goto(path);
      await page.locator('h1').first().waitFor();
      const main = page.getByRole('main');
      const counts = [await main.count(), await page.getByRole('banner').count()];
      const inMain = await main.locator('h1').count();
      if (counts[0] !== 1 || counts[1] !== banner || inMain !== 1)
        found.push(`${path}: ${counts[0]} main, ${counts[1]} banner, h1 in main: ${inMain}`);
    }
    expect(found).toEqual([]);
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

  it("shows every staff link inside a 1280×800 screen's sidebar, in English and Kiswahili", async () => {
    const page = await browser.newPage(DESKTOP);
    await signInAsStaff(page);
    const nav = page.getByRole('navigation', { name: /^(Main navigation|Menyu kuu)$/ });
    /** The staff links that cannot be seen without scrolling the sidebar (clipped or off-screen). */
    const hiddenStaffLinks = () =>
      page.evaluate((paths) => {
        return paths.filter((path) => {
          const link = document.querySelector(`.mantine-AppShell-navbar a[href="${path}"]`);
          if (!link) return true;
          const box = link.getBoundingClientRect();
          if (box.top < 0 || box.bottom > window.innerHeight || box.height === 0) return true;
          // What shows at the link's middle: the link itself unless a scroller clips it.
          const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
          return !(hit && link.contains(hit));
        });
      }, STAFF_PATHS);
    await nav.getByRole('link', { name: 'Admin Settings' }).waitFor();
    expect(await hiddenStaffLinks()).toEqual([]);
    await page.getByRole('banner').getByText('SW', { exact: true }).click();
    try {
      await nav.getByRole('link', { name: 'Mipangilio ya Msimamizi' }).waitFor();
      expect(await hiddenStaffLinks()).toEqual([]);
    } finally {
      // The shared staff account keeps its language: back to English for the other specs.
      await page.getByRole('banner').getByText('EN', { exact: true }).click();
      await nav.getByRole('link', { name: 'Admin Settings' }).waitFor();
    }
  });

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
  it('keeps the closed phone menu out of the Tab order; open, it takes the focus until Escape', async () => {
    const page = await browser.newPage(NARROW_PHONE);
    const student = await createVerifiedStudent(page.request, 'phonemenu');
    await signInThroughForm(page, student.email, student.password);
    await page.waitForURL('**/dashboard');
    await page.getByRole('link', { name: /^Week 8:/ }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Main navigation', includeHidden: true });
    const burger = page.getByRole('button', { name: 'Open navigation' });
    /** Where the focus is: in the menu, in the header, on the screen, or nowhere seen. */
    const focusAt = () =>
      page.evaluate(() => {
        const element = document.activeElement;
        if (!element || element === document.body) return 'page';
        const box = element.getBoundingClientRect();
        const seen = box.right > 0 && box.left < window.innerWidth;
        const where = element.closest('nav')
          ? 'menu'
          : element.closest('header')
            ? 'header'
            : element.closest('main')
              ? 'screen'
              : 'elsewhere';
        return seen ? where : `${where}, off screen`;
      });

    // The language switch's radio fills its option unseen; the text beside it draws the ring.
    const ringShown = async () => {
      const segment = await page.evaluate(() => {
        const element = document.activeElement;
        if (!(element instanceof HTMLInputElement) || element.type !== 'radio') return null;
        const shown = element.nextElementSibling;
        const style = shown ? getComputedStyle(shown) : null;
        return style && style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0
          ? 'visible'
          : `no focus ring beside ${element.outerHTML}`;
      });
      return segment ?? focusRing(page);
    };

    // Closed: Tab goes from the header to the screen, never to the menu's hidden links.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    const closedStops: string[] = [];
    for (let press = 0; press < 15; press += 1) {
      await page.keyboard.press('Tab');
      closedStops.push(await focusAt());
    }
    expect(closedStops.filter((where) => !['header', 'screen'].includes(where))).toEqual([]);
    expect(closedStops).toContain('screen');

    // Open: the Burger says so, the focus is in the menu and stays out of the screen behind it.
    await tabTo(page, burger, { back: true });
    expect(await burger.getAttribute('aria-expanded')).toBe('false');
    await page.keyboard.press('Enter');
    await expectFocusInside(nav);
    const close = page.getByRole('button', { name: 'Close navigation' });
    expect(await close.getAttribute('aria-expanded')).toBe('true');
    expect(await close.getAttribute('aria-controls')).toBe(await nav.getAttribute('id'));
    await expect
      .poll(() => nav.evaluate((element) => element.getBoundingClientRect().left))
      .toBe(0);
    await screenshot(page, 'phone-menu-keyboard-open');
    // Past the menu's last button the focus leaves the page (the browser's own controls) and
    // comes back to the header: 'page' once per round.
    const openStops: string[] = [];
    for (let press = 0; press < 25; press += 1) {
      await page.keyboard.press('Tab');
      const where = await focusAt();
      openStops.push(where);
      if (where !== 'page') expect(await ringShown(), `Tab #${press + 1}`).toBe('visible');
    }
    expect(openStops.filter((where) => !['menu', 'header', 'page'].includes(where))).toEqual([]);
    expect(openStops).toContain('menu');

    // Escape closes it and gives the focus back to the Burger.
    await tabTo(page, nav.getByRole('link', { name: 'Settings' }));
    await page.keyboard.press('Escape');
    await expectFocusOn(page, burger);
    expect(await burger.getAttribute('aria-expanded')).toBe('false');
    await expect
      .poll(() => nav.evaluate((element) => element.getBoundingClientRect().right))
      .toBeLessThanOrEqual(0);
  });
});
