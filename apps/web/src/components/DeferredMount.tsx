import { type ReactNode, useDeferredValue } from 'react';

/**
 * Shows `fallback` in the render that mounts it and `children` in React's deferred render right
 * after, which React does in slices, yielding to the browser between them: a large subtree
 * (a week's tiles and form) then arrives without one long task that blocks taps and scrolling on
 * a slow phone (issue 20). Later renders of a mounted one render `children` at once.
 */
export function DeferredMount({
  children,
  fallback,
}: {
  children: ReactNode;
  fallback: ReactNode;
}) {
  const mounted = useDeferredValue(true, false);
  return mounted ? children : fallback;
}
