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

  it("names the page's classic scripts first, then the modules and styles", () => {
    const preloads = JSON.stringify([
      {
        path: '/weekly-report/:weekNumber',
        scripts: ['/assets/early-reads-1.js'],
        files: ['/assets/index-1.js', '/assets/index-1.css'],
      },
    ]);
    expect(loadRoutePreloads(distWith(preloads))('/desktop/weekly-report/3/?x=1')).toBe(
      '</assets/early-reads-1.js>; rel=preload; as=script, ' +
        '</assets/index-1.js>; rel=modulepreload; crossorigin, ' +
        '</assets/index-1.css>; rel=preload; as=style; crossorigin',
    );
    expect(loadRoutePreloads(distWith(preloads))('/weekly-report')).toBeNull();
  });

  it('refuses at start a file whose addresses could break out of a header value', () => {
    const bad = JSON.stringify([{ path: '/x', files: ['/assets/a.js>, <https://e.test/'] }]);
    expect(() => loadRoutePreloads(distWith(bad))).toThrow(/rebuild the web app/);
    expect(() => loadRoutePreloads(distWith('{"path":"/x"}'))).toThrow(/rebuild the web app/);
    const badScript = JSON.stringify([{ path: '/x', scripts: ['//e.test/a.js'], files: [] }]);
    expect(() => loadRoutePreloads(distWith(badScript))).toThrow(/rebuild the web app/);
  });
});
