// What the accessibility audit left (real Chromium): the screens outside the shell name the tab
// (not found, the supervisor's sign-off page), the weekly Export menu opens on a named item, a
// switch that is off shows its track at 3:1 (WCAG 1.4.11), a busy button or switch keeps the
// focus, a sent feedback form gives it to its success message, and a focused toast stays.
import { MESSAGES } from '@ptlog/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  createVerifiedStudent,
  logWeekOneThroughApi,
  signInThroughForm,
} from '../support/accounts';
import { DESKTOP, NARROW_PHONE, screenshot, useBrowser } from '../support/browser';
import { expectFocusOn, tabTo } from '../support/keyboard';

const VIEWPORTS = [
  [NARROW_PHONE, 360],
  [DESKTOP, 1280],
] as const;

/** The focused element's role and its accessible name, as Chromium's accessibility tree has them. */
async function focusedInTree(page: Page): Promise<{ role: string; name: string }> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = await cdp.send('Accessibility.getFullAXTree');
    // The page itself (RootWebArea) says focused too: the element is the other one.
    const focused = nodes.find(
      (node) =>
        node.role?.value !== 'RootWebArea' &&
        node.properties?.some((property) => property.name === 'focused' && property.value.value),
    );
    return { role: String(focused?.role?.value ?? ''), name: String(focused?.name?.value ?? '') };
  } finally {
    await cdp.detach();
  }
}

