// Loaded with the first screen (AuthLayout imports it through use-route-focus.ts), so that it has
// heard the reader's first key or touch before the shell, which needs to know, arrives.
let acted = false;
if (typeof window !== 'undefined') {
  const hear = () => {
    acted = true;
  };
  window.addEventListener('pointerdown', hear, { capture: true, once: true });
  window.addEventListener('keydown', hear, { capture: true, once: true });
}

/**
 * Whether the reader has pressed a key or touched the page yet. Before that, a change of address
 * is the first load's redirect (/login to the dashboard when signed in), not a move of theirs.
 */
export function readerActed(): boolean {
  return acted;
}
