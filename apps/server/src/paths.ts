import { fileURLToPath } from 'node:url';

/**
 * The server package's folder (apps/server). This module runs from `src/` in development and tests
 * and is bundled into `dist/server.mjs` for `npm start` (docs/adr/0012): both lie one level below
 * the package, so the files the server reads at run time are named from here, never from the URL
 * of the module that reads them, which differs between the two.
 */
const SERVER_ROOT = new URL('../', import.meta.url);

/** An absolute path to `relative`, a file of the server package (say `assets/fonts/`). */
export function serverPath(relative: string): string {
  return fileURLToPath(new URL(relative, SERVER_ROOT));
}
