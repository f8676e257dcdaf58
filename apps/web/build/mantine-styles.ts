// Mantine's CSS travels with the components that use it (issue 20): the first load carries the
// styles of the components its screens render, not all of @mantine/core's (~290 KB raw, render-
// blocking). Each component's class map (`esm/components/<Name>/<Name>.module.mjs`, one per
// `styles/<Name>.css`) gets an import of its stylesheet, so the bundler puts the CSS in the chunk
// that holds the component and loads it with that chunk.
//
// Chunks load in any order, and Mantine's rules rely on the order of its whole stylesheet (the
// Combobox's dropdown padding overrides the Popover's it is built on, with equal specificity). So
// each sheet is its own cascade layer, `mantine.<Name>`, and the page's first line declares them
// all in the whole stylesheet's order: wherever a sheet arrives from, it ranks where Mantine put
// it, and below our own (unlayered) CSS.
//
// `src/main.tsx` imports `virtual:mantine-base-styles`: in a build, Mantine's reset, global classes
// and default variables only; under `npm run dev` (whose pre-bundled @mantine/core has no
// per-component modules to hook) and in tests, the whole layered stylesheet.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';
import { readManifest, routeLoad } from './manifest-graph';

const BASE_STYLES = 'virtual:mantine-base-styles';
const SHEET = 'virtual:mantine-css/';
const BASE_SHEETS = ['baseline', 'default-css-variables', 'global'];
const COMPONENT_CLASSES = /@mantine\/core\/esm\/.*\/([A-Za-z]+)\.module\.mjs$/;

/** `@mantine/core/styles/`, beside its whole `styles.css`. */
export const MANTINE_STYLES_DIR = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@mantine/core/styles.css')),
  'styles',
);

/** The name of the Mantine sheet for the component whose class map `id` is, or null. */
export function componentSheet(id: string): string | null {
  return COMPONENT_CLASSES.exec(id.split('?')[0] ?? '')?.[1] ?? null;
}

const layerOf = (sheet: string) => `mantine.${sheet}`;

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

/** The statement that ranks every sheet's layer, first thing on the page. */
export function layerOrderStatement(order: string[]): string {
  return `@layer ${order.map(layerOf).join(', ')};`;
}

/** One sheet as the body of its layer. */
export function layeredSheet(stylesDir: string, sheet: string): string {
  const css = readFileSync(path.join(stylesDir, `${sheet}.css`), 'utf8');
  return `@layer ${layerOf(sheet)} {\n${css}\n}\n`;
}

export function baseStylesModule(perComponent: boolean): string {
  const sheets = perComponent
    ? BASE_SHEETS.map((sheet) => `${SHEET}${sheet}.css`)
    : ['@mantine/core/styles.layer.css'];
  return sheets.map((sheet) => `import '${sheet}';`).join('\n');
}

export function mantineStyles(): Plugin {
  let perComponent = false;
  let order: string[] = [];
  return {
    name: 'ptlog:mantine-styles',
    configResolved(config) {
      perComponent = config.command === 'build';
      if (perComponent) {
        const whole = readFileSync(path.join(MANTINE_STYLES_DIR, '..', 'styles.css'), 'utf8');
        order = sheetOrder(MANTINE_STYLES_DIR, whole);
      }
    },
    resolveId(id) {
      return id === BASE_STYLES || id.startsWith(SHEET) ? `\0${id}` : null;
    },
    load(id) {
      if (id === `\0${BASE_STYLES}`) return baseStylesModule(perComponent);
      if (!id.startsWith(`\0${SHEET}`)) return null;
      const sheet = id.slice(`\0${SHEET}`.length, -'.css'.length);
      if (!order.includes(sheet)) throw new Error(`no Mantine stylesheet ${sheet}.css`);
      return layeredSheet(MANTINE_STYLES_DIR, sheet);
    },
    transform(code, id) {
      const sheet = perComponent ? componentSheet(id) : null;
      return sheet ? { code: `import '${SHEET}${sheet}.css';\n${code}`, map: null } : null;
    },
    transformIndexHtml() {
      if (!perComponent) return [];
      return [{ tag: 'style', children: layerOrderStatement(order), injectTo: 'head-prepend' }];
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

/**
 * For a build in `distDir`: the Mantine layers its CSS files open that the page does not rank
 * first thing (a layer ranked by where it first appears would break Mantine's order).
 */
export function unrankedMantineLayers(distDir: string): string[] {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const head = /<head>\s*<style>(@layer [^;]+;)<\/style>/.exec(html)?.[1] ?? '';
  const ranked = new Set(head.slice('@layer '.length, -1).split(/,\s*/));
  const assets = path.join(distDir, 'assets');
  const opened = readdirSync(assets)
    .filter((file) => file.endsWith('.css'))
    .flatMap((file) => [
      ...readFileSync(path.join(assets, file), 'utf8').matchAll(/@layer ([\w.-]+)\s*\{/g),
    ])
    .map((match) => match[1] as string);
  return [...new Set(opened)].filter((layer) => !ranked.has(layer));
}
