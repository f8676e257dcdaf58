// Builds src/early-reads-page.ts apart from the app, as one small classic script with nothing
// shared with the app's chunks, and names it first in index.html's <head>: it runs as soon as it
// arrives and starts a signed-in first visit's API reads while the app's JavaScript is still
// downloading (lib/page-early-reads.ts). Bundled with the app, it would wait for every module
// of the entry to arrive, which is the wait it exists to avoid.
import { createHash } from 'node:crypto';
import path from 'node:path';
import { build } from 'esbuild';
import type { Plugin } from 'vite';

const ENTRY = path.resolve(
  path.dirname(new URL(import.meta.url).pathname),
  '../src/early-reads-page.ts',
);

/** The script's code, bundled and minified, and its file name with a hash of that code. */
export async function buildEarlyReadsScript(): Promise<{ fileName: string; code: string }> {
  const result = await build({
    entryPoints: [ENTRY],
    bundle: true,
    format: 'iife',
    minify: true,
    target: 'es2020',
    write: false,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]?.text ?? '';
  const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8);
  return { fileName: `assets/early-reads-${hash}.js`, code };
}

export function earlyReadsScript(): Plugin {
  let fileName = '';
  return {
    name: 'ptlog:early-reads-script',
    apply: 'build',
    async buildStart() {
      const script = await buildEarlyReadsScript();
      fileName = script.fileName;
      this.emitFile({ type: 'asset', fileName, source: script.code });
    },
    transformIndexHtml: {
      order: 'post',
      handler: () => [
        {
          tag: 'script',
          // async: it neither waits for nor holds up the page; high: Chromium gives an async
          // script low priority, behind the app's chunks.
          attrs: { src: `/${fileName}`, async: true, fetchpriority: 'high' },
          injectTo: 'head-prepend',
        },
      ],
    },
  };
}
