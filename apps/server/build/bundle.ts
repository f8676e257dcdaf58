// `npm run build:server`: the server as plain JavaScript (docs/adr/0012), one file per thread, so
// `npm start` runs without tsx and its loader threads. Our own TypeScript (the server and the
// workspace packages it imports) is bundled; every npm package stays an import of node_modules,
// except postgres.js, bundled with its queue replaced (src/db/postgres-queue.ts says why).
import { rmSync } from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';

const serverDir = path.resolve(import.meta.dirname, '..');

/**
 * The bundle's files and their sources. A worker's file is named as its starter asks for it next
 * to its own module (`new URL('./render-worker.mjs', import.meta.url)`), which in the bundle is
 * `server.mjs`; from source the same name is a small .mjs that registers tsx first.
 */
export const BUNDLE_ENTRIES = {
  server: 'src/server.ts',
  'render-worker': 'src/features/export/render-worker.ts',
  'worker-entry': '../../packages/writing-assistant/src/worker.ts',
} as const;

const WORKSPACE_PACKAGE = /^@ptlog\//;
/** The npm packages bundled rather than imported: their files are patched on the way in. */
const BUNDLED_PACKAGE = /^postgres$/;
const POSTGRES_SOURCE = /[\\/]node_modules[\\/]postgres[\\/]src[\\/]/;

/**
 * Writes the bundle into `outdir`, a folder directly inside apps/server (the bundle finds the
 * package's files from there: src/paths.ts). Returns the files written.
 */
export async function bundleServer(outdir = path.join(serverDir, 'dist')): Promise<string[]> {
  rmSync(outdir, { recursive: true, force: true });
  if (path.dirname(path.resolve(outdir)) !== serverDir) {
    throw new Error(`the server bundle must be written directly inside ${serverDir}`);
  }
  const result = await esbuild.build({
    absWorkingDir: serverDir,
    entryPoints: BUNDLE_ENTRIES,
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    // What the source loads with `await import()` (PGlite, pdfkit, docx…) stays a chunk of its own,
    // loaded when first asked for. Chunks lie beside the entries: one folder, one set of URLs.
    splitting: true,
    chunkNames: '[name]-[hash]',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Not minified: a stack trace in the log names our functions, and its lines can be read.
    minify: false,
    legalComments: 'none',
    metafile: true,
    logLevel: 'warning',
    plugins: [
      {
        name: 'npm-packages-stay-external',
        setup(build) {
          build.onResolve({ filter: /^[^./]/ }, (args) =>
            WORKSPACE_PACKAGE.test(args.path) || BUNDLED_PACKAGE.test(args.path)
              ? undefined
              : { path: args.path, external: true },
          );
        },
      },
      {
        name: 'postgres-queue-bounded',
        setup(build) {
          build.onResolve({ filter: /^\.\/queue\.js$/ }, (args) =>
            POSTGRES_SOURCE.test(args.importer)
              ? { path: path.join(serverDir, 'src/db/postgres-queue.ts') }
              : undefined,
          );
        },
      },
    ],
  });
  return Object.keys(result.metafile.outputs);
}

if (process.argv[1] === import.meta.filename) {
  const files = await bundleServer();
  process.stdout.write(`Server bundle: ${files.join(', ')}\n`);
}
