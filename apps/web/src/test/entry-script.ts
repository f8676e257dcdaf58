import { vi } from 'vitest';

/** The page's own entry script as built HTML names it (stale-build.ts reads it). */
export const OLD_ENTRY = '/assets/index-OLD.js';

/**
 * Gives the test page an entry script, `<script type="module" src=OLD_ENTRY>`, kept out of the
 * document, where happy-dom would try to load it. vi.restoreAllMocks() takes it away.
 */
export function stubEntryScript(): void {
  const entry = document.createElement('script');
  entry.type = 'module';
  entry.setAttribute('src', OLD_ENTRY);
  const find = document.querySelector.bind(document);
  vi.spyOn(document, 'querySelector').mockImplementation((selector: string) =>
    selector === 'script[type="module"][src]' ? entry : find(selector),
  );
}
