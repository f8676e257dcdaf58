// What sits around every screen on the narrowest phones (320 and 360 px), in both languages: the
// header with a 4- and 5-digit token balance beside the avatar, and the 'Update Available' banner
// a new version of the app brings, which must neither cut its buttons nor hide the page's last
// controls (a form's Save) for good.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createVerifiedStudent, signInThroughForm } from '../support/accounts';
import { screenshot, useBrowser } from '../support/browser';
import { textOverflows } from '../support/overflow';

const browser = useBrowser();

const WIDTHS = [320, 360];
const LANGUAGES = ['en', 'sw'] as const;

/** The balance the header is given, whatever the account holds. */
async function balanceOf(page: Page, tokens: number) {
  await page.unroute('**/api/billing/balance/my_balance/');
  await page.route('**/api/billing/balance/my_balance/', (route) =>
    route.fulfill({
      json: { available_tokens: tokens, tokens_used: 0, payment_status: 'PAID', can_use_ai: true },
    }),
  );
}

/** A new version is installed and waiting, as the service worker would report it. */
async function newVersionWaiting(page: Page) {
  await page.addInitScript(() => {
    const waiting = { postMessage() {}, addEventListener() {}, state: 'installed' };
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: {
        controller: {},
        addEventListener() {},
        register: () => Promise.resolve({ waiting, addEventListener() {} }),
      },
    });
  });
}

/** A student signed in on a phone; each screen is then looked at in `language` and `width`. */
async function signedInPage(tag: string) {
  const page = await browser.newPage(
    { width: WIDTHS[0]!, height: 740 },
    { serviceWorkers: 'block' },
  );
  const student = await createVerifiedStudent(page.request, tag);
  await signInThroughForm(page, student.email, student.password);
  await page.waitForURL('**/dashboard');
  return page;
}

async function lookAt(page: Page, language: (typeof LANGUAGES)[number], width: number) {
  await page.evaluate((chosen) => localStorage.setItem('language', chosen), language);
  await page.setViewportSize({ width, height: 740 });
}

const box = (page: Page, selector: string) =>
  page
    .locator(selector)
    .last()
    .evaluate((element) => {
      const rect = element.getBoundingClientRect();
      return { left: rect.left, right: rect.right, top: rect.top, bottom: rect.bottom };
    });

describe('the narrowest phones', () => {
  it('keep the avatar whole beside a 4- and 5-digit balance, its figure named in full', async () => {
    const page = await signedInPage('narrowheader');
    for (const language of LANGUAGES) {
      for (const width of WIDTHS) {
        for (const [tokens, figure] of [
          [1600, '1,600'],
          [300400, '300,400'],
        ] as const) {
          await lookAt(page, language, width);
          await balanceOf(page, tokens);
          await page.goto('/daily-report?week=1');
          const name =
            language === 'en'
              ? `Token balance: ${figure} tokens. Open workplace`
              : `Salio la tokeni: tokeni ${figure}. Fungua mahali pa kazi`;
          const chip = page.getByRole('link', { name });
          await chip.waitFor();
          const where = `${language} ${width} px, ${figure}`;
          // The last link to /profile: the avatar (the name beside it shows from sm only).
          const avatar = await box(page, 'header a[href="/profile"]');
          const chipBox = await box(page, 'header a[href="/workplace"]');
          // Inside the header's 12 px padding, and clear of the chip.
          expect(avatar.right, where).toBeLessThanOrEqual(width - 12);
          expect(chipBox.right, where).toBeLessThanOrEqual(avatar.left);
          // The figure whole, beside the coin (the word is in the link's name).
          // biome-ignore lint/performance/useDomNodeTextContent: the text shown, not the DOM's
          expect(await chip.innerText(), where).toBe(figure);
          expect(await textOverflows(page), where).toEqual([]);
          if (width === 320 && tokens === 300400) {
            await screenshot(page, `header-balance-${language}-320`);
          }
        }
      }
    }
  });

  it('show the whole Update Available banner and let the page scroll above it', async () => {
    const page = await signedInPage('updatebanner');
    await newVersionWaiting(page);
    for (const language of LANGUAGES) {
      for (const width of WIDTHS) {
        await lookAt(page, language, width);
        await page.goto('/daily-report?week=1');
        const later = language === 'en' ? 'Later' : 'Baadaye';
        const banner = page.getByRole('status').filter({ has: page.getByText(later) });
        await banner.waitFor();
        const where = `${language} ${width} px`;
        // Each button shows its whole label, inside the screen.
        const labels = await banner.locator('button').evaluateAll((buttons) =>
          buttons.map((button) => {
            const label = button.querySelector<HTMLElement>('.mantine-Button-label')!;
            const rect = button.getBoundingClientRect();
            return {
              cut: label.scrollWidth - label.clientWidth,
              inside: rect.left >= 0 && rect.right <= window.innerWidth,
            };
          }),
        );
        expect(labels, where).toEqual([
          { cut: 0, inside: true },
          { cut: 0, inside: true },
        ]);
        // Scrolled to its end, the page's last control (the week's report link) is above it.
        await page.locator('main a[href="/weekly-report/1"]').waitFor();
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        const last = await box(page, 'main a[href="/weekly-report/1"]');
        const bannerBox = await box(page, '[role="status"]:has(button)');
        expect(last.bottom, where).toBeLessThanOrEqual(bannerBox.top);
        if (width === 360) await screenshot(page, `update-banner-${language}-360`);
      }
    }
  });
});
