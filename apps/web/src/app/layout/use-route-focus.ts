import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { APP_TITLE, documentTitle } from '../../components/document-title';
import { readerActed } from './reader-input';

/**
 * The id of the shell's <main> (and the signed-out screens' <main>, AuthLayout): the skip link's
 * target and where a screen's h1 is looked for.
 */
export const MAIN_ID = 'main';

/** How long a screen may take to show its heading (its chunk, then its data) after a move. */
const HEADING_WAIT_MS = 10_000;

/**
 * The screen's h1, not the one of the screen before it: while a screen's chunk loads, React keeps
 * the screen before it in the page, hidden (display: none), beside the placeholder.
 */
function shownHeading(main: HTMLElement): HTMLHeadingElement | undefined {
  return Array.from(main.querySelectorAll('h1')).find(
    (heading) => !heading.closest('[hidden], [style*="display: none"]'),
  );
}

/**
 * After a move to another screen (a link, a redirect after saving, Back), the focus goes to the
 * new screen's h1, which a screen reader then reads: otherwise the focus stays on the menu link
 * (desktop) or falls to <body> (the phone's menu closes) and nothing says the page changed. Not on
 * the first load, not when only the query string changes, and not when the screen has already put
 * the focus inside itself (a field it focuses, the link that changed the week). A heading that
 * comes later (the screen's chunk or data still loading) gets the focus when it appears, and
 * once <main> is no longer inert (under the phone's open menu).
 *
 * The h1 also names the page, "Week 3 – PT Logbook", as its text changes (the language, the
 * week): ScreenTitle names its screen itself; this covers every other h1, and a screen still
 * loading is "PT Logbook", not the screen before it.
 */
export function useRouteFocus(): void {
  const { pathname, key } = useLocation();
  /** The path of the screen shown last: ?week=2 stays on the same screen. */
  const shownPath = useRef<string | null>(null);
  /** The path whose heading is still to take the focus, and until when it may. */
  const focusPending = useRef<{ path: string; until: number } | null>(null);

  useEffect(() => {
    if (shownPath.current !== pathname) {
      // The first load's location has the key 'default'; the shell's first screen may also be
      // one the sign-in screen moved to, which has its own key.
      const moved = key !== 'default' && readerActed();
      focusPending.current = moved ? { path: pathname, until: Date.now() + HEADING_WAIT_MS } : null;
      shownPath.current = pathname;
    }
    const main = document.getElementById(MAIN_ID);
    if (!main) return;
    const update = () => {
      const heading = shownHeading(main);
      const title = heading ? documentTitle(heading.textContent ?? '') : APP_TITLE;
      if (document.title !== title) document.title = title;
      const pending = focusPending.current;
      if (!heading || pending?.path !== pathname || main.closest('[inert]')) return;
      focusPending.current = null;
      if (Date.now() > pending.until || main.contains(document.activeElement)) return;
      if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
      heading.focus();
    };
    update();
    // The screen's content, and `inert` on it or around it (the phone's open menu). One call per
    // node: a second observe() of the same node replaces the first one's options.
    const inert = { attributes: true, attributeFilter: ['inert'] };
    const observer = new MutationObserver(update);
    observer.observe(main, { childList: true, subtree: true, characterData: true, ...inert });
    for (let node = main.parentElement; node; node = node.parentElement)
      observer.observe(node, inert);
    return () => observer.disconnect();
  }, [pathname, key]);
}
