// The service worker (vite-plugin-pwa's generated /sw.js, registerType 'prompt') registered in a
// few lines of our own instead of workbox-window, whose 2 KB gzip every first load downloaded
// (issue 20). The same lifecycle: registered at once, a new version waits until the reader
// agrees (Update Available), then it takes over and the page reloads.

/** Lets the waiting version take over; the page reloads once it controls it. */
export type TApplyUpdate = () => void;

/** What the generated sw.js listens for to stop waiting (workbox-window's messageSkipWaiting). */
const SKIP_WAITING = { type: 'SKIP_WAITING' } as const;

let registered = false;

/**
 * Registers /sw.js once; `onNeedRefresh` is called when a new version is installed and waiting
 * while an older one controls the page (a first install is not an update).
 */
export function registerServiceWorker(onNeedRefresh: (apply: TApplyUpdate) => void): void {
  if (registered || !('serviceWorker' in navigator)) return;
  registered = true;
  const container = navigator.serviceWorker;
  const waiting = (worker: ServiceWorker) => {
    if (!container.controller) return;
    // Whichever tab lets it take over, this one reloads into the new version.
    container.addEventListener('controllerchange', () => window.location.reload(), {
      once: true,
    });
    onNeedRefresh(() => worker.postMessage(SKIP_WAITING));
  };
  container
    .register('/sw.js', { scope: '/' })
    .then((registration) => {
      if (registration.waiting) waiting(registration.waiting);
      registration.addEventListener('updatefound', () => {
        const worker = registration.installing;
        worker?.addEventListener('statechange', () => {
          if (worker.state === 'installed') waiting(worker);
        });
      });
    })
    .catch(() => undefined);
}
