// Keyboard-only helpers (issue 20; docs/accessibility.md): reach a control with Tab alone, check
// that its focus is visible, and check that a dialog keeps the focus and gives it back.
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * The focused element's outline or box-shadow (or its stretched ::after's outline): its ring. A
 * visually hidden input (a segmented control's radio) must draw it on its label, which is seen.
 */
export function focusRing(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'nothing focused';
    const box = element.getBoundingClientRect();
    const hidden = box.width < 2 || box.height < 2;
    const shown = hidden && element instanceof HTMLInputElement ? element.labels?.[0] : element;
    if (!shown) return `focus on a hidden element ${element.outerHTML.slice(0, 160)}`;
    const drawn = (style: CSSStyleDeclaration) =>
      (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0) ||
      style.boxShadow !== 'none';
    if (drawn(getComputedStyle(shown)) || drawn(getComputedStyle(shown, '::after')))
      return 'visible';
    return `no focus ring on ${shown.outerHTML.slice(0, 160)}`;
  });
}

export async function isFocused(target: Locator) {
  return target.evaluate((element) => element === document.activeElement).catch(() => false);
}

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, at most `limit` times; then checks
 * that the focus is visible.
 */
export async function tabTo(page: Page, target: Locator, { back = false, limit = 40 } = {}) {
  // Attached, not visible: a visually hidden radio takes the focus too (focusRing checks its label).
  await target.waitFor({ state: 'attached' });
  for (let presses = 0; !(await isFocused(target)); presses += 1) {
    if (presses >= limit) throw new Error(`${target} not reached in ${limit} presses of Tab`);
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  expect(await focusRing(page)).toBe('visible');
}

/** Waits until `target` has the focus (given to it, not reached with Tab); checks its ring. */
export async function expectFocusOn(page: Page, target: Locator) {
  await expect.poll(() => isFocused(target)).toBe(true);
  expect(await focusRing(page)).toBe('visible');
}

/**
 * Waits until the focus is inside `dialog`. The dialog is visible a moment before its focus
 * trap moves the focus in (Mantine does it once the opening transition has mounted it).
 */
export async function expectFocusInside(dialog: Locator) {
  await dialog.waitFor();
  await expect
    .poll(() => dialog.evaluate((element) => element.contains(document.activeElement)))
    .toBe(true);
}

/** Tabs to a field and types into it. */
export async function typeInto(page: Page, target: Locator, text: string) {
  await tabTo(page, target);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

/**
 * With a dialog open: Tab and Shift+Tab never leave it and show where the focus is; Escape
 * closes it and the focus is back on `opener`.
 */
export async function checkDialogTrap(page: Page, dialog: Locator, opener: Locator) {
  await expectFocusInside(dialog);
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let press = 0; press < 12; press += 1) {
      await page.keyboard.press(key);
      const inside = await dialog.evaluate((element) => element.contains(document.activeElement));
      expect(inside, `${key} #${press + 1} left the dialog`).toBe(true);
      expect(await focusRing(page), `${key} #${press + 1}`).toBe('visible');
    }
  }
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  await expect.poll(() => isFocused(opener)).toBe(true);
}
