// Issue 15 item 12: the project supports the Node versions of package.json `engines`; packages
// whose own `engines` leave some of them out make npm print EBADENGINE on install. Those known to
// run on Node 20 (the whole suite runs there) are listed in ACCEPTED_ENGINE_EXCEPTIONS; any other
// one fails the check, so it is noticed and handled (another version, or this list with a reason).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

// semver comes with npm's own tool chain in node_modules (no types of its own here).
const semver = createRequire(import.meta.url)('semver') as {
  satisfies(version: string, range: string): boolean;
  minVersion(range: string): { version: string } | null;
};

/** name → why it is accepted although its `engines.node` excludes Node 20. */
export const ACCEPTED_ENGINE_EXCEPTIONS: Record<string, string> = {
  cookie: 'cookie 2 (via @fastify/cookie 11, light-my-request): plain string code, runs on Node 20',
  'content-disposition': 'content-disposition 3 (via @fastify/static 10): runs on Node 20',
  nanoid: 'nanoid 6 (via docx 9): uses crypto.getRandomValues, present in Node 20',
};

export interface TEngineMismatch {
  name: string;
  version: string;
  wants: string;
}

function packagesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    if (name.startsWith('.')) return [];
    const full = path.join(dir, name);
    if (name.startsWith('@')) return packagesUnder(full);
    return [full, ...packagesUnder(path.join(full, 'node_modules'))];
  });
}

/** Installed packages whose `engines.node` does not admit the lowest Node the project supports. */
export function engineMismatches(root: string): TEngineMismatch[] {
  const project = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const lowest = semver.minVersion(project.engines.node)?.version ?? '20.19.0';
  const found: TEngineMismatch[] = [];
  for (const dir of packagesUnder(path.join(root, 'node_modules'))) {
    const file = path.join(dir, 'package.json');
    if (!existsSync(file)) continue;
    const manifest = JSON.parse(readFileSync(file, 'utf8'));
    const wants = manifest.engines?.node;
    if (typeof wants === 'string' && !semver.satisfies(lowest, wants)) {
      found.push({ name: manifest.name, version: manifest.version, wants });
    }
  }
  return found;
}
