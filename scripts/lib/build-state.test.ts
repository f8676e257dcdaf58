import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  isBuildCurrent,
  recordBuild,
  sourceFingerprint,
  type TBuildTarget,
  WEB_BUILD,
} from './build-state';

// Issue 15 item 11: `npm start` rebuilds only when a web source changed.
describe('build state', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'ptlog-build-state-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const sources: TBuildTarget = { ...WEB_BUILD, sources: ['apps/web/src', 'packages/shared/src'] };

  it('is stale without a build, current after one, stale again when a source changes', () => {
    mkdirSync(path.join(root, 'apps/web/src'), { recursive: true });
    mkdirSync(path.join(root, 'packages/shared/src'), { recursive: true });
    writeFileSync(path.join(root, 'apps/web/src/main.tsx'), 'export {};\n');
    writeFileSync(path.join(root, 'packages/shared/src/index.ts'), 'export {};\n');
    expect(isBuildCurrent(root, sources)).toBe(false);

    mkdirSync(path.join(root, 'apps/web/dist'), { recursive: true });
    writeFileSync(path.join(root, 'apps/web/dist/index.html'), '<!doctype html>');
    recordBuild(root, sources);
    expect(isBuildCurrent(root, sources)).toBe(true);

    // A test file does not matter to the build.
    writeFileSync(path.join(root, 'apps/web/src/main.test.tsx'), 'export {};\n');
    expect(isBuildCurrent(root, sources)).toBe(true);

    const shared = path.join(root, 'packages/shared/src/index.ts');
    writeFileSync(shared, 'export const changed = 1;\n');
    utimesSync(shared, new Date(), new Date(Date.now() + 5000));
    expect(isBuildCurrent(root, sources)).toBe(false);
    recordBuild(root, sources);
    writeFileSync(path.join(root, 'apps/web/src/new-screen.tsx'), 'export {};\n');
    expect(isBuildCurrent(root, sources)).toBe(false);
  });

  it('stays stale when a source is saved while the build runs', () => {
    const before = sourceFingerprint(root, sources.sources);
    writeFileSync(path.join(root, 'apps/web/src/saved-during-build.tsx'), 'export {};\n');
    recordBuild(root, sources, before);
    expect(isBuildCurrent(root, sources)).toBe(false);
    recordBuild(root, sources);
    expect(isBuildCurrent(root, sources)).toBe(true);
  });
});
