// The shell for a keyboard-only and screen-reader user (accessibility audit, real Chromium): each
// screen names the page and its heading takes the focus after a move; the fixed header hides no
// focused control at 200 % zoom; a skip link is the first Tab stop; error text, control edges and
// a ticked users-table row have the contrast WCAG asks; going offline and back is said and shown.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createVerifiedStudent, signInAsStaff, signInThroughForm } from '../support/accounts';
import { axeViolations, COLOUR_RULES, describeViolations } from '../support/axe';
import {
  DESKTOP,
  NARROW_PHONE,
  NARROWEST_PHONE,
  PHONE,
  screenshot,
  useBrowser,
} from '../support/browser';
import { expectFocusOn, focusRing, isFocused, tabTo } from '../support/keyboard';
import { wording } from '../support/wording';

const en = wording('en');
const sw = wording('sw');
/** The shared words (apps/web/src/i18n/locales), which support/wording.ts does not read. */
function common(language: 'en' | 'sw', key: string): string {
  const file = new URL(`../../apps/web/src/i18n/locales/${language}.json`, import.meta.url);
  const value = key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown>)[part],
      JSON.parse(readFileSync(file, 'utf8')),
    );
  if (typeof value !== 'string') throw new Error(`no common:${key} in ${language}`);
  return value;
}
/** 200 % zoom of a 1280 × 800 window: the CSS pixels a page then has. */
const ZOOMED = { width: 640, height: 400 };

/**
 * The WCAG contrast of an element's `property` colour against the first opaque background behind
 * it (its own or an ancestor's; white at the top).
 */
