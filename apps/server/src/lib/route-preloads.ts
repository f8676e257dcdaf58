// The Link header of a page (issue 20): the chunks its screen needs, from the build's
// dist/.vite/route-preloads.json (apps/web/build/route-preloads.ts), so a first visit of
// /dashboard downloads the shell and the screen beside the entry instead of after it.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';

interface TRoutePreload {
  path: string;
  /** The page's classic scripts (its early reads), requested before anything else. */
  scripts?: string[];
  /** In the order they should be requested: the entry's, then the screen's. */
  files: string[];
}

/** A built file's address: nothing that could end or split a header value. */
const ASSET_URL = /^\/assets\/[\w.-]+$/;

// Styles as index.html and Vite's preload helper add them: crossorigin, so the fetch is reused.
const linkHeader = ({ scripts = [], files }: TRoutePreload) =>
  [
    ...scripts.map((url) => `<${url}>; rel=preload; as=script`),
    ...files.map((url) =>
      url.endsWith('.css')
        ? `<${url}>; rel=preload; as=style; crossorigin`
        : `<${url}>; rel=modulepreload; crossorigin`,
    ),
  ].join(', ');

const isAssetList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((url) => typeof url === 'string' && ASSET_URL.test(url));

function isRoutePreload(value: unknown): value is TRoutePreload {
  const entry = value as TRoutePreload;
  return (
    typeof entry === 'object' &&
    entry !== null &&
    typeof entry.path === 'string' &&
    entry.path.startsWith('/') &&
    isAssetList(entry.files) &&
    (entry.scripts === undefined || isAssetList(entry.scripts))
  );
}

/** '/desktop/weekly-report/3/?x=1' → ['weekly-report', '3'] (the app's /desktop twin included). */
function segmentsOf(url: string): string[] {
  const pathname = url.split(/[?#]/, 1)[0] ?? '';
  const segments = pathname.split('/').filter((segment) => segment !== '');
  return segments[0] === 'desktop' ? segments.slice(1) : segments;
}

const matches = (pattern: string[], segments: string[]) =>
  pattern.length === segments.length &&
  pattern.every((part, index) => part.startsWith(':') || part === segments[index]);

/**
 * The Link header value for a page address, or null (no build file, an address no screen has,
 * or a screen that needs nothing beyond the entry). Read once, at start.
 */
export function loadRoutePreloads(distDir: string): (url: string) => string | null {
  const file = path.join(distDir, ROUTE_PRELOADS_FILE);
  if (!existsSync(file)) return () => null;
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!Array.isArray(parsed) || !parsed.every(isRoutePreload)) {
    throw new Error(`${file} is not a list of route preloads: rebuild the web app`);
  }
  const routes = parsed
    .map((route) => ({ pattern: segmentsOf(route.path), link: linkHeader(route) }))
    .filter((route) => route.link !== '');
  return (url) => {
    const segments = segmentsOf(url);
    return routes.find((route) => matches(route.pattern, segments))?.link ?? null;
  };
}
