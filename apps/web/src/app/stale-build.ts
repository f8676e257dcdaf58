// A tab opened before a deploy still runs the old build: its screens' chunks (hashed names) are
// gone from the server, so opening a screen not downloaded yet fails ("Failed to fetch
// dynamically imported module"), and Try Again asks for the same missing file (issue: audit A1
// finding 11). A failed download while the page the server sends now names another entry script
// (every chunk's hash reaches the entry's) reloads the page once into the new build. A server out
// of reach means a dropped connection and keeps lazy-screen.tsx's Try Again: a reload while
// offline loses the page. A sessionStorage mark keeps a truly broken deploy from reloading in a
// loop: within RELOAD_GUARD_MS of a reload, the error screen shows, and its Refresh Page reloads
// by hand. This module is in every first load: it must be there before the old build's files go.
const RELOAD_MARK = 'ptlog.reloadedForNewBuild';
export const RELOAD_GUARD_MS = 2 * 60_000;

/** The browsers' words for a script module (or the CSS Vite preloads with it) that did not load. */
const MODULE_LOAD_FAILURE =
  /dynamically imported module|importing a module script failed|module script|MIME type|unable to preload css/i;

export function isModuleLoadFailure(error: unknown): boolean {
  return error instanceof Error && MODULE_LOAD_FAILURE.test(error.message);
}

/**
 * Whether a failed screen download reloads the page: a module that did not load, while online,
 * not just after such a reload, and the server's page names a newer build. A server out of reach
 * (buildChanged null) means a dropped connection: Try Again, not a reload.
 */
export function reloadsAfterFailedDownload(facts: {
  moduleLoadFailure: boolean;
  online: boolean;
  reloadedRecently: boolean;
  buildChanged: boolean | null;
}): boolean {
  const { moduleLoadFailure, online, reloadedRecently, buildChanged } = facts;
  return moduleLoadFailure && online && !reloadedRecently && buildChanged === true;
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

/**
 * Whether the page the server sends now names another entry script than this page's; null when
 * unknown or the server is out of reach. A query the service worker's precache does not match:
 * the server answers.
 */
export async function probeBuildChanged(): Promise<boolean | null> {
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

/**
 * Reloads into the newest build. A service worker controlling the page would answer the reload
 * with the old build's precached page (which names the same missing files), so it is unregistered
 * first: the reload comes from the server, and the new build registers its own worker.
 */
export async function reloadIntoNewBuild(): Promise<void> {
  try {
    await (await navigator.serviceWorker?.getRegistration())?.unregister();
  } catch {
    // The reload below still gets whatever the server and the worker have.
  }
  window.location.reload();
}

/**
 * The error screen's Refresh Page: into the new build when a deploy is why the screen did not
 * download; otherwise a plain reload, which a service worker answers with the app it keeps
 * (offline, unregistering it would leave the browser's offline page instead of the app).
 */
export async function refreshPage(
  error: unknown,
  reload: () => Promise<void> = reloadIntoNewBuild,
): Promise<void> {
  if (isModuleLoadFailure(error) && (await probeBuildChanged()) === true) return reload();
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
  const reloads = reloadsAfterFailedDownload({
    moduleLoadFailure,
    online,
    reloadedRecently: reloadedRecently(Date.now()),
    buildChanged: await probeBuildChanged(),
  });
  if (!reloads) return false;
  markReloaded(Date.now());
  void reload();
  return true;
}
