// Setup of the web project's tests. Component tests (*.test.tsx, `@vitest-environment
// happy-dom`) render Mantine, which calls a few browser APIs happy-dom lacks; pure tests
// (*.test.ts) run in Node and only get the stubs undone.
import { afterEach, vi } from 'vitest';

const inDom = typeof window !== 'undefined';

if (inDom) {
  // Testing Library cleans up by itself only with vitest globals, which this repo does not use.
  const { cleanup, configure } = await import('@testing-library/react');
  afterEach(() => cleanup());
  // findBy*/waitFor give up after 1 s by default. A CI machine running the API files beside these
  // (PGlite's WASM on every core) can take longer than that to render a Mantine dialog; what a
  // test waits for is still required, only given the time a busy machine needs.
  configure({ asyncUtilTimeout: 5_000 });

  // Mantine's colour scheme and media hooks ask for media queries: none matches.
  const { fakeMatchMedia } = await import('./match-media');
  window.matchMedia ??= fakeMatchMedia(false);

  // Autosize textareas, scroll areas and floating elements observe their size.
  class ResizeObserverShim {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  window.ResizeObserver ??= ResizeObserverShim;

  // Autosize textareas resize again once web fonts have loaded.
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: {
        ready: Promise.resolve(),
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      },
    });
  }

  // Comboboxes scroll the selected option into view.
  Element.prototype.scrollIntoView ??= () => undefined;
}

afterEach(() => {
  vi.unstubAllGlobals();
  if (!inDom) return;
  // Each test is a visit of its own: the page goes away (what waits to be written, as the kept
  // answers of lib/kept-answers.ts, is written now), then the device's storage is emptied.
  window.dispatchEvent(new Event('pagehide'));
  window.localStorage.clear();
});
