import { afterEach, describe, expect, it, vi } from 'vitest';

/** A service worker container with one registration, as the browser shows it. */
function fakeBrowser({ controlled, waiting }: { controlled: boolean; waiting: boolean }) {
  const posted: unknown[] = [];
  const worker = { state: 'installed', postMessage: (message: unknown) => posted.push(message) };
  const registration = { waiting: waiting ? worker : null, addEventListener: vi.fn() };
  const register = vi.fn(async () => registration);
  const container = {
    controller: controlled ? {} : null,
    register,
    addEventListener: vi.fn(),
  };
  vi.stubGlobal('navigator', { serviceWorker: container });
  return { posted, register, container };
}

async function freshModule() {
  vi.resetModules();
  return import('./register-sw');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('registerServiceWorker', () => {
  it('offers a waiting new version of a controlled page, and lets it take over on demand', async () => {
    const browser = fakeBrowser({ controlled: true, waiting: true });
    const { registerServiceWorker } = await freshModule();
    const offered = new Promise<() => void>((resolve) => registerServiceWorker(resolve));
    const apply = await offered;
    expect(browser.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    expect(browser.container.addEventListener).toHaveBeenCalledWith(
      'controllerchange',
      expect.any(Function),
      { once: true },
    );
    expect(browser.posted).toEqual([]);
    apply();
    expect(browser.posted).toEqual([{ type: 'SKIP_WAITING' }]);
  });

  it('offers nothing on a first install, and registers once', async () => {
    const browser = fakeBrowser({ controlled: false, waiting: true });
    const { registerServiceWorker } = await freshModule();
    const onNeedRefresh = vi.fn();
    registerServiceWorker(onNeedRefresh);
    registerServiceWorker(onNeedRefresh);
    await vi.waitFor(() => expect(browser.register).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    expect(onNeedRefresh).not.toHaveBeenCalled();
  });
});
