// `npm start` builds the web app only when its sources changed since the last build (issue 15):
// a fingerprint of every source file (path, size, modification time) is kept beside the build.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** What the web build reads: its own sources and config, and the shared package. */
export const WEB_SOURCES = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/build',
  'apps/web/package.json',
  'apps/web/postcss.config.cjs',
  'packages/shared/src',
  'packages/shared/package.json',
  'package-lock.json',
];
export const STAMP_FILE = 'apps/web/dist/.source-fingerprint';

function filesUnder(root: string, entry: string): string[] {
  const full = path.join(root, entry);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [entry];
  return readdirSync(full)
    .sort()
    .flatMap((name) => filesUnder(root, path.join(entry, name)));
}

/** A hash over the sources' paths, sizes and modification times (tests excluded). */
export function sourceFingerprint(root: string, sources: readonly string[] = WEB_SOURCES): string {
  const hash = createHash('sha256');
  for (const source of sources) {
    for (const file of filesUnder(root, source)) {
      if (/\.test\.tsx?$/.test(file)) continue;
      const stat = statSync(path.join(root, file));
      hash.update(`${file}\0${stat.size}\0${stat.mtimeMs}\n`);
    }
  }
  return hash.digest('hex');
}

/** Whether the last build was made from these very sources (and its output is still there). */
export function isBuildCurrent(root: string, sources: readonly string[] = WEB_SOURCES): boolean {
  const stamp = path.join(root, STAMP_FILE);
  if (!existsSync(path.join(root, 'apps/web/dist/index.html')) || !existsSync(stamp)) return false;
  return readFileSync(stamp, 'utf8').trim() === sourceFingerprint(root, sources);
}

export function recordBuild(root: string, sources: readonly string[] = WEB_SOURCES): void {
  writeFileSync(path.join(root, STAMP_FILE), `${sourceFingerprint(root, sources)}\n`);
}
