// Every `import … from 'zod'` in the web app (its own and @ptlog/shared's schemas) resolves to
// src/lib/zod-jitless.ts, which sets zod's `jitless` before any schema is built; that module
// alone imports the real zod.
import path from 'node:path';
import type { Plugin } from 'vite';

const SHIM = path.resolve(
  path.dirname(new URL(import.meta.url).pathname),
  '../src/lib/zod-jitless.ts',
);

export function zodJitless(): Plugin {
  return {
    name: 'ptlog:zod-jitless',
    enforce: 'pre',
    resolveId(source, importer) {
      return source === 'zod' && importer !== SHIM ? SHIM : null;
    },
  };
}
