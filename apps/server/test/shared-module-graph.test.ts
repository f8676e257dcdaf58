// The API, shared and writing-assistant test files run in one module graph per worker
// (vitest.config.ts, `isolate: false`). That is only safe while no file changes what the next
// one would see: a module mock, a stubbed global or environment variable, fake timers or a spy
// left on a shared module. This test fails when a file starts doing so; such a file belongs in
// an isolated project instead.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const repoRoot = new URL('../../..', import.meta.url).pathname;
const SHARED_GRAPH_DIRS = [
  'apps/server/src',
  'apps/server/test',
  'scripts/lib',
  'packages/shared/src',
  'packages/writing-assistant/test',
];
const CHANGES_WHAT_OTHERS_SEE =
  /\bvi\.(mock|doMock|stubGlobal|stubEnv|useFakeTimers|spyOn)\(|process\.env(\.\w+|\[[^\]]+\])\s*=[^=]|delete process\.env/;

function testFiles(dir: string): string[] {
  return readdirSync(join(repoRoot, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => join(repoRoot, dir, file));
}

describe('test files that share one module graph', () => {
  it('leave modules, globals, the environment and timers as they found them', () => {
    const files = SHARED_GRAPH_DIRS.flatMap(testFiles).filter(
      (file) => !file.endsWith('shared-module-graph.test.ts'),
    );
    expect(files.length).toBeGreaterThan(50);
    const offending = files
      .filter((file) => CHANGES_WHAT_OTHERS_SEE.test(readFileSync(file, 'utf8')))
      .map((file) => relative(repoRoot, file));
    expect(offending).toEqual([]);
  });
});
