// Setup of the web project's tests. Component tests (*.test.tsx) render Mantine in happy-dom,
// which lacks a few browser APIs Mantine calls; pure tests (*.test.ts) are not affected.
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

if (typeof window !== 'undefined') {
  // Mantine's colour scheme and media hooks ask for media queries: none matches.
  window.matchMedia ??= (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  });

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
  // Testing Library cleans up by itself only with vitest globals, which this repo does not use.
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  if (typeof window !== 'undefined') window.localStorage.clear();
});
