// Every screen is its own chunk, loaded when its route is first shown (issue 20): a student's
// first load carries the shell and the screen they land on, never the others (staff screens and
// charts above all). `preload` starts a download ahead, e.g. the screen of the address opened.
//
// A download that fails (a dropped connection on mobile data) must be retryable without reloading
// the page: React.lazy keeps a rejected import for good, so each screen renders through a wrapper
// that, once its download failed and the error screen's Try Again (or another address) resets the
// error boundary, swaps in a fresh React.lazy whose first render starts a fresh `import()`.
// A download that fails because a deploy removed the old build's files (the server answers 404)
// reloads the page once into the new build instead (stale-build.ts): trying the same file again
// cannot help. Only when the screen renders, never for a preload started ahead.
import { type ComponentType, createElement, type LazyExoticComponent, lazy } from 'react';
import { stringsReady } from '../i18n/i18n';
import { messagesReady } from '../i18n/messages';
import { reloadForNewBuild } from './stale-build';

export type TLazyScreen<P extends object = object> = ComponentType<P> & {
  preload: () => Promise<unknown>;
};

/** The screens whose download failed, each with what makes it try again on its next render. */
const failedScreens = new Set<() => void>();

/**
 * Lets every screen whose download failed download again when it renders next; the error
 * boundary calls it when it clears its error (Try Again, or another address).
 */
export function retryFailedScreens(): void {
  for (const retry of failedScreens) retry();
  failedScreens.clear();
}

/**
 * The component exported as `name` from the module `load` imports. It renders once its chunk,
 * the query client (unless `queries` is false: the sign-in screen does without), the shared
 * messages and the strings of its namespaces in the reader's language are there, so it never
 * shows untranslated text.
 */
export function lazyScreen<T extends string, P extends object = object>(
  load: () => Promise<Record<T, ComponentType<NoInfer<P>>>>,
  name: T,
  { queries = true }: { queries?: boolean } = {},
): TLazyScreen<P> {
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  // Once here, the screen renders as a plain component: React.lazy would still suspend on its
  // first render (it learns of a settled promise only in a later microtask), so a screen preloaded
  // with the page would commit a skeleton first and itself one render later, after the shell's
  // effects have started their own downloads (issue 20: that second commit was the LCP).
  let ready: ComponentType<P> | null = null;
  const start = () => {
    loading ??= Promise.all([load(), queries ? import('./query-client') : null, messagesReady()])
      // The chunks have registered their namespaces: a Kiswahili reader waits for their strings.
      .then(async (loaded) => {
        await stringsReady();
        return loaded;
      })
      .then(
        ([module, client]) => {
          const Screen: ComponentType<P> = module[name];
          if (client) {
            const { QueryProvider } = client;
            ready = (props: P) => <QueryProvider>{createElement(Screen, props)}</QueryProvider>;
          } else ready = Screen;
          return { default: ready };
        },
        (error: unknown) => {
          // Not retried here (that would loop while offline): the next start after a reset is.
          failedScreens.add(retry);
          throw error;
        },
      );
    return loading;
  };
  // The screen is wanted now: a download failed by a deploy reloads the page (the skeleton stays
  // up meanwhile); any other failure shows the error screen.
  const startForRender = () =>
    start().catch(async (error: unknown) => {
      if (await reloadForNewBuild(error)) return new Promise<never>(() => undefined);
      throw error;
    });
  let current: LazyExoticComponent<ComponentType<P>> = lazy(startForRender);
  const retry = () => {
    loading = null;
    current = lazy(startForRender);
  };
  // biome-ignore lint/correctness/noComponentHookFactories: made once per screen, at module level
  const LazyScreen = (props: P) => createElement(ready ?? current, props);
  return Object.assign(LazyScreen, { preload: start });
}
