// A tab opened before a deploy still runs the old build: its screens' chunks (hashed names) are
// gone from the server, so opening a screen not downloaded yet fails ("Failed to fetch
// dynamically imported module"), and Try Again asks for the same missing file (issue: audit A1
// finding 11). A failed download whose file the server answers 404 for (or whose page now names
// another entry script) reloads the page once into the new build. A dropped connection (the
// server not reachable) keeps lazy-screen.tsx's Try Again instead: a reload while offline loses
// the page. A sessionStorage mark keeps a truly broken deploy from reloading in a loop: within
// RELOAD_GUARD_MS of a reload, the error screen shows, and its Refresh Page reloads by hand.
import { SKIP_WAITING } from './pwa/register-sw';

/** What a failed download's probe found. */
export interface TDownloadProbe {
  /** The failed file: gone (404, or HTML instead of a script), there, or the server unreachable. */
  file: 'gone' | 'there' | 'unreachable' | 'unknown';
  /** Whether the page the server sends now names another entry script; null when unknown. */
  buildChanged: boolean | null;
}

const RELOAD_MARK = 'ptlog.reloadedForNewBuild';
export const RELOAD_GUARD_MS = 2 * 60_000;

/** The browsers' words for a script module (or the CSS Vite preloads with it) that did not load. */
const MODULE_LOAD_FAILURE =
  /dynamically imported module|importing a module script failed|module script|MIME type|unable to preload css/i;

export function isModuleLoadFailure(error: unknown): boolean {
  return error instanceof Error && MODULE_LOAD_FAILURE.test(error.message);
}

/** The file named in the browser's message (Chromium and Firefox name it; Safari does not). */
export function failedFileOf(error: unknown): string | null {
  if (!(error instanceof Error)) return null;
  const url = /(https?:\/\/\S+?\.(?:m?js|css))\b/.exec(error.message)?.[1];
  if (!url) return null;
  try {
    return new URL(url).origin === window.location.origin ? url : null;
  } catch {
    return null;
  }
}

/**
 * Whether a failed screen download reloads the page: a module that did not load, while online,
 * not just after such a reload, and the server says the file is gone or the build changed. A
 * server out of reach means a dropped connection: Try Again, not a reload.
 */
export function reloadsAfterFailedDownload(facts: {
  moduleLoadFailure: boolean;
  online: boolean;
  reloadedRecently: boolean;
  probe: TDownloadProbe;
}): boolean {
  const { moduleLoadFailure, online, reloadedRecently, probe } = facts;
  if (!moduleLoadFailure || !online || reloadedRecently) return false;
  if (probe.file === 'unreachable') return false;
  return probe.file === 'gone' || probe.buildChanged === true;
}

/** The entry script a page's HTML names (`<script type="module" … src="/assets/index-….js">`). */
export function entryScriptOf(html: string): string | null {
  const tag = /<script\b[^>]*\btype="module"[^>]*>/i.exec(html)?.[0];
  return tag ? (/\bsrc="([^"]+)"/.exec(tag)?.[1] ?? null) : null;
}

/** This page's own entry script, as its HTML wrote it. */
function currentEntryScript(): string | null {
  const script = document.querySelector<HTMLScriptElement>('script[type="module"][src]');
  return script ? (script.getAttribute('src') ?? null) : null;
}

async function probeFile(url: string): Promise<TDownloadProbe['file']> {
  try {
    const response = await fetch(url, { cache: 'no-store' });
    if (response.status === 404 || response.status === 410) return 'gone';
    if (!response.ok) return 'unknown';
    // The history fallback of an older server sends the page for any unknown address.
    return /html/i.test(response.headers.get('content-type') ?? '') ? 'gone' : 'there';
  } catch {
    return 'unreachable';
  }
}

/** Null when unknown. A query the service worker's precache does not match: the server answers. */
async function probeBuildChanged(): Promise<boolean | null> {
  const current = currentEntryScript();
  if (!current) return null;
  try {
    const response = await fetch(`/?build-check=${Date.now()}`, { cache: 'no-store' });
    if (!response.ok) return null;
    const served = entryScriptOf(await response.text());
    return served === null ? null : served !== current;
  } catch {
    return null;
  }
}

/** Asks the server about a failed download: is its file gone, is there a newer build? */
export async function probeFailedDownload(error: unknown): Promise<TDownloadProbe> {
  const url = failedFileOf(error);
  const file = url ? await probeFile(url) : 'unknown';
  if (file === 'unreachable' || file === 'gone') return { file, buildChanged: null };
  return { file, buildChanged: await probeBuildChanged() };
}

function reloadedRecently(now: number): boolean {
  try {
    const at = Number(window.sessionStorage.getItem(RELOAD_MARK));
    return Number.isFinite(at) && at > 0 && now - at < RELOAD_GUARD_MS;
  } catch {
    // No storage to remember a reload in: never reload by ourselves (no loop possible).
    return true;
  }
}

function markReloaded(now: number): void {
  window.sessionStorage.setItem(RELOAD_MARK, String(now));
}

function within<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  return Promise.race([
    promise,
    new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), ms)),
  ]);
}

/** The registration's new version once it is installed and waiting; null without one. */
function installedWorker(registration: ServiceWorkerRegistration): Promise<ServiceWorker | null> {
  if (registration.waiting) return Promise.resolve(registration.waiting);
  const installing = registration.installing;
  if (!installing) return Promise.resolve(null);
  return new Promise((resolve) => {
    installing.addEventListener('statechange', () => {
      if (installing.state === 'installed') resolve(installing);
      else if (installing.state === 'redundant') resolve(null);
    });
  });
}

/**
 * Reloads into the newest build. A service worker controlling the page would answer the reload
 * with the old build's precached page (which names the same missing files), so its new version
 * is fetched and let take over first; bounded waits, then the reload happens anyway.
 */
export async function reloadIntoNewBuild(): Promise<void> {
  try {
    const container = 'serviceWorker' in navigator ? navigator.serviceWorker : null;
    const registration = container?.controller ? await container.getRegistration() : undefined;
    if (container && registration) {
      await within(registration.update(), 5_000);
      const worker = await within(installedWorker(registration), 15_000);
      if (worker) {
        const takenOver = new Promise((resolve) =>
          container.addEventListener('controllerchange', resolve, { once: true }),
        );
        worker.postMessage(SKIP_WAITING);
        await within(takenOver, 5_000);
      }
    }
  } catch {
    // The reload below still gets whatever the server and the worker have.
  }
  window.location.reload();
}

/**
 * After a screen's download failed: reloads the page into the new build when that is what the
 * failure means (see reloadsAfterFailedDownload), and says whether it does.
 */
export async function reloadForNewBuild(
  error: unknown,
  reload: () => Promise<void> = reloadIntoNewBuild,
): Promise<boolean> {
  const moduleLoadFailure = isModuleLoadFailure(error);
  const online = navigator.onLine !== false;
  if (!moduleLoadFailure || !online || reloadedRecently(Date.now())) return false;
  const probe = await probeFailedDownload(error);
  const reloads = reloadsAfterFailedDownload({
    moduleLoadFailure,
    online,
    reloadedRecently: reloadedRecently(Date.now()),
    probe,
  });
  if (!reloads) return false;
  markReloaded(Date.now());
  void reload();
  return true;
}
