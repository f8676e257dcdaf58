import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import {
  APP_SHELL,
  ENTRY,
  gzipBytes,
  isStaffFile,
  QUERY_CLIENT,
  ROUTE_SCREENS,
  reachableChunks,
  routeBudgets,
  routeLoad,
  type TManifest,
} from './bundle-budget';

// A build split the way Vite splits the app: the entry, a common vendor chunk, the sign-in and
// sign-up screens, the query client, the signed-in shell and its screens, and a staff screen with
// its charts.
const MANIFEST: TManifest = {
  [ENTRY]: {
    file: 'assets/index-a.js',
    isEntry: true,
    imports: ['_vendor-b.js'],
    dynamicImports: [
      ROUTE_SCREENS.login,
      ROUTE_SCREENS.register,
      ROUTE_SCREENS.dashboard,
      APP_SHELL,
      QUERY_CLIENT,
      'staff.tsx',
    ],
    css: ['assets/index-a.css'],
  },
  '_vendor-b.js': { file: 'assets/vendor-b.js' },
  '_form-c.js': { file: 'assets/form-c.js', imports: ['_vendor-b.js'] },
  [ROUTE_SCREENS.login]: {
    file: 'assets/LoginPage-d.js',
    isDynamicEntry: true,
    imports: ['_vendor-b.js', '_form-c.js'],
  },
  [ROUTE_SCREENS.register]: {
    file: 'assets/RegisterPage-k.js',
    isDynamicEntry: true,
    imports: ['_vendor-b.js', '_form-c.js'],
  },
  [QUERY_CLIENT]: {
    file: 'assets/query-client-l.js',
    isDynamicEntry: true,
    imports: ['_vendor-b.js'],
  },
  [APP_SHELL]: { file: 'assets/AppLayout-e.js', isDynamicEntry: true, imports: ['_vendor-b.js'] },
  [ROUTE_SCREENS.dashboard]: {
    file: 'assets/DashboardPage-f.js',
    isDynamicEntry: true,
    imports: ['_vendor-b.js'],
    css: ['assets/DashboardPage-f.css'],
  },
  'staff.tsx': {
    file: 'assets/staff-UsersPage-g.js',
    isDynamicEntry: true,
    imports: ['_form-c.js', '_charts-h.js'],
  },
  '_charts-h.js': { file: 'assets/staff-charts-h.js' },
  [ROUTE_SCREENS.daily]: { file: 'assets/DailyReportPage-i.js', isDynamicEntry: true },
  [ROUTE_SCREENS.weekly]: { file: 'assets/WeeklyOverviewPage-j.js', isDynamicEntry: true },
};

describe('routeLoad', () => {
  it("is the entry's static imports and the screen's, each file once", () => {
    const load = routeLoad(MANIFEST, [ROUTE_SCREENS.login]);
    expect(load.js.sort()).toEqual([
      'assets/LoginPage-d.js',
      'assets/form-c.js',
      'assets/index-a.js',
      'assets/vendor-b.js',
    ]);
    expect(load.css).toEqual(['assets/index-a.css']);
  });

  it('leaves out the other screens and everything staff', () => {
    const load = routeLoad(MANIFEST, [APP_SHELL, ROUTE_SCREENS.dashboard]);
    expect(load.js.sort()).toEqual([
      'assets/AppLayout-e.js',
      'assets/DashboardPage-f.js',
      'assets/index-a.js',
      'assets/vendor-b.js',
    ]);
    expect(load.css.sort()).toEqual(['assets/DashboardPage-f.css', 'assets/index-a.css']);
    expect([...load.js, ...load.css].filter(isStaffFile)).toEqual([]);
  });

  it('refuses a manifest that names a chunk it does not hold', () => {
    expect(() => routeLoad({ [ENTRY]: { file: 'a.js', imports: ['_gone.js'] } }, [])).toThrow(
      /_gone\.js/,
    );
  });
});

describe('reachableChunks', () => {
  it('follows dynamic imports too, down to the staff chunks', () => {
    const files = reachableChunks(MANIFEST, [ENTRY]).map((key) => MANIFEST[key]?.file);
    expect(files).toContain('assets/staff-charts-h.js');
    expect(files.filter((file) => file && isStaffFile(file)).sort()).toEqual([
      'assets/staff-UsersPage-g.js',
      'assets/staff-charts-h.js',
    ]);
  });
});

describe('routeBudgets', () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'ptlog-budget-'));
  afterAll(() => rmSync(dist, { recursive: true, force: true }));
  mkdirSync(path.join(dist, '.vite'), { recursive: true });
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  const bodies = new Map<string, string>();
  for (const chunk of Object.values(MANIFEST)) {
    for (const file of [chunk.file, ...(chunk.css ?? [])]) {
      const body = `/* ${file} */ ${'export const x = 1;'.repeat(file.length)}`;
      bodies.set(file, body);
      writeFileSync(path.join(dist, file), body);
    }
  }
  writeFileSync(path.join(dist, '.vite/manifest.json'), JSON.stringify(MANIFEST));

  it('sums the gzip size of each file of the route (level 9, as the server sends them)', () => {
    const login = routeBudgets(dist).find((row) => row.route === 'login');
    const js = [
      'assets/index-a.js',
      'assets/vendor-b.js',
      'assets/form-c.js',
      'assets/LoginPage-d.js',
    ];
    const expected = js.reduce(
      (total, file) => total + gzipSync(bodies.get(file) ?? '', { level: 9 }).length,
      0,
    );
    expect(login?.jsGzipBytes).toBe(expected);
    expect(gzipBytes(dist, js)).toBe(expected);
    expect(login?.scripts).toHaveLength(4);
    expect(login?.staffFiles).toEqual([]);
  });

  it('counts the query client with every screen but sign-in, and the shell with the signed-in ones', () => {
    const budgets = routeBudgets(dist);
    const scripts = (route: string) => budgets.find((row) => row.route === route)?.scripts.sort();
    expect(budgets.map((row) => row.route)).toEqual([
      'login',
      'register',
      'dashboard',
      'daily',
      'weekly',
    ]);
    expect(scripts('register')).toEqual([
      'assets/RegisterPage-k.js',
      'assets/form-c.js',
      'assets/index-a.js',
      'assets/query-client-l.js',
      'assets/vendor-b.js',
    ]);
    expect(scripts('dashboard')).toEqual([
      'assets/AppLayout-e.js',
      'assets/DashboardPage-f.js',
      'assets/index-a.js',
      'assets/query-client-l.js',
      'assets/vendor-b.js',
    ]);
  });
});
