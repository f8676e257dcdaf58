// Only the Mantine CSS a screen uses, and with that screen (issue 20). `@mantine/core/styles.css`
// holds the styles of all ~105 components (41 KB gzip, render-blocking on every first load).
// `src/main.tsx` imports `virtual:mantine-base-styles`, which in a build imports the reset, the
// global classes, the default variables and the sheets of the entry's and the sign-in screen's
// components (`headSheets`); each other module that uses Mantine components imports the sheets
// (`styles/<Name>.layer.css`) of everything those components are built on (see `mantineStyles`),
// so each sheet travels in the CSS of the chunk its users are in. All of them
// are in `@layer mantine`; a sheet that overrides another (the Combobox's dropdown over the
// Popover's) is built on it, so every module importing the one imports the other first, and the
// other is in the same chunk or one loaded before it.
//
// Reach is read from the sources: every name a module imports from `@mantine/core`, the module
// `esm/index.mjs` takes it from, and everything those modules import in turn; each class map met
// (`<Name>.module.mjs`) names a sheet. The browser stage checks the result against the build
// (`unstyledMantineClasses`, bundle-budget.spec.ts).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';
import { parseStatements } from './chunk-groups';
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

/**
 * The sheets of the components each name `@mantine/core` exports can reach: a name's module, what
 * it imports in turn, and each class map met on the way (`<Name>.module.mjs`). One build asks for
 * the same few dozen names from hundreds of modules, so each name is walked once.
 */
export function sheetReach(coreEsm: string): (names: string[]) => Set<string> {
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
  const sheetsOfName = new Map<string, Set<string>>();
  const walk = (start: string): Set<string> => {
    const queue = [start];
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
  };
  return (names) => {
    const sheets = new Set<string>();
    for (const name of names) {
      const file = fileOfName.get(name);
      if (!file) continue;
      let reached = sheetsOfName.get(name);
      if (!reached) {
        reached = walk(file);
        sheetsOfName.set(name, reached);
      }
      for (const sheet of reached) sheets.add(sheet);
    }
    return sheets;
  };
}

/**
 * The base module: the reset, globals and variables and the sheets in `head`, in `order`; without
 * an order, the whole sheet.
 */
export function baseStylesModule(order: string[] | null, head: Set<string> = new Set()): string {
  if (!order) return "import '@mantine/core/styles.layer.css';";
  return sheetImports(order, new Set([...BASE_SHEETS, ...head]));
}

/** An import of each sheet in `used`, in `order`. */
export function sheetImports(order: string[], used: Set<string>): string {
  return order
    .filter((sheet) => used.has(sheet))
    .map((sheet) => `import '@mantine/core/styles/${sheet}.layer.css';`)
    .join('\n');
}

/** The modules whose first loads the head's stylesheet serves (see headSheets). */
const HEAD_MODULES = { entry: 'src/main.tsx', signIn: 'src/features/auth/pages/LoginPage.tsx' };

const SOURCE_SUFFIXES = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** `entry` and the app modules it imports statically, transitively (relative imports only). */
export function staticClosure(entry: string): string[] {
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const { source } of parseStatements(readFileSync(file, 'utf8'))) {
      if (!source.startsWith('.')) continue;
      const base = path.resolve(path.dirname(file), source);
      const found = SOURCE_SUFFIXES.map((suffix) => base + suffix).find(
        (candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate),
      );
      if (found) queue.push(found);
    }
  }
  return [...seen];
}

/**
 * The sheets the page's head carries: those of the entry's own modules and of the sign-in
 * screen's first load. The sign-in screen is the one most first visits open, and its chunks are
 * not preloaded by the server (route-preloads.ts): its sheets in a stylesheet of their own,
 * requested only once the entry has run, made its LCP ~0.08 s later in Lighthouse's simulation
 * (6 alternating runs). Every signed-in first load needs them too.
 */
export function headSheets(reach: (names: string[]) => Set<string>): Set<string> {
  const modules = [HEAD_MODULES.entry, HEAD_MODULES.signIn].flatMap((file) =>
    staticClosure(path.join(WEB_ROOT, file)),
  );
  return reach(modules.flatMap((file) => coreImports(readFileSync(file, 'utf8'))));
}

/** A module whose Mantine components bring their sheets: the app's own, and Mantine's other packages. */
export function bringsSheets(id: string): boolean {
  const file = id.replace(/[?#].*$/, '');
  if (file.startsWith(path.join(WEB_ROOT, 'src'))) {
    return /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file);
  }
  return /\/node_modules\/@mantine\/(?!core\/)[^/]+\/esm\/.*\.mjs$/.test(file);
}

/**
 * In a build, `virtual:mantine-base-styles` (imported by main.tsx) holds the reset, the globals,
 * the variables and the head's sheets (`headSheets`), and every module that uses a Mantine
 * component imports the other sheets of what that component is built on, at its end, in the
 * order of Mantine's whole stylesheet.
 * Each sheet then lands in the CSS of the chunk that holds its users, and a screen's first load
 * carries the sheets of its own components, not every screen's. Under `npm run dev` and in tests
 * the base module is the whole layered stylesheet.
 */
export function mantineStyles(): Plugin {
  let build = false;
  let order: string[] = [];
  let reach: ((names: string[]) => Set<string>) | undefined;
  let head = new Set<string>();
  return {
    name: 'ptlog:mantine-styles',
    enforce: 'pre',
    configResolved(config) {
      build = config.command === 'build';
      if (!build) return;
      const whole = readFileSync(path.join(MANTINE_STYLES_DIR, '..', 'styles.css'), 'utf8');
      order = sheetOrder(MANTINE_STYLES_DIR, whole);
      reach = sheetReach(CORE_ESM);
      head = headSheets(reach);
    },
    resolveId(id) {
      return id === BASE_STYLES ? `\0${BASE_STYLES}` : null;
    },
    load(id) {
      if (id !== `\0${BASE_STYLES}`) return null;
      return baseStylesModule(build ? order : null, head);
    },
    transform(code, id) {
      if (!reach || !bringsSheets(id)) return null;
      const sheets = reach(coreImports(code));
      for (const sheet of [...BASE_SHEETS, ...head]) sheets.delete(sheet);
      if (sheets.size === 0) return null;
      // Appended, so no line of the module moves; imports run in their written order anyway.
      return { code: `${code}\n${sheetImports(order, sheets)}\n`, map: null };
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