function contrastOf(page: Page, selector: string, property: 'color' | 'border-top-color') {
  return page
    .locator(selector)
    .first()
    .evaluate((element, which) => {
      const channels = (css: string) => (css.match(/[\d.]+/g) ?? []).map(Number);
      const luminance = (css: string) => {
        const [r = 0, g = 0, b = 0] = channels(css).map((value) => {
          const c = value / 255;
          return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * r + 0.7152 * g + 0.0722 * b;
      };
      let background = 'rgb(255, 255, 255)';
      for (let node: Element | null = element; node; node = node.parentElement) {
        const colour = getComputedStyle(node).backgroundColor;
        const alpha = channels(colour)[3];
        if (colour !== 'transparent' && alpha !== 0) {
          background = colour;
          break;
        }
      }
      const foreground = getComputedStyle(element).getPropertyValue(which);
      const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
      return {
        ratio: Math.round((((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05)) * 100) / 100,
        foreground,
        background,
      };
    }, property);
}

async function signedInStudent(page: Page, tag: string) {
  const student = await createVerifiedStudent(page.request, tag);
  await signInThroughForm(page, student.email, student.password);
  await page.waitForURL('**/dashboard');
  return student;
}

const heading = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { level: 1, name, exact: true });

describe('the shell for the keyboard and a screen reader', { timeout: 120_000 }, () => {
  const browser = useBrowser();

  it("names each page after its screen and moves the focus to the new screen's heading", async () => {
    const page = await browser.newPage(DESKTOP);
    // Signing in is a move to another screen: the dashboard's heading has the focus.
    await signedInStudent(page, 'a11ytitles');
    await expect.poll(() => isFocused(heading(page, 'Dashboard'))).toBe(true);
    expect(await page.title()).toBe('Dashboard – PT Logbook');

    // A menu link followed with the keyboard: the focus lands on the heading, ring shown.
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await tabTo(page, nav.getByRole('link', { name: 'Daily Reports' }), { back: true });
    await page.keyboard.press('Enter');
    await expectFocusOn(page, heading(page, en('daily-report', 'page.title')));
    expect(await page.title()).toBe('Daily Reports – PT Logbook');

    // Only the query string changes (?week=): the focus stays on the button pressed.
    const next = page.getByRole('button', { name: en('daily-report', 'weekSelector.next') });
    await tabTo(page, next);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/daily-report\?week=\d$/);
    await page.waitForTimeout(300);
    expect(await isFocused(next)).toBe(true);

    // The weekly page's own h1 (not a ScreenTitle) names the page too.
    await tabTo(page, nav.getByRole('link', { name: 'Weekly Reports' }), { back: true });
    await page.keyboard.press('Enter');
    await expectFocusOn(page, heading(page, 'Weekly Reports'));
    await page.goto('/weekly-report/1');
    await expect.poll(() => page.title()).toMatch(/^Week 1 – PT Logbook$/);
    // A first load leaves the focus where the browser puts it.
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
  });

  it("moves the focus to the heading after the phone menu's link, not to <body>", async () => {
    const page = await browser.newPage(PHONE);
    await signedInStudent(page, 'a11yphone');
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await page.getByRole('link', { name: 'Help Center', exact: true }).click();
    await expect.poll(() => isFocused(heading(page, en('help', 'page.title')))).toBe(true);
    expect(await page.title()).toBe(`${en('help', 'page.title')} – PT Logbook`);
  });

  it('names the signed-out screens in Kiswahili', async () => {
    const page = await browser.newPage(DESKTOP, { locale: 'sw-TZ' });
    await page.goto('/login');
    const login = sw('auth', 'login.title');
    await heading(page, login).waitFor();
    await expect.poll(() => page.title()).toBe(`${login} – PT Logbook`);
    await page.getByRole('link', { name: sw('auth', 'login.register') }).click();
    const register = sw('auth', 'register.title');
    await heading(page, register).waitFor();
    await expect.poll(() => page.title()).toBe(`${register} – PT Logbook`);
  });

  it("moves the focus to the next signed-out screen's heading, not on the first load", async () => {
    for (const [viewport, width] of [
      [NARROW_PHONE, 360],
      [DESKTOP, 1280],
    ] as const) {
      const page = await browser.newPage(viewport);
      await page.goto('/login');
      const login = en('auth', 'login.title');
      await heading(page, login).waitFor();
      // The first load leaves the focus where the browser puts it: Tab starts at the top.
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);

      await tabTo(page, page.getByRole('link', { name: en('auth', 'login.register') }));
      await page.keyboard.press('Enter');
      const register = heading(page, en('auth', 'register.title'));
      await expectFocusOn(page, register);
      expect(await page.title()).toBe(`${en('auth', 'register.title')} – PT Logbook`);
      await screenshot(page, `a11y-register-heading-focused-${width}`);
      // From there Tab goes on into the screen, not back to the top of the page.
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true);

      await tabTo(page, page.getByRole('link', { name: en('auth', 'register.signIn') }));
      await page.keyboard.press('Enter');
      await expectFocusOn(page, heading(page, login));
      expect(await page.title()).toBe(`${login} – PT Logbook`);
      await page.context().close();
    }
  });

  it('starts each signed-in page with a skip link to the screen, for students and staff', async () => {
    let student: { email: string; password: string } | undefined;
    for (const [viewport, width] of [
      [NARROW_PHONE, 360],
      [DESKTOP, 1280],
    ] as const) {
      const page = await browser.newPage(viewport);
      student ??= await createVerifiedStudent(page.request, 'a11yskip');
      await signInThroughForm(page, student.email, student.password);
      await page.waitForURL('**/dashboard');
      await page.goto('/dashboard');
      await heading(page, 'Dashboard').waitFor();
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Skip to main content' });
      expect(await isFocused(skip)).toBe(true);
      expect(await focusRing(page)).toBe('visible');
      const box = await skip.boundingBox();
      expect(box && box.width > 100 && box.height >= 40 && box.y >= 0).toBe(true);
      await screenshot(page, `shell-a11y-skip-link-${width}`);
      await page.keyboard.press('Enter');
      await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');
      expect(page.url()).toMatch(/\/dashboard$/);
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true);
      await page.context().close();
    }
    const staff = await browser.newPage(DESKTOP);
    await signInAsStaff(staff);
    await staff.reload();
    await heading(staff, 'Admin Dashboard').waitFor();
    await staff.keyboard.press('Tab');
    expect(await isFocused(staff.getByRole('link', { name: 'Skip to main content' }))).toBe(true);
  });

  it('keeps each control Shift+Tab reaches clear of the fixed header at 200 % zoom', async () => {
    const page = await browser.newPage(ZOOMED);
    await signedInStudent(page, 'a11yzoom');
    await page.goto('/profile');
    await heading(page, en('profile', 'title')).waitFor();
    expect(
      await page.evaluate(() => getComputedStyle(document.documentElement).scrollPaddingTop),
    ).toBe('72px');
    // Down to the end of the screen, then back up, one control at a time.
    const where = () =>
      page.evaluate(() => {
        const element = document.activeElement;
        const header = document.querySelector('header')?.getBoundingClientRect();
        if (!element?.closest('main') || !header) return null;
        const box = element.getBoundingClientRect();
        return {
          top: Math.round(box.top),
          header: Math.round(header.bottom),
          html: element.outerHTML.slice(0, 80),
        };
      });
    for (let press = 0; press < 30; press += 1) await page.keyboard.press('Tab');
    const hidden: string[] = [];
    let checked = 0;
    for (let press = 0; press < 30; press += 1) {
      await page.keyboard.press('Shift+Tab');
      const focus = await where();
      if (!focus) continue;
      checked += 1;
      if (focus.top < focus.header) hidden.push(`${focus.html} at ${focus.top} px`);
    }
    expect(checked).toBeGreaterThan(5);
    expect(hidden).toEqual([]);
  });

  it("draws a field's error text at 4.5:1 and control edges at 3:1", async () => {
    for (const [viewport, width] of [
      [NARROW_PHONE, 360],
      [DESKTOP, 1280],
    ] as const) {
      const page = await browser.newPage(viewport);
      await page.goto('/login');
      await page.getByRole('button', { name: 'Sign In' }).click();
      const error = '.mantine-InputWrapper-error';
      await page.locator(error).first().waitFor();
      await screenshot(page, `shell-a11y-login-error-${width}`);
      const text = await contrastOf(page, error, 'color');
      expect(text.ratio, JSON.stringify(text)).toBeGreaterThanOrEqual(4.5);
      // The errored field's border is the error colour; a resting field's is the grey.
      await page.getByLabel('Username').fill('someone');
      await page.getByLabel('Password', { exact: true }).focus();
      // Past Mantine's 100 ms border transition from the error red.
      await page.waitForTimeout(300);
      const edge = await contrastOf(
        page,
        '.mantine-Input-input:not([data-error])',
        'border-top-color',
      );
      expect(edge.ratio, JSON.stringify(edge)).toBeGreaterThanOrEqual(3);
      await page.context().close();
    }
    // Radio buttons (the Help Center's feedback form).
    const page = await browser.newPage(DESKTOP);
    await signedInStudent(page, 'a11yradio');
    await page.goto('/help');
    await page.locator('.mantine-Radio-radio').first().waitFor();
    const radio = await contrastOf(page, '.mantine-Radio-radio:not(:checked)', 'border-top-color');
    expect(radio.ratio, JSON.stringify(radio)).toBeGreaterThanOrEqual(3);
  });

  it("keeps a ticked users-table row's name link at 4.5:1 and its check boxes at 3:1", async () => {
    for (const [viewport, width] of [
      [NARROW_PHONE, 360],
      [DESKTOP, 1280],
    ] as const) {
      const page = await browser.newPage(viewport);
      await signInAsStaff(page);
      await page.goto('/admin/users');
      const table = page.getByRole('table', { name: 'Users list' });
      const rows = table.locator('tbody tr');
      await rows.first().waitFor();
      const checkbox = await contrastOf(
        page,
        'tbody tr .mantine-Checkbox-input:not(:checked)',
        'border-top-color',
      );
      expect(checkbox.ratio, JSON.stringify(checkbox)).toBeGreaterThanOrEqual(3);
      await rows.first().getByRole('checkbox').check();
      await screenshot(page, `shell-a11y-users-ticked-${width}`);
      const link = await contrastOf(page, 'tbody tr:first-child .mantine-Anchor-root', 'color');
      expect(link.ratio, JSON.stringify(link)).toBeGreaterThanOrEqual(4.5);
      const violations = await axeViolations(page, COLOUR_RULES);
      expect(violations, describeViolations(`users ${width}`, violations)).toEqual([]);
      await page.context().close();
    }
  });

  it('says and shows going offline and coming back, and the phone header still fits', async () => {
    for (const [viewport, width, language] of [
      [NARROW_PHONE, 360, 'en'],
      [NARROWEST_PHONE, 320, 'sw'],
      [DESKTOP, 1280, 'en'],
    ] as const) {
      const page = await browser.newPage(viewport);
      await signedInStudent(page, `a11yoffline${width}`);
      if (language === 'sw') {
        // Kiswahili's longer words in the narrowest header: chosen in the phone's menu.
        await page.getByRole('button', { name: 'Open navigation' }).click();
        await page.getByRole('navigation').getByText('SW', { exact: true }).click();
        await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('sw');
        await page.keyboard.press('Escape');
      }
      const text = (key: string) => common(language, key);
      const banner = page.getByRole('banner');
      const status = banner.getByRole('status');
      expect(await status.textContent()).toBe('');

      await page.context().setOffline(true);
      await expect.poll(() => status.textContent()).toBe(text('states.offlineKept'));
      await banner.getByText(text('states.offlineShort'), { exact: true }).waitFor();
      // Burger, "Offline", token balance and avatar on one line, nothing past the edge.
      const fits = await page.evaluate(() => {
        const header = document.querySelector('header');
        const row = header?.querySelector(':scope > .mantine-Group-root');
        return (
          !!row && row.scrollWidth <= row.clientWidth && header!.scrollWidth <= window.innerWidth
        );
      });
      expect(fits).toBe(true);
      await screenshot(page, `shell-a11y-offline-${width}`);

      await page.context().setOffline(false);
      await expect.poll(() => status.textContent()).toBe(text('states.backOnline'));
      // The badge (the live region says it too, unseen).
      await banner.getByText(text('states.backOnline'), { exact: true }).first().waitFor();
      await page.context().close();
    }
  });
});
