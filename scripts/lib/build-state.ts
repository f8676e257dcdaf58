// `npm start` builds the web app and the server bundle only when their sources changed since the
// last build (issue 15): a fingerprint of every source file (path, size, modification time) is kept
// beside each build.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { filesUnder } from '../../apps/web/build/files-under';

export interface TBuildTarget {
  name: string;
  /** What the build reads, relative to the repository root. */
  sources: readonly string[];
  /** A file every complete build has written. */
  output: string;
  /** The fingerprint of the sources the last build was made from. */
  stamp: string;
  /** The npm script that builds it. */
  script: string;
}

export const WEB_BUILD: TBuildTarget = {
  name: 'web app',
  sources: [
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
  ],
  output: 'apps/web/dist/index.html',
  stamp: 'apps/web/dist/.source-fingerprint',
  script: 'build:web',
};

/** docs/adr/0012: `npm start` runs the server from its bundle. */
export const SERVER_BUILD: TBuildTarget = {
  name: 'server',
  sources: [
    'apps/server/src',
    'apps/server/build',
    'apps/server/package.json',
    'packages/shared/src',
    'packages/shared/package.json',
    'packages/writing-assistant/src',
    'packages/writing-assistant/package.json',
    'package-lock.json',
  ],
  output: 'apps/server/dist/server.mjs',
  stamp: 'apps/server/dist/.source-fingerprint',
  script: 'build:server',
};

/** The files of a source (a file or a folder), relative to `root`; none when it is missing. */
function sourceFiles(root: string, entry: string): string[] {
  const full = path.join(root, entry);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [entry];
  return filesUnder(full).map((file) => path.relative(root, file));
}

/** A hash over the sources' paths, sizes and modification times (tests excluded). */
export function sourceFingerprint(root: string, sources: readonly string[]): string {
  const hash = createHash('sha256');
  for (const source of sources) {
    for (const file of sourceFiles(root, source)) {
      if (/\.test\.tsx?$/.test(file)) continue;
      const stat = statSync(path.join(root, file));
      hash.update(`${file}\0${stat.size}\0${stat.mtimeMs}\n`);
    }
  }
  return hash.digest('hex');
}

/** Whether the last build was made from these very sources (and its output is still there). */
export function isBuildCurrent(root: string, target: TBuildTarget): boolean {
  const stamp = path.join(root, target.stamp);
  if (!existsSync(path.join(root, target.output)) || !existsSync(stamp)) return false;
  return readFileSync(stamp, 'utf8').trim() === sourceFingerprint(root, target.sources);
}

/**
 * Keeps the fingerprint of the sources a build was made from: taken before the build starts, so a
 * source saved while it runs leaves the build stale.
 */
export function recordBuild(
  root: string,
  target: TBuildTarget,
  fingerprint = sourceFingerprint(root, target.sources),
): void {
  writeFileSync(path.join(root, target.stamp), `${fingerprint}\n`);
}

/** Builds `target` (`npm run build` does, always) and records what from; throws when it fails. */
export function build(root: string, target: TBuildTarget): void {
  const fingerprint = sourceFingerprint(root, target.sources);
  const result = spawnSync('npm', ['run', target.script], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`building the ${target.name} failed`);
  recordBuild(root, target, fingerprint);
}

/** Builds `target` when its sources changed since its last build, and says whether it did. */
export function buildIfChanged(root: string, target: TBuildTarget): boolean {
  if (isBuildCurrent(root, target)) return false;
  process.stdout.write(`Building the ${target.name} (its sources changed since the last build)…\n`);
  build(root, target);
  return true;
}
