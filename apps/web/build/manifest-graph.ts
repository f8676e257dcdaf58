// The chunk graph of a build, from Vite's manifest (dist/.vite/manifest.json): which files a
// first visit of an address downloads. Read by the route preloads (route-preloads.ts) and by the
// first-load budget (scripts/lib/bundle-budget.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { groupOfLazyModule } from './chunk-groups';

/** One entry of Vite's build manifest, keyed there by source path. */
export interface TManifestChunk {
  file: string;
  /** A chunk's name: a group chunk's is its group's (build/chunk-groups.ts). */
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type TManifest = Record<string, TManifestChunk>;

export const ENTRY = 'index.html';
/** The signed-in shell, loaded with every signed-in screen. */
export const APP_SHELL = 'src/app/layout/AppLayout.tsx';
/** The query client, loaded with every screen but sign-in (app/lazy-screen.tsx). */
export const QUERY_CLIENT = 'src/app/query-client.tsx';

export interface TRouteLoad {
  /** Built files (paths under dist/), JS and CSS, in no particular order. */
  js: string[];
  css: string[];
}

/**
 * The manifest key of the chunk that holds `key`: itself, or for a module loaded by `import()`
 * that the chunk groups put in a shared chunk (the shell, the query client:
 * build/chunk-groups.ts), that chunk's.
 */
export function chunkKey(manifest: TManifest, key: string): string {
  if (manifest[key]) return key;
  const group = groupOfLazyModule(key);
  const found = Object.entries(manifest).find(
    ([, chunk]) => group !== null && chunk.name === group && chunk.file.endsWith('.js'),
  );
  if (!found) throw new Error(`the build manifest has no chunk ${key}`);
  return found[0];
}

/** The keys `keys` import statically, themselves included, transitively. */
function staticClosure(manifest: TManifest, keys: string[]): string[] {
  const seen = new Set<string>();
  const queue = keys.map((key) => chunkKey(manifest, key));
  while (queue.length > 0) {
    const key = queue.pop() as string;
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the build manifest has no chunk ${key}`);
    seen.add(key);
    queue.push(...(chunk.imports ?? []));
  }
  return [...seen];
}

/** The files a first visit of a route downloads: the entry's closure and its screens' closures. */
export function routeLoad(manifest: TManifest, screens: string[], entry = ENTRY): TRouteLoad {
  const keys = staticClosure(manifest, [entry, ...screens]);
  const js = new Set<string>();
  const css = new Set<string>();
  for (const key of keys) {
    const chunk = manifest[key] as TManifestChunk;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
  }
  return { js: [...js], css: [...css] };
}

export function readManifest(distDir: string): TManifest {
  return JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8')) as TManifest;
}
