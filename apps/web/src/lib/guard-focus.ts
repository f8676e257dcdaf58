/**
 * Keeps the keyboard focus on the page when the control holding it leaves (WCAG 2.4.3): a row
 * approved out of a list takes its buttons with it, and a dialog opened from one of them can only
 * give the focus back to a button that no longer exists, so the focus would fall to the document
 * and the next Tab start again at the top. Watches for `watchMs`; if the focus falls to the
 * document, moves it to `fallback()` (a heading with tabIndex -1 near where the control was).
 */
export function guardFocus(fallback: () => HTMLElement | null, watchMs = 3000): void {
  const until = Date.now() + watchMs;
  const check = () => {
    const active = document.activeElement;
    if (!active || active === document.body) {
      fallback()?.focus();
      return;
    }
    if (Date.now() < until) window.setTimeout(check, 50);
  };
  window.setTimeout(check, 50);
}
