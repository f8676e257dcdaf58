// Every screen is its own chunk, loaded when its route is first shown (issue 20): a student's
// first load carries the shell and the screen they land on, never the others (staff screens and
// charts above all). `preload` starts a download ahead, e.g. the screen of the address opened.
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

export type TLazyScreen = LazyExoticComponent<ComponentType> & { preload: () => Promise<unknown> };

/** A screen exported as `name` from the module `load` imports. */
export function lazyScreen<T extends string>(
  load: () => Promise<Record<T, ComponentType>>,
  name: T,
): TLazyScreen {
  let loading: Promise<{ default: ComponentType }> | null = null;
  const start = () => {
    loading ??= load().then((module) => ({ default: module[name] }));
    return loading;
  };
  return Object.assign(lazy(start), { preload: start });
}
