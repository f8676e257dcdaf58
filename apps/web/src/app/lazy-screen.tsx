// Every screen is its own chunk, loaded when its route is first shown (issue 20): a student's
// first load carries the shell and the screen they land on, never the others (staff screens and
// charts above all). `preload` starts a download ahead, e.g. the screen of the address opened.
import { type ComponentType, createElement, type LazyExoticComponent, lazy } from 'react';
import { messagesReady } from '../i18n/messages';

export type TLazyScreen<P extends object = object> = LazyExoticComponent<ComponentType<P>> & {
  preload: () => Promise<unknown>;
};

/**
 * The component exported as `name` from the module `load` imports. It renders once its chunk,
 * the query client (unless `queries` is false: the sign-in screen does without) and the shared
 * messages of the reader's language are there, so it never shows untranslated text.
 */
export function lazyScreen<T extends string, P extends object = object>(
  load: () => Promise<Record<T, ComponentType<NoInfer<P>>>>,
  name: T,
  { queries = true }: { queries?: boolean } = {},
): TLazyScreen<P> {
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const start = () => {
    loading ??= Promise.all([
      load(),
      queries ? import('./query-client') : null,
      messagesReady(),
    ]).then(([module, client]) => {
      const Screen: ComponentType<P> = module[name];
      if (!client) return { default: Screen };
      const { QueryProvider } = client;
      return {
        default: (props: P) => <QueryProvider>{createElement(Screen, props)}</QueryProvider>,
      };
    });
    return loading;
  };
  return Object.assign(lazy(start), { preload: start });
}
