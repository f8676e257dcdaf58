// Only the Mantine CSS the app can use (issue 20). `@mantine/core/styles.css` holds the styles of
// all ~105 components (41 KB gzip, render-blocking on every first load); the app uses about half.
// `src/main.tsx` imports `virtual:mantine-base-styles`, which in a build imports the reset, the
// global classes, the default variables and the sheet (`styles/<Name>.layer.css`) of every
// component the app's code can reach, in the order of Mantine's whole stylesheet: one file in the
// entry's CSS, as before, with the same cascade, less the unused components. Under
// `npm run dev` and in tests it is the whole layered stylesheet.
//
// Reach is read from the sources: every name the app (and the Mantine packages it uses) imports
// from `@mantine/core`, the module `esm/index.mjs` takes it from, and everything those modules
// import in turn; each class map met (`<Name>.module.mjs`) names a sheet. The browser stage checks
// the result against the build (`unstyledMantineClasses`, bundle-budget.spec.ts).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';
import { filesUnder } from './files-under';
import { readManifest, routeLoad } from './manifest-graph';

const BASE_STYLES = 'virtual:mantine-base-styles';
const BASE_SHEETS = ['baseline', 'default-css-variables', 'global'];
const CLASS_MAP = /\/([A-Za-z]+)\.module\.mjs$/;

const require = createRequire(import.meta.url);
/** `@mantine/core/styles/`, beside its whole `styles.css`. */
export const MANTINE_STYLES_DIR = path.join(
  path.dirname(require.resolve('@mantine/core/styles.css')),
  'styles',
);
const CORE_ESM = path.join(MANTINE_STYLES_DIR, '..', 'esm');
const WEB_ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

/** Mantine's sheets (`styles/<name>.css`) in the order its whole stylesheet (`wholeSheet`) has them. */
export function sheetOrder(stylesDir: string, wholeSheet: string): string[] {
  const names = readdirSync(stylesDir)
    .filter((file) => file.endsWith('.css') && !file.endsWith('.layer.css'))
    .map((file) => file.slice(0, -'.css'.length));
  const position = new Map<string, number>();
  for (const name of names) {
    const start = readFileSync(path.join(stylesDir, `${name}.css`), 'utf8')
      .trim()
      .slice(0, 300);
    const at = wholeSheet.indexOf(start);
    if (at < 0) throw new Error(`@mantine/core/styles/${name}.css is not in styles.css`);
    position.set(name, at);
  }
  return names.sort((a, b) => (position.get(a) ?? 0) - (position.get(b) ?? 0));
}

/** The names `code` imports from `@mantine/core`. */
export function coreImports(code: string): string[] {
  return [...code.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s*from\s*['"]@mantine\/core['"]/g)]
    .flatMap((match) => (match[1] ?? '').split(','))
    .map(
      (name) =>
        name
          .replace(/^\s*type\s+/, '')
          .split(/\s+as\s+/)[0]
          ?.trim() ?? '',
    )
    .filter(Boolean);
}

/** The sheets of the components `sources` (files importing from @mantine/core) can reach. */
export function reachableSheets(sources: string[], coreEsm: string): Set<string> {
  const fileOfName = new Map<string, string>();
  const index = readFileSync(path.join(coreEsm, 'index.mjs'), 'utf8');
  for (const [, names, file] of index.matchAll(/import\s*\{([^}]*)\}\s*from\s*"(\.[^"]+)"/g)) {
    for (const name of (names ?? '').split(',')) {
      const local = name
        .split(/\s+as\s+/)
        .pop()
        ?.trim();
      if (local) fileOfName.set(local, path.join(coreEsm, file ?? ''));
    }
  }
  const queue = sources
    .flatMap((source) => coreImports(readFileSync(source, 'utf8')))
    .flatMap((name) => fileOfName.get(name) ?? []);
  const seen = new Set<string>();
  const sheets = new Set<string>();
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file) || !existsSync(file)) continue;
    seen.add(file);
    const sheet = CLASS_MAP.exec(file)?.[1];
    if (sheet) sheets.add(sheet);
    const code = readFileSync(file, 'utf8');
    for (const [, relative] of code.matchAll(/(?:from|import)\s*"(\.[^"]+\.mjs)"/g)) {
      queue.push(path.resolve(path.dirname(file), relative ?? ''));
    }
  }
  return sheets;
}

/** The app's sources and the Mantine packages beside core that it uses. */
function appSources(): string[] {
  const mantinePackages = ['@mantine/notifications', '@mantine/charts'].map((name) =>
    path.join(path.dirname(require.resolve(`${name}/styles.css`)), 'esm'),
  );
  return [
    ...filesUnder(path.join(WEB_ROOT, 'src')).filter((file) => /(?<!\.test)\.tsx?$/.test(file)),
    ...mantinePackages.flatMap((dir) => filesUnder(dir).filter((file) => file.endsWith('.mjs'))),
  ];
}

/** The base module: every sheet in `used`, in `order`; or, without one, the whole sheet. */
export function baseStylesModule(order: string[] | null, used: Set<string> = new Set()): string {
  if (!order) return "import '@mantine/core/styles.layer.css';";
  return order
    .filter((sheet) => BASE_SHEETS.includes(sheet) || used.has(sheet))
    .map((sheet) => `import '@mantine/core/styles/${sheet}.layer.css';`)
    .join('\n');
}

export function mantineStyles(): Plugin {
  let build = false;
  return {
    name: 'ptlog:mantine-styles',
    configResolved(config) {
      build = config.command === 'build';
    },
    resolveId(id) {
      return id === BASE_STYLES ? `\0${BASE_STYLES}` : null;
    },
    load(id) {
      if (id !== `\0${BASE_STYLES}`) return null;
      if (!build) return baseStylesModule(null);
      const whole = readFileSync(path.join(MANTINE_STYLES_DIR, '..', 'styles.css'), 'utf8');
      const order = sheetOrder(MANTINE_STYLES_DIR, whole);
      return baseStylesModule(order, reachableSheets(appSources(), CORE_ESM));
    },
  };
}

const MANTINE_NAME = /\bm_[0-9a-f]{8}\b/g;

/**
 * For a build in `distDir`: the Mantine classes a chunk names that no stylesheet loaded with it
 * styles, as `chunk file: class` (empty when every component arrives with its CSS). Loaded with a
 * chunk means its own CSS and that of every chunk it imports statically, and the entry's; only
 * names that Mantine's whole stylesheet (`wholeSheet`) defines count (classes, and the keyframes
 * of its animations).
 */
export function unstyledMantineClasses(distDir: string, wholeSheet: string): string[] {
  const styled = new Set(wholeSheet.match(MANTINE_NAME));
  const manifest = readManifest(distDir);
  const read = (file: string) => readFileSync(path.join(distDir, file), 'utf8');
  const missing: string[] = [];
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.file.endsWith('.js')) continue;
    const named = new Set(read(chunk.file).match(MANTINE_NAME));
    const loaded = routeLoad(manifest, [key]).css.map(read).join('\n');
    for (const name of named) {
      if (styled.has(name) && !loaded.includes(name)) missing.push(`${chunk.file}: ${name}`);
    }
  }
  return missing;
}
