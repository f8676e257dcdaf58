// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  entryScriptOf,
  failedFileOf,
  isModuleLoadFailure,
  probeFailedDownload,
  RELOAD_GUARD_MS,
  reloadForNewBuild,
  reloadsAfterFailedDownload,
  type TDownloadProbe,
} from './stale-build';

const CHUNK = `${window.location.origin}/assets/UsersPage-Bq3x9.js`;
/** Chromium's words when a screen's chunk did not load. */
const chunkFailure = () => new TypeError(`Failed to fetch dynamically imported module: ${CHUNK}`);
const PAGE = (entry: string) =>
  `<!doctype html><html><head><script src="/assets/early-reads-1.js" async></script><script type="module" crossorigin src="${entry}"></script></head><body></body></html>`;

/** The server: the chunk's answer, and the page it sends now (its entry script). */
function server({ chunk, entry }: { chunk: number | 'down'; entry?: string }) {
  const fetchFake = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (chunk === 'down') throw new TypeError('Failed to fetch');
    if (url === CHUNK) {
      return new Response(chunk === 200 ? 'export {}' : 'Not found\n', {
        status: chunk,
        headers: { 'content-type': chunk === 200 ? 'text/javascript' : 'text/plain' },
      });
    }
    return new Response(PAGE(entry ?? '/assets/index-OLD.js'), {
      status: 200,
      headers: { 'content-type': 'text/html' },
    });
  });
  vi.stubGlobal('fetch', fetchFake);
  return fetchFake;
}

const online = (probe: TDownloadProbe, reloadedRecently = false) =>
  reloadsAfterFailedDownload({ moduleLoadFailure: true, online: true, reloadedRecently, probe });

describe('the reload decision after a failed screen download', () => {
  it('reloads when the file is gone or the page names a newer build', () => {
    expect(online({ file: 'gone', buildChanged: null })).toBe(true);
    expect(online({ file: 'there', buildChanged: true })).toBe(true);
    expect(online({ file: 'unknown', buildChanged: true })).toBe(true);
  });
  it('keeps Try Again for a dropped connection, an unchanged build, or just after a reload', () => {
    expect(online({ file: 'unreachable', buildChanged: null })).toBe(false);
    expect(online({ file: 'there', buildChanged: false })).toBe(false);
    expect(online({ file: 'unknown', buildChanged: null })).toBe(false);
    expect(online({ file: 'gone', buildChanged: true }, true)).toBe(false);
    const probe: TDownloadProbe = { file: 'gone', buildChanged: true };
    expect(
      reloadsAfterFailedDownload({
        moduleLoadFailure: true,
        online: false,
        reloadedRecently: false,
        probe,
      }),
    ).toBe(false);
    expect(
      reloadsAfterFailedDownload({
        moduleLoadFailure: false,
        online: true,
        reloadedRecently: false,
        probe,
      }),
    ).toBe(false);
  });
  it("recognises the browsers' module load failures and the file they name", () => {
    expect(isModuleLoadFailure(chunkFailure())).toBe(true);
    expect(isModuleLoadFailure(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isModuleLoadFailure(new Error('Unable to preload CSS for /assets/x.css'))).toBe(true);
    expect(isModuleLoadFailure(new TypeError('Failed to fetch'))).toBe(false);
    expect(isModuleLoadFailure(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(failedFileOf(chunkFailure())).toBe(CHUNK);
    expect(failedFileOf(new TypeError('Importing a module script failed.'))).toBeNull();
    // Another site's file is never probed.
    expect(
      failedFileOf(
        new TypeError('Failed to fetch dynamically imported module: https://x.test/a.js'),
      ),
    ).toBeNull();
    expect(entryScriptOf(PAGE('/assets/index-NEW.js'))).toBe('/assets/index-NEW.js');
  });
});

describe('probing and reloading', () => {
  beforeEach(() => {
    // The page's own entry script; kept out of the document, where happy-dom would try to load it.
    const entry = document.createElement('script');
    entry.type = 'module';
    entry.setAttribute('src', '/assets/index-OLD.js');
    const find = document.querySelector.bind(document);
    vi.spyOn(document, 'querySelector').mockImplementation((selector: string) =>
      selector === 'script[type="module"][src]' ? entry : find(selector),
    );
    window.sessionStorage.clear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('finds the file gone (404), or the server out of reach', async () => {
    server({ chunk: 404 });
    expect(await probeFailedDownload(chunkFailure())).toEqual({ file: 'gone', buildChanged: null });
    server({ chunk: 'down' });
    expect(await probeFailedDownload(chunkFailure())).toEqual({
      file: 'unreachable',
      buildChanged: null,
    });
  });

  it("compares the page's entry script when the file itself answers (or is not named)", async () => {
    server({ chunk: 200, entry: '/assets/index-NEW.js' });
    expect(await probeFailedDownload(chunkFailure())).toEqual({
      file: 'there',
      buildChanged: true,
    });
    server({ chunk: 200, entry: '/assets/index-OLD.js' });
    expect(await probeFailedDownload(new TypeError('Importing a module script failed.'))).toEqual({
      file: 'unknown',
      buildChanged: false,
    });
  });

  it('reloads once; a second failure soon after shows the error instead (no loop)', async () => {
    server({ chunk: 404 });
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

  it('never reloads for a dropped connection: Try Again downloads again', async () => {
    server({ chunk: 'down' });
    const reload = vi.fn(async () => undefined);
    expect(await reloadForNewBuild(chunkFailure(), reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
