// What the server tells a browser to fetch with the page (issue 20). A first visit of /dashboard
// used to fetch the entry, run it, and only then ask for the shell's and the screen's chunks
// (main.tsx's preloadScreensFor): one more round trip, ~0.6 s on slow 4G. The server now names
// those chunks in a `Link` header of the page itself (apps/server/src/plugins/spa.ts), so they
// download beside the entry. This writes dist/.vite/route-preloads.json: for each signed-in
// address of src/app/routes.tsx, the entry's files and then those its screen needs.
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { APP_SHELL, QUERY_CLIENT, readManifest, routeLoad, type TManifest } from './manifest-graph';

export const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';
/** What a signed-in screen's first render waits for besides its chunk (lib/session.ts). */
const SESSION_SCHEMAS = 'src/lib/session-schemas.ts';

export interface TScreenRoute {
  /** As routes.tsx writes it, without the leading slash: 'weekly-report/:weekNumber'. */
  path: string;
  /** The screen's module, as the manifest keys it: 'src/features/…/DashboardPage.tsx'. */
  module: string;
  signedIn: boolean;
  queries: boolean;
  /** The module the screen is imported through, for the staff screens (staff-screens.ts). */
  via?: string;
}

export interface TRoutePreload {
  /** '/weekly-report/:weekNumber' */
  path: string;
  /** The page's classic scripts (build/early-reads-script.ts), preloaded before all else. */
  scripts: string[];
  /**
   * Built files the page should fetch at once, '/assets/…': the entry's own first (index.html
   * names them too, but the header's are requested first, and the entry must not wait behind
   * the screen's chunks), then the screen's.
   */
  files: string[];
}

const LAZY_SCREEN =
  /const (\w+) = lazyScreen\(\s*\(\) => import\('([^']+)'\),\s*'\w+',?\s*(\{[^}]*\})?\s*\)/g;
const STAFF_SCREEN = /const (\w+) = staffScreen\('(\w+)'\)/g;
const STAFF_IMPORT = /(\w+): \(\) => import\('([^']+)'\)/g;
export const STAFF_SCREENS_FILE = 'src/features/admin/pages/staff-screens.ts';
const SCREEN_LIST = /export const (\w+)_SCREENS: ScreenRoute\[\] = \[([\s\S]*?)\];/g;
const ROUTE_CALL = /route\('([^']+)',\s*(\w+)/g;

/**
 * The screens of routes.tsx (its source, `routesFile` its path under the app): each address with
 * its lazy module. routes.test.ts checks the result against the routes the app itself exports.
 */
export function parseScreenRoutes(
  source: string,
  routesFile = 'src/app/routes.tsx',
  staffSource = '',
  staffFile = STAFF_SCREENS_FILE,
): TScreenRoute[] {
  const lazy = new Map<string, { module: string; queries: boolean; via?: string }>();
  for (const [, name, specifier, options] of source.matchAll(LAZY_SCREEN)) {
    const module = path.posix.join(path.posix.dirname(routesFile), `${specifier}.tsx`);
    lazy.set(name as string, { module, queries: !/queries:\s*false/.test(options ?? '') });
  }
  const staffModules = new Map(
    [...staffSource.matchAll(STAFF_IMPORT)].map(([, name, specifier]) => [
      name as string,
      path.posix.join(path.posix.dirname(staffFile), `${specifier}.tsx`),
    ]),
  );
  for (const [, name, screen] of source.matchAll(STAFF_SCREEN)) {
    const module = staffModules.get(screen as string);
    if (!module) throw new Error(`${staffFile}: no staff screen named ${screen}`);
    lazy.set(name as string, { module, queries: true, via: staffFile });
  }
  const routes: TScreenRoute[] = [];
  for (const [, list, body] of source.matchAll(SCREEN_LIST)) {
    for (const [, routePath, screen] of (body as string).matchAll(ROUTE_CALL)) {
      const found = lazy.get(screen as string);
      if (!found) throw new Error(`routes.tsx: no lazyScreen named ${screen}`);
      routes.push({ path: routePath as string, ...found, signedIn: list === 'PROTECTED' });
    }
  }
  return routes;
}

/**
 * For each signed-in route, the files its first visit needs: the entry's, then its screen's.
 * The signed-out screens get none: measured on /login (Lighthouse, 3 runs against the build
 * without), the preloads painted first 0.5–1 s sooner but the sign-in form no sooner, and the
 * earlier first paint moved the app's start-up work into the blocking-time window (TBT 412 →
 * 730 ms, performance 85 → 78). Their own chunks are small (LoginPage and `public`, 9 KB).
 *
 * The screen's files go largest first (`sizeOf`, in bytes): over HTTP/1.1 a browser opens six
 * connections to a host and queues the rest, so a large chunk named after five small ones waited
 * for a free connection and arrived last (Lighthouse's simulation of /dashboard: `signed-in`,
 * 54 KB, started after the other files and its end was the page's LCP).
 */
export function routePreloads(
  manifest: TManifest,
  routes: TScreenRoute[],
  sizeOf: (file: string) => number = () => 0,
  pageScripts: string[] = [],
): TRoutePreload[] {
  const entry = routeLoad(manifest, []);
  const entryFiles = [...entry.js, ...entry.css];
  return routes
    .filter((route) => route.signedIn)
    .map((route) => {
      const load = routeLoad(manifest, [
        route.module,
        ...(route.via ? [route.via] : []),
        ...(route.queries ? [QUERY_CLIENT] : []),
        ...(route.signedIn ? [APP_SHELL, SESSION_SCHEMAS] : []),
      ]);
      const own = [...load.js.sort(), ...load.css.sort()]
        .filter((file) => !entryFiles.includes(file))
        .sort((a, b) => sizeOf(b) - sizeOf(a));
      return {
        path: `/${route.path}`,
        scripts: pageScripts,
        files: [...entryFiles, ...own].map((file) => `/${file}`),
      };
    });
}

/** The classic scripts index.html names (`<script src=…>` without type="module"). */
export function classicScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>/g)]
    .map(([, attributes = '']) => attributes)
    .filter((attributes) => !/\btype="module"/.test(attributes))
    .flatMap((attributes) => attributes.match(/\bsrc="(\/assets\/[\w.-]+\.js)"/)?.[1] ?? []);
}

export function routePreloadsPlugin(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'ptlog:route-preloads',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // After every file is written and renamed (staff-chunks.ts rewrites the manifest).
    closeBundle() {
      const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
      const routes = parseScreenRoutes(
        read('src/app/routes.tsx'),
        'src/app/routes.tsx',
        read(STAFF_SCREENS_FILE),
      );
      const sizeOf = (file: string) => statSync(path.join(outDir, file)).size;
      const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
      const preloads = routePreloads(readManifest(outDir), routes, sizeOf, classicScripts(html));
      writeFileSync(
        path.join(outDir, ROUTE_PRELOADS_FILE),
        `${JSON.stringify(preloads, null, 1)}\n`,
      );
    },
  };
}
