// Mantine's CSS travels with the components that use it (issue 20): the first load carries the
// styles of the components its screens render, not all of @mantine/core's (~290 KB raw, render-
// blocking). Each component's class map (`esm/components/<Name>/<Name>.module.mjs`, one per
// `styles/<Name>.css`) gets an import of its stylesheet, so the bundler puts the CSS in the chunk
// that holds the component and loads it with that chunk. The layered copies (`@layer mantine`) keep
// our own CSS above Mantine's whatever order the chunks load in.
//
// `src/main.tsx` imports `virtual:mantine-base-styles`: in a build, Mantine's reset, global classes
// and default variables only; under `npm run dev` (whose pre-bundled @mantine/core has no
// per-component modules to hook) and in tests, the whole layered stylesheet.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { readManifest, routeLoad } from './manifest-graph';

const BASE_STYLES = 'virtual:mantine-base-styles';
const RESOLVED_BASE_STYLES = `\0${BASE_STYLES}`;
const COMPONENT_CLASSES = /@mantine\/core\/esm\/.*\/([A-Za-z]+)\.module\.mjs$/;

/** The stylesheet of the Mantine component whose class map `id` is, or null. */
export function componentStylesheet(id: string): string | null {
  const name = COMPONENT_CLASSES.exec(id.split('?')[0] ?? '')?.[1];
  return name ? `@mantine/core/styles/${name}.layer.css` : null;
}

export function baseStylesModule(perComponent: boolean): string {
  const sheets = perComponent
    ? ['baseline', 'default-css-variables', 'global'].map(
        (name) => `@mantine/core/styles/${name}.layer.css`,
      )
    : ['@mantine/core/styles.layer.css'];
  return sheets.map((sheet) => `import '${sheet}';`).join('\n');
}

export function mantineStyles(): Plugin {
  let perComponent = false;
  return {
    name: 'ptlog:mantine-styles',
    configResolved(config) {
      perComponent = config.command === 'build';
    },
    resolveId(id) {
      return id === BASE_STYLES ? RESOLVED_BASE_STYLES : null;
    },
    load(id) {
      return id === RESOLVED_BASE_STYLES ? baseStylesModule(perComponent) : null;
    },
    transform(code, id) {
      const sheet = perComponent ? componentStylesheet(id) : null;
      return sheet ? { code: `import '${sheet}';\n${code}`, map: null } : null;
    },
  };
}

const MANTINE_CLASS = /\bm_[0-9a-f]{8}\b/g;

/**
 * For a build in `distDir`: the Mantine classes a chunk names that no stylesheet loaded with it
 * styles, as `chunk file: class` (empty when every component arrives with its CSS). Loaded with a
 * chunk means its own CSS and that of every chunk it imports statically, and the entry's; only
 * names that Mantine's full stylesheet (`stylesheet`, its text) defines count (classes, and the
 * keyframes of its animations).
 */
export function unstyledMantineClasses(distDir: string, stylesheet: string): string[] {
  const styled = new Set(stylesheet.match(MANTINE_CLASS));
  const manifest = readManifest(distDir);
  const read = (file: string) => readFileSync(path.join(distDir, file), 'utf8');
  const missing: string[] = [];
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.file.endsWith('.js')) continue;
    const named = new Set(read(chunk.file).match(MANTINE_CLASS));
    const loaded = routeLoad(manifest, [key]).css.map(read).join('\n');
    for (const name of named) {
      if (styled.has(name) && !loaded.includes(name)) missing.push(`${chunk.file}: ${name}`);
    }
  }
  return missing;
}