/** WCAG contrast of an off switch's track fill against the first opaque background behind it. */
function offTrackContrast(page: Page) {
  return page
    .locator('.mantine-Switch-input:not(:checked) + .mantine-Switch-track')
    .first()
    .evaluate((track) => {
      const channels = (css: string) => (css.match(/[\d.]+/g) ?? []).map(Number);
      const luminance = (css: string) => {
        const [r = 0, g = 0, b = 0] = channels(css).map((value) => {
          const c = value / 255;
          return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * r + 0.7152 * g + 0.0722 * b;
      };
      let background = 'rgb(255, 255, 255)';
      for (let node = track.parentElement; node; node = node.parentElement) {
        const colour = getComputedStyle(node).backgroundColor;
        if (colour !== 'transparent' && channels(colour)[3] !== 0) {
          background = colour;
          break;
        }
      }
      const fill = getComputedStyle(track).backgroundColor;
      const [light, dark] = [luminance(fill), luminance(background)].sort((a, b) => b - a);
      const ratio = ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
      return { ratio: Math.round(ratio * 100) / 100, fill, background };
    });
}

async function signedInStudent(page: Page, tag: string) {
  const student = await createVerifiedStudent(page.request, tag);
  await signInThroughForm(page, student.email, student.password);
  await page.waitForURL('**/dashboard');
  return student;
}

describe('what the accessibility audit left', { timeout: 120_000 }, () => {
  const browser = useBrowser();

  it('names the not-found and sign-off pages in the tab, at 360 and 1280 px', async () => {
    for (const [viewport, width] of VIEWPORTS) {
      const page = await browser.newPage(viewport);
      await page.goto('/no-such-page');
      await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
      await expect.poll(() => page.title()).toBe('Page not found – PT Logbook');
      await screenshot(page, `a11y-not-found-${width}`);
      await page.goto('/signoff/not-a-real-link');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await expect.poll(() => page.title()).toBe('Log book sign-off – PT Logbook');
      await screenshot(page, `a11y-signoff-gone-${width}`);
      await page.context().close();
    }
  });

  it('opens the weekly Export menu on PDF, a named menu item', async () => {
    const page = await browser.newPage(DESKTOP);
    const student = await createVerifiedStudent(page.request, 'a11yexportmenu');
    await logWeekOneThroughApi(page.request, student, ['Checked the pump seals and logged wear.']);
    await signInThroughForm(page, student.email, student.password);
    await page.waitForURL('**/dashboard');
    await page.goto('/weekly-report/1');
    await page.getByRole('heading', { name: 'Week 1', exact: true }).waitFor();
    const exportButton = page.getByRole('button', { name: 'Export', exact: true });
    await tabTo(page, exportButton);
    await page.keyboard.press('Enter');
    const pdf = page.getByRole('menuitem', { name: 'PDF' });
    await expectFocusOn(page, pdf);
    expect(await focusedInTree(page)).toEqual({ role: 'menuitem', name: 'PDF' });
    await screenshot(page, 'a11y-export-menu-1280');
    await page.keyboard.press('ArrowDown');
    expect(await focusedInTree(page)).toEqual({ role: 'menuitem', name: 'DOCX' });
  });

  it("draws an off switch's track at 3:1 on the settings screen, at 360 and 1280 px", async () => {
    for (const [viewport, width] of VIEWPORTS) {
      const page = await browser.newPage(viewport);
      await signedInStudent(page, `a11yswitch${width}`);
      await page.goto('/settings');
      const reminders = page.getByRole('switch', { name: 'Send me reminder e-mails' });
      await reminders.waitFor();
      await expect.poll(() => reminders.isEnabled()).toBe(true);
      if (await reminders.isChecked()) {
        await reminders.click();
        await expect.poll(() => reminders.isChecked()).toBe(false);
        await expect.poll(() => reminders.isEnabled()).toBe(true);
      }
      // Past Mantine's 150 ms background transition.
      await page.waitForTimeout(300);
      const track = await offTrackContrast(page);
      expect(track.ratio, JSON.stringify(track)).toBeGreaterThanOrEqual(3);
      // The toast saying so would cover the switch in the 360 px screenshot.
      await page.locator('.mantine-Notification-root button').first().click();
      await page.locator('.mantine-Notification-root').waitFor({ state: 'detached' });
      await screenshot(page, `a11y-settings-switch-off-${width}`);
      await page.context().close();
    }
  });

  it('keeps the focus on Send while the feedback form sends, then gives it to the message', async () => {
    for (const [viewport, width] of VIEWPORTS) {
      const page = await browser.newPage(viewport);
      await signedInStudent(page, `a11yfeedbackbusy${width}`);
      // The answer waits a moment, so the button is seen busy.
      await page.route('**/api/auth/feedback/**', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 800));
        await route.continue();
      });
      await page.goto('/help');
      const send = page.getByRole('button', { name: 'Send Feedback' });
      await send.waitFor();
      await page.getByLabel(/^Subject/).fill('The export button');
      await page.getByLabel(/^Message/).fill('The PDF of week one opens slowly on my phone.');
      await tabTo(page, send);
      await page.keyboard.press('Enter');
      await expect.poll(() => send.getAttribute('aria-disabled')).toBe('true');
      await expectFocusOn(page, send);
      // Sent, the emptied form disables Send: the success message takes the focus, not <body>.
      const thanks = page.getByRole('status').filter({ hasText: MESSAGES.feedback.success });
      await thanks.waitFor();
      await expectFocusOn(page, thanks);
      expect(await send.isDisabled()).toBe(true);
      await screenshot(page, `a11y-feedback-sent-focus-${width}`);
      // Its close button takes it away: the focus goes on to Subject.
      await page.keyboard.press('Tab');
      await expectFocusOn(page, thanks.getByRole('button', { name: 'Close' }));
      await page.keyboard.press('Enter');
      await expectFocusOn(page, page.getByLabel(/^Subject/));
      await page.context().close();
    }
  });

  it('keeps the focus on the reminders switch while it saves, at 360 and 1280 px', async () => {
    for (const [viewport, width] of VIEWPORTS) {
      const page = await browser.newPage(viewport);
      await signedInStudent(page, `a11yswitchbusy${width}`);
      // The answer waits a moment, so the switch is seen busy.
      await page.route('**/api/user/reminders/**', async (route) => {
        if (route.request().method() === 'PUT')
          await new Promise((resolve) => setTimeout(resolve, 800));
        await route.continue();
      });
      await page.goto('/settings');
      const reminders = page.getByRole('switch', { name: 'Send me reminder e-mails' });
      await expect.poll(() => reminders.isEnabled()).toBe(true);
      const before = await reminders.isChecked();
      await tabTo(page, reminders);
      await page.keyboard.press('Space');
      await expect.poll(() => reminders.getAttribute('aria-busy')).toBe('true');
      expect(await reminders.getAttribute('aria-disabled')).toBe('true');
      await expectFocusOn(page, reminders);
      await screenshot(page, `a11y-settings-switch-busy-${width}`);
      // A second press while it saves changes nothing.
      await page.keyboard.press('Space');
      expect(await reminders.isChecked()).toBe(!before);
      await expect.poll(() => reminders.getAttribute('aria-busy')).toBe(null);
      expect(await reminders.isChecked()).toBe(!before);
      await expectFocusOn(page, reminders);
      // Saved, it takes the next press.
      await page.keyboard.press('Space');
      await expect.poll(() => reminders.getAttribute('aria-busy')).toBe('true');
      await expect.poll(() => reminders.getAttribute('aria-busy')).toBe(null);
      expect(await reminders.isChecked()).toBe(before);
      await page.context().close();
    }
  });

  it('holds a toast while it has the focus, and closes it 4 s after the focus leaves', async () => {
    const page = await browser.newPage(DESKTOP);
    await signedInStudent(page, 'a11ytoastfocus');
    await page.goto('/settings');
    const reminders = page.getByRole('switch', { name: 'Send me reminder e-mails' });
    await expect.poll(() => reminders.isEnabled()).toBe(true);
    await tabTo(page, reminders);
    await page.keyboard.press('Space');
    const toast = page.locator('.mantine-Notification-root');
    await toast.waitFor();
    const close = toast.getByRole('button', { name: 'Close' });
    // From the switch, the toast's Close is the next stop (its container ends the page).
    await page.keyboard.press('Tab');
    await expectFocusOn(page, close);
    await page.waitForTimeout(5_000);
    expect(await toast.isVisible()).toBe(true);
    await page.keyboard.press('Shift+Tab');
    await expectFocusOn(page, reminders);
    await page.waitForTimeout(3_000);
    expect(await toast.isVisible()).toBe(true);
    await toast.waitFor({ state: 'detached', timeout: 3_000 });
  });
});
