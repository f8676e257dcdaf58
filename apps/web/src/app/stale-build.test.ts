// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OLD_ENTRY, stubEntryScript } from '../test/entry-script';
import {
  entryScriptOf,
  isModuleLoadFailure,
  probeBuildChanged,
  RELOAD_GUARD_MS,
  refreshPage,
  reloadForNewBuild,
  reloadsAfterFailedDownload,
} from './stale-build';

const CHUNK = `${window.location.origin}/assets/UsersPage-Bq3x9.js`;
/** Chromium's words when a screen's chunk did not load. */
const chunkFailure = () => new TypeError(`Failed to fetch dynamically imported module: ${CHUNK}`);
const PAGE = (entry: string) =>
  `<!doctype html><html><head><script src="/assets/early-reads-1.js" async></script><script type="module" crossorigin src="${entry}"></script></head><body></body></html>`;

/** The server: down, or up and sending a page that names this entry script. */
function server(answer: { entry: string } | 'down') {
  const fetchFake = vi.fn(async (_input: RequestInfo | URL) => {
    if (answer === 'down') throw new TypeError('Failed to fetch');
    return new Response(PAGE(answer.entry), {
      status: 200,
      headers: { 'content-type': 'text/html' },
    });
  });
  vi.stubGlobal('fetch', fetchFake);
  return fetchFake;
}
const NEW_BUILD = { entry: '/assets/index-NEW.js' };
const SAME_BUILD = { entry: OLD_ENTRY };

const decide = (buildChanged: boolean | null, over: { online?: boolean; recent?: boolean } = {}) =>
  reloadsAfterFailedDownload({
    moduleLoadFailure: true,
    online: over.online ?? true,
    reloadedRecently: over.recent ?? false,
    buildChanged,
  });

describe('the reload decision after a failed screen download', () => {
  it('reloads when the page names a newer build', () => {
    expect(decide(true)).toBe(true);
  });
  it('keeps Try Again for a dropped connection, an unchanged build, offline, or just after a reload', () => {
    expect(decide(null)).toBe(false);
    expect(decide(false)).toBe(false);
    expect(decide(true, { recent: true })).toBe(false);
    expect(decide(true, { online: false })).toBe(false);
    expect(
      reloadsAfterFailedDownload({
        moduleLoadFailure: false,
        online: true,
        reloadedRecently: false,
        buildChanged: true,
      }),
    ).toBe(false);
  });
  it("recognises the browsers' module load failures and a page's entry script", () => {
    expect(isModuleLoadFailure(chunkFailure())).toBe(true);
    expect(isModuleLoadFailure(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isModuleLoadFailure(new Error('Unable to preload CSS for /assets/x.css'))).toBe(true);
    expect(isModuleLoadFailure(new TypeError('Failed to fetch'))).toBe(false);
    expect(isModuleLoadFailure(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(entryScriptOf(PAGE('/assets/index-NEW.js'))).toBe('/assets/index-NEW.js');
  });
});

describe('probing and reloading', () => {
  beforeEach(() => {
    stubEntryScript();
    window.sessionStorage.clear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("compares the page's entry script with the one the server sends now", async () => {
    const fetchFake = server(NEW_BUILD);
    expect(await probeBuildChanged()).toBe(true);
    // The service worker's precache never answers the probe: a query it does not match.
    expect(String(fetchFake.mock.calls[0]?.[0])).toMatch(/^\/\?build-check=\d+$/);
    server(SAME_BUILD);
    expect(await probeBuildChanged()).toBe(false);
    server('down');
    expect(await probeBuildChanged()).toBeNull();
  });

  it('reloads once; a second failure soon after shows the error instead (no loop)', async () => {
    server(NEW_BUILD);
    const reload = vi.fn(async () => undefined);
    expect(await reloadForNewBuild(chunkFailure(), reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    // The reloaded page fails again (a broken deploy): no second reload.
    expect(await reloadForNewBuild(chunkFailure(), reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    // Long after, a new deploy may reload again.
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + RELOAD_GUARD_MS + 1);
    expect(await reloadForNewBuild(chunkFailure(), reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('never reloads for a dropped connection or an unchanged build: Try Again downloads again', async () => {
    server('down');
    const reload = vi.fn(async () => undefined);
    expect(await reloadForNewBuild(chunkFailure(), reload)).toBe(false);
    server(SAME_BUILD);
    expect(await reloadForNewBuild(chunkFailure(), reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('Refresh Page goes into the new build only when a deploy is why the screen failed', async () => {
    const reload = vi.fn(async () => undefined);
    const plainReload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    server(NEW_BUILD);
    await refreshPage(chunkFailure(), reload);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(plainReload).not.toHaveBeenCalled();
    // Offline: the service worker must stay, to answer the plain reload with the app.
    server('down');
    await refreshPage(chunkFailure(), reload);
    // Not a download failure at all: a plain reload, nothing asked.
    const fetchFake = server(NEW_BUILD);
    await refreshPage(new Error('Cannot read properties of undefined'), reload);
    expect(fetchFake).not.toHaveBeenCalled();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(plainReload).toHaveBeenCalledTimes(2);
  });
});
