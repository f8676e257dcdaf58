import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadRoutePreloads, ROUTE_PRELOADS_FILE } from './route-preloads';

describe('loadRoutePreloads', () => {
  const dirs: string[] = [];
  const distWith = (content: string | null) => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'ptlog-preloads-'));
    dirs.push(dir);
    if (content !== null) {
      mkdirSync(path.join(dir, '.vite'));
      writeFileSync(path.join(dir, ROUTE_PRELOADS_FILE), content);
    }
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('names nothing for a build without the file (an older build)', () => {
    expect(loadRoutePreloads(distWith(null))('/dashboard')).toBeNull();
  });

  it('refuses at start a file whose addresses could break out of a header value', () => {
    const bad = JSON.stringify([{ path: '/x', files: ['/assets/a.js>, <https://e.test/'] }]);
    expect(() => loadRoutePreloads(distWith(bad))).toThrow(/rebuild the web app/);
    expect(() => loadRoutePreloads(distWith('{"path":"/x"}'))).toThrow(/rebuild the web app/);
  });
});
