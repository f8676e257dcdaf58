// The screen-by-screen checks of the accessibility spec: each screen of a role, reached the way a
// link does, in a pass's language and themes at phone and desktop width, checked with axe-core and
// for text that runs out of its place (support/overflow.ts); answers one report of everything found.
import { THEMES, type TLanguage, type TTheme } from '@ptlog/shared';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { type AxeViolation, axeViolations, COLOUR_RULES, describeViolations } from './axe';
import { DESKTOP, NARROW_PHONE, NARROWEST_PHONE, PHONE, screenshot } from './browser';
import { textOverflows } from './overflow';
import { type TText, wording } from './wording';

/** One pass over a role's screens: the language, and the themes it runs in. */
export interface Pass {
  language: TLanguage;
  themes: readonly TTheme[];
  /** Added to the test's name. */
  title: string;
}

/** What else checkScreens does beside the two widths. */
export interface Extra {
  /**
   * Also look for text that runs out of its place at NARROW_PHONE (360 px), first theme; with
   * 'narrowest', at NARROWEST_PHONE (320 px) as well (a student's screens).
   */
  narrow?: boolean | 'narrowest';
}

export const PASSES: Pass[] = [
  { language: 'en', themes: THEMES, title: '' },
  { language: 'sw', themes: [THEMES[0]], title: ', in Kiswahili' },
];

export interface Screen {
  /** Path (with query) reached client-side. */
  path: string;
  /** Something to do once the screen shows (open a dialog); checked afterwards, then Escape. */
  open?: (page: Page, text: TText) => Promise<void>;
  name?: string;
  /** Only at this width (the phone's navigation drawer). */
  width?: keyof typeof WIDTHS;
  /** Saves a screenshot `<shot>-<width>.png` in the first theme (e2e/artifacts/screens). */
  shot?: string;
}

const WIDTHS = { phone: PHONE, desktop: DESKTOP };

/** Goes to `path` the way a link does, without reloading the app. */
async function go(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
  await settle(page, new URL(path, 'http://x').pathname);
}

/** Waits until the screen at `pathname` shows its heading and nothing is loading any more. */
async function settle(page: Page, pathname: string) {
  const ready = (expected: string) =>
    window.location.pathname === expected &&
    document.querySelector('h1') !== null &&
    // Only what is shown: a hidden tab panel kept mounted loads when it is opened.
    !Array.from(
      document.querySelectorAll('[aria-busy="true"], .mantine-Skeleton-root, .mantine-Loader-root'),
    ).some((element) => element.checkVisibility());
  await page.waitForFunction(ready, pathname, { timeout: 15_000 });
  // Twice, a frame apart: a query that finished may start the next one (a list after its count).
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  await page.waitForFunction(ready, pathname, { timeout: 15_000 });
  // And no CSS transition still moving things: the shell's navigation slides out when the
  // viewport narrows to a phone's, and until it has, the screen is squeezed beside it.
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running',
        ),
    undefined,
    { timeout: 15_000 },
  );
}

async function setTheme(page: Page, theme: TTheme, start: string) {
  await page.evaluate((value) => localStorage.setItem('theme', value), theme);
  await page.goto(start);
  await settle(page, new URL(start, 'http://x').pathname);
  expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
}

const pageLanguage = (page: Page) => page.evaluate(() => document.documentElement.lang);

/**
 * Switches the interface with the EN | SW switch of the screen shown (at desktop width), as a
 * reader does; signed in, waits until the account keeps it, since it wins at the next load.
 */
const signedIn = (page: Page) => page.evaluate(() => localStorage.getItem('access_token') !== null);

