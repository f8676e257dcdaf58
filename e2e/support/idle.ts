import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Away for 11 minutes, then back to the tab: signed out by the idle rule (spec 1 §4). Repeated
 * until it happens: the idle watcher loads after signing in, and as it starts it records activity,
 * so a past set before it runs is overwritten.
 */
export async function idleSignOut(page: Page): Promise<void> {
  await expect
    .poll(
      async () => {
        await page.evaluate(() => {
          localStorage.setItem('last_activity', String(Date.now() - 11 * 60_000));
          document.dispatchEvent(new Event('visibilitychange'));
        });
        return new URL(page.url()).pathname;
      },
      { timeout: 20_000 },
    )
    .toBe('/login');
}
