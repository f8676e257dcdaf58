// Names the chunks that only staff screens reach `staff-*` (issues 15 and 20): the service worker
// does not precache them (vite.config.ts globIgnores) and the bundle budget checks that no student
// screen asks for one. Chart code that a student screen could reach fails the build.
//
// Which chunks those are is only known once the bundle is split (a barrel such as @mantine/core
// makes every component look reachable in the module graph), so the files are renamed once
// written, and every mention of their old names in the other chunks and the HTML rewritten.
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { filesUnder } from './files-under';

/** The staff screens: the rest of the app reaches them only through these modules. */
export const STAFF_SCREEN = /\/src\/features\/(admin|staff-billing|broadcast)\/pages\//;
/** Chart code, for the staff analytics only. */
export const CHART_MODULE = /node_modules\/(@mantine\/charts|recharts|d3-[^/]+|victory-vendor)\//;

export interface TChunkNode {
  isEntry: boolean;
  /** The module a dynamic import loads, for chunks made for one. */
  facadeModuleId: string | null;
  imports: string[];
  dynamicImports: string[];
}

/** The chunks reached from the entries without a dynamic import of a staff screen. */
export function studentChunks(chunks: Map<string, TChunkNode>): Set<string> {
  const seen = new Set<string>();
  const queue = [...chunks].filter(([, chunk]) => chunk.isEntry).map(([file]) => file);
  while (queue.length > 0) {
    const file = queue.pop() as string;
    const chunk = chunks.get(file);
    if (seen.has(file) || !chunk) continue;
    seen.add(file);
    queue.push(...chunk.imports);
    for (const target of chunk.dynamicImports) {
      if (!STAFF_SCREEN.test(chunks.get(target)?.facadeModuleId ?? '')) queue.push(target);
    }
  }
  return seen;
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Renames the files (paths relative to `dir`) and every mention of them in its JS and HTML. */
export function renameBuiltFiles(dir: string, renames: Map<string, string>): void {
  if (renames.size === 0) return;
  const byBase = new Map(
    [...renames].map(([from, to]) => [path.posix.basename(from), path.posix.basename(to)]),
  );
  const pattern = new RegExp([...byBase.keys()].map(escapeRegex).join('|'), 'g');
  for (const [from, to] of renames) renameSync(path.join(dir, from), path.join(dir, to));
  for (const file of filesUnder(dir)) {
    if (!/\.(js|html|json)$/.test(file)) continue;
    const text = readFileSync(file, 'utf8');
    const rewritten = text.replace(pattern, (base) => byBase.get(base) ?? base);
    if (rewritten !== text) writeFileSync(file, rewritten);
  }
}

export function staffChunks(): Plugin {
  let renames = new Map<string, string>();
  return {
    name: 'ptlog:staff-chunks',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const chunks = new Map<string, TChunkNode>();
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk') chunks.set(output.fileName, output);
      }
      const student = studentChunks(chunks);
      const studentCss = new Set<string>();
      const staff = new Set<string>();
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const css = [...(output.viteMetadata?.importedCss ?? [])];
        if (student.has(output.fileName)) {
          for (const file of css) studentCss.add(file);
          if (output.moduleIds.some((id) => CHART_MODULE.test(id))) {
            this.error(`chart code in ${output.fileName}, reachable from a student screen`);
          }
        } else {
          staff.add(output.fileName);
          for (const file of css) staff.add(file);
        }
      }
      renames = new Map(
        [...staff]
          .filter((file) => !studentCss.has(file))
          .map((file) => [
            file,
            path.posix.join(path.posix.dirname(file), `staff-${path.posix.basename(file)}`),
          ]),
      );
    },
    // Before vite-plugin-pwa lists the files to precache (closeBundle).
    writeBundle(options) {
      if (options.dir) renameBuiltFiles(options.dir, renames);
    },
  };
}
