import { mkdirSync } from 'node:fs';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject, onTestFailed } from 'vitest';

// Debian's Chromium with the flags this machine needs (DESIGN §6); never --user-data-dir.
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const artifactsDir = new URL('../artifacts/', import.meta.url).pathname;
/**
 * E2E_TRACE=1 records a Playwright trace of every test and keeps a failed one's. Off by default:
 * the screencast and DOM snapshots cost a third of the suite's time on a 2-core machine
 * (accounts + export specs: 43 s traced against 30 s, same run), and a CI log cannot carry a trace.
 */
const TRACE = process.env.E2E_TRACE === '1';

export const PHONE = { width: 390, height: 844 };
/** The narrowest phone the app is made for (many Android phones in Tanzania are 360 px wide). */
export const NARROW_PHONE = { width: 360, height: 740 };
/** The narrowest phones still sold there (and a 360 px phone with its text made larger). */
export const NARROWEST_PHONE = { width: 320, height: 640 };

/** Saves a full-page PNG under e2e/artifacts/screens/ for a person to look at. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(`${artifactsDir}screens`, { recursive: true });
  await page.screenshot({ path: `${artifactsDir}screens/${name}.png`, fullPage: true });
}
export const DESKTOP = { width: 1280, height: 800 };

/**
 * Registers hooks that give each test a fresh browser context (fresh storage) on one Chromium
 * per spec file; on failure a screenshot (and with E2E_TRACE=1 a Playwright trace) is kept in
 * e2e/artifacts.
 */
export function useBrowser() {
  let browser: Browser;
  const state: { context?: BrowserContext; page?: Page } = {};

  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    });
  });
  afterAll(async () => {
    await browser?.close();
  });
  afterEach(async () => {
    await state.context?.close();
    state.context = undefined;
    state.page = undefined;
  });

  return {
    baseURL: () => inject('baseURL'),
    /**
     * `locale` is the browser's language (navigator.languages), e.g. 'sw-TZ'; default en-US.
     * `serviceWorkers: 'block'` keeps the app's service worker out, so `page.route` sees every
     * download (a precached chunk would otherwise come from the worker's cache).
     */
    async newPage(
      viewport = DESKTOP,
      options: { locale?: string; serviceWorkers?: 'block' } = {},
    ): Promise<Page> {
      const context = await browser.newContext({
        viewport,
        baseURL: inject('baseURL'),
        ...(options.locale ? { locale: options.locale } : {}),
        ...(options.serviceWorkers ? { serviceWorkers: options.serviceWorkers } : {}),
      });
      if (TRACE) await context.tracing.start({ screenshots: true, snapshots: true });
      const page = await context.newPage();
      state.context = context;
      state.page = page;
      onTestFailed(async ({ task }) => {
        mkdirSync(artifactsDir, { recursive: true });
        const name = task.name.replace(/\W+/g, '-');
        await page
          .screenshot({ path: `${artifactsDir}${name}.png`, fullPage: true })
          .catch(() => {});
        if (TRACE) {
          await context.tracing.stop({ path: `${artifactsDir}${name}.trace.zip` }).catch(() => {});
        }
      });
      return page;
    },
  };
}
