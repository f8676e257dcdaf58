import { useEffect } from 'react';

/** The product's name: the whole title of a page with no screen of its own (index.html's). */
export const APP_TITLE = 'PT Logbook';

/** 'Daily Reports – PT Logbook': the screen first, so a tab or a screen reader says it first. */
export function documentTitle(screen: string): string {
  const name = screen.trim();
  return name ? `${name} – ${APP_TITLE}` : APP_TITLE;
}

/** Names the browser tab (and what a screen reader says on arriving) after the screen shown. */
export function useDocumentTitle(screen: string): void {
  useEffect(() => {
    document.title = documentTitle(screen);
  }, [screen]);
}