async function chooseLanguage(page: Page, language: TLanguage) {
  if ((await pageLanguage(page)) === language) return;
  const saved = (await signedIn(page))
    ? page.waitForResponse(
        (response) =>
          response.url().endsWith('/api/user/language/') && response.request().method() === 'PUT',
      )
    : null;
  // The header's switch (and, on the settings screen, the settings card's): either will do.
  await page
    .getByText(language.toUpperCase(), { exact: true })
    .filter({ visible: true })
    .first()
    .click();
  expect((await saved)?.status() ?? 200).toBe(200);
  await expect.poll(() => pageLanguage(page)).toBe(language);
}

/**
 * Every screen in the pass's language and themes at both widths; answers the report of all
 * blocking violations (empty when there are none), so one run shows everything to fix. The page
 * must show the first screen at desktop width, where the language switch is.
 */
export async function checkScreens(
  page: Page,
  screens: Screen[],
  pass: Pass,
  extra: Extra = {},
): Promise<string> {
  const reports: string[] = [];
  await chooseLanguage(page, pass.language);
  // Reduced motion: Mantine's transitions (modals, drawers) then finish at once.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  try {
    await checkThemes(page, screens, pass, reports);
    if (extra.narrow) await checkNarrow(page, screens, pass, reports, NARROW_PHONE);
    if (extra.narrow === 'narrowest') {
      await checkNarrow(page, screens, pass, reports, NARROWEST_PHONE);
    }
  } finally {
    // Back in English at desktop width: the suite's staff account and the student are shared
    // (signed out, the page's own choice ends with the test).
    if (pass.language !== 'en' && (await signedIn(page))) {
      await page.setViewportSize(DESKTOP);
      await chooseLanguage(page, 'en');
    }
  }
  return reports.join('\n');
}

async function checkThemes(page: Page, screens: Screen[], pass: Pass, reports: string[]) {
  const start = screens[0]!.path;
  const text = wording(pass.language);
  const suffix = pass.language === 'en' ? '' : `-${pass.language}`;
  for (const theme of pass.themes) {
    await setTheme(page, theme, start);
    const rules = theme === THEMES[0] ? undefined : COLOUR_RULES;
    for (const [width, size] of Object.entries(WIDTHS)) {
      await page.setViewportSize(size);
      for (const screen of screens) {
        if (screen.width && screen.width !== width) continue;
        await go(page, screen.path);
        if (screen.open) await screen.open(page, text);
        // Screen readers pick their voice from it: it must follow the interface's language.
        expect(await pageLanguage(page), screen.path).toBe(pass.language);
        if (screen.shot && theme === THEMES[0])
          await screenshot(page, `${screen.shot}${suffix}-${width}`);
        const violations: AxeViolation[] = await axeViolations(page, rules);
        if (violations.length > 0) {
          const where = `${pass.language} ${theme} ${width} ${screen.name ?? screen.path}`;
          reports.push(describeViolations(where, violations));
        }
        if (theme === THEMES[0]) {
          const where = `${pass.language} ${width} ${screen.name ?? screen.path}`;
          const overflows = await textOverflows(page);
          for (const overflow of overflows) reports.push(`${where}: ${overflow}`);
        }
        if (screen.open) await page.keyboard.press('Escape');
      }
    }
  }
}

/** The phone screens at `size` (360 or 320 px), in the theme checkThemes ended with: overflow only. */
async function checkNarrow(
  page: Page,
  screens: Screen[],
  pass: Pass,
  reports: string[],
  size: { width: number; height: number },
) {
  const text = wording(pass.language);
  await page.setViewportSize(size);
  // The page lays itself out again at the new width before the first screen is measured.
  await page.waitForFunction((width) => window.innerWidth === width, size.width);
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  for (const screen of screens) {
    if (screen.width === 'desktop') continue;
    await go(page, screen.path);
    if (screen.open) await screen.open(page, text);
    const where = `${pass.language} ${size.width} px ${screen.name ?? screen.path}`;
    const overflows = await textOverflows(page);
    for (const overflow of overflows) reports.push(`${where}: ${overflow}`);
    if (screen.open) await page.keyboard.press('Escape');
  }
}
