import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OPEN_SCREENS, PROTECTED_SCREENS, PUBLIC_SCREENS } from '../src/app/routes';
import type { TManifest } from './manifest-graph';
import { classicScripts, parseScreenRoutes, routePreloads } from './route-preloads';

const ROUTES_SOURCE = readFileSync(new URL('../src/app/routes.tsx', import.meta.url), 'utf8');
const STAFF_SOURCE = readFileSync(
  new URL('../src/features/admin/pages/staff-screens.ts', import.meta.url),
  'utf8',
);
const parse = () => parseScreenRoutes(ROUTES_SOURCE, 'src/app/routes.tsx', STAFF_SOURCE);

describe('parseScreenRoutes', () => {
  it('reads every address of routes.tsx, signed in or not, as the app routes them', () => {
    const parsed = parse();
    const signedIn = new Set(PROTECTED_SCREENS.map((screen) => screen.path));
    expect(parsed.map((route) => route.path)).toEqual(
      [...PUBLIC_SCREENS, ...OPEN_SCREENS, ...PROTECTED_SCREENS].map((screen) => screen.path),
    );
    for (const route of parsed) expect(route.signedIn).toBe(signedIn.has(route.path));
  });

  it('finds each screen module and whether it needs the query client', () => {
    const byPath = new Map(parse().map((route) => [route.path, route]));
    expect(byPath.get('login')).toMatchObject({
      module: 'src/features/auth/pages/LoginPage.tsx',
      queries: false,
    });
    expect(byPath.get('weekly-report/:weekNumber')).toMatchObject({
      module: 'src/features/weekly-report/pages/WeeklyReportPage.tsx',
      queries: true,
      signedIn: true,
    });
    // A staff screen, with the staff chunk it is imported through.
    expect(byPath.get('admin/users')).toMatchObject({
      module: 'src/features/admin/pages/UsersPage.tsx',
      via: 'src/features/admin/pages/staff-screens.ts',
      signedIn: true,
    });
  });

  it('fails on a route whose screen it cannot find, rather than leave it out', () => {
    const source = `export const PUBLIC_SCREENS: ScreenRoute[] = [\n  route('login', Missing),\n];`;
    expect(() => parseScreenRoutes(source)).toThrow(/no lazyScreen named Missing/);
    const staff = `const Gone = staffScreen('Gone');\n${source.replace('Missing', 'Gone')}`;
    expect(() => parseScreenRoutes(staff)).toThrow(/no staff screen named Gone/);
  });
});

describe('routePreloads', () => {
  const manifest: TManifest = {
    'index.html': { file: 'assets/index-1.js', imports: ['_core.js'], css: ['assets/index-1.css'] },
    '_core.js': { file: 'assets/core-1.js' },
    '_signed-in.js': { file: 'assets/signed-in-1.js', imports: ['_core.js'] },
    'src/app/query-client.tsx': { file: 'assets/query-client-1.js', imports: ['_signed-in.js'] },
    'src/app/layout/AppLayout.tsx': { file: 'assets/AppLayout-1.js', imports: ['_core.js'] },
    'src/lib/session-schemas.ts': { file: 'assets/session-schemas-1.js' },
    'src/pages/Login.tsx': { file: 'assets/Login-1.js', imports: ['_core.js'] },
    'src/pages/Dashboard.tsx': {
      file: 'assets/Dashboard-1.js',
      imports: ['_signed-in.js'],
      css: ['assets/Dashboard-1.css'],
    },
  };

  it('adds the staff chunk a staff screen is imported through', () => {
    const withStaff: TManifest = {
      ...manifest,
      'src/staff-screens.ts': { file: 'assets/staff-screens-1.js' },
      'src/pages/Users.tsx': { file: 'assets/staff-Users-1.js', imports: ['_signed-in.js'] },
    };
    const [users] = routePreloads(withStaff, [
      {
        path: 'admin/users',
        module: 'src/pages/Users.tsx',
        via: 'src/staff-screens.ts',
        signedIn: true,
        queries: true,
      },
    ]);
    expect(users?.files).toContain('/assets/staff-screens-1.js');
    expect(users?.files).toContain('/assets/staff-Users-1.js');
  });

  it("names the entry's files first, then the screen's: with the shell and schemas", () => {
    const preloads = routePreloads(manifest, [
      { path: 'login', module: 'src/pages/Login.tsx', signedIn: false, queries: false },
      { path: 'dashboard', module: 'src/pages/Dashboard.tsx', signedIn: true, queries: true },
    ]);
    const entry = ['/assets/index-1.js', '/assets/core-1.js', '/assets/index-1.css'];
    // Signed-out screens get no preloads (see routePreloads).
    expect(preloads.map((preload) => preload.path)).toEqual(['/dashboard']);
    const [dashboard] = preloads;
    expect(dashboard).toEqual({
      path: '/dashboard',
      scripts: [],
      files: [
        ...entry,
        '/assets/AppLayout-1.js',
        '/assets/Dashboard-1.js',
        '/assets/query-client-1.js',
        '/assets/session-schemas-1.js',
        '/assets/signed-in-1.js',
        '/assets/Dashboard-1.css',
      ],
    });
  });

  it("names the screen's files largest first, after the entry's", () => {
    const sizes: Record<string, number> = {
      'assets/signed-in-1.js': 54_000,
      'assets/AppLayout-1.js': 10_000,
      'assets/Dashboard-1.css': 1_500,
    };
    const [dashboard] = routePreloads(
      manifest,
      [{ path: 'dashboard', module: 'src/pages/Dashboard.tsx', signedIn: true, queries: true }],
      (file) => sizes[file] ?? 1_000,
    );
    expect(dashboard?.files.slice(3)).toEqual([
      '/assets/signed-in-1.js',
      '/assets/AppLayout-1.js',
      '/assets/Dashboard-1.css',
      '/assets/Dashboard-1.js',
      '/assets/query-client-1.js',
      '/assets/session-schemas-1.js',
    ]);
  });

  it('finds the shell and schemas in `signed-in`, the query client in `signup-shared`, when the build put them there', () => {
    // As chunk-groups.ts builds it: those lazy modules have no manifest key of their own.
    const grouped: TManifest = {
      'index.html': manifest['index.html'] as TManifest[string],
      '_core.js': { file: 'assets/core-1.js' },
      '_signed-in-x1.js': {
        name: 'signed-in',
        file: 'assets/signed-in-1.js',
        imports: ['_core.js'],
      },
      '_signed-in-x1.css': { file: 'assets/signed-in-1.css', src: '_signed-in-x1.css' },
      '_signup-shared-x1.js': {
        name: 'signup-shared',
        file: 'assets/signup-shared-1.js',
        imports: ['_core.js'],
      },
      'src/pages/Dashboard.tsx': {
        file: 'assets/Dashboard-1.js',
        imports: ['_signed-in-x1.js'],
        css: ['assets/Dashboard-1.css'],
      },
    };
    const [dashboard] = routePreloads(grouped, [
      { path: 'dashboard', module: 'src/pages/Dashboard.tsx', signedIn: true, queries: true },
    ]);
    expect(dashboard?.files.slice(3)).toEqual([
      '/assets/Dashboard-1.js',
      '/assets/signed-in-1.js',
      '/assets/signup-shared-1.js',
      '/assets/Dashboard-1.css',
    ]);
    // Any other module missing from the manifest is still an error, not a quiet omission.
    expect(() =>
      routePreloads(grouped, [
        { path: 'x', module: 'src/pages/Missing.tsx', signedIn: true, queries: false },
      ]),
    ).toThrow('the build manifest has no chunk src/pages/Missing.tsx');
  });

  it("finds the page's classic scripts in index.html, not its modules", () => {
    const html = `<head><script src="/assets/early-reads-Ab1.js" async fetchpriority="high"></script>
      <script type="module" crossorigin src="/assets/index-1.js"></script></head>`;
    expect(classicScripts(html)).toEqual(['/assets/early-reads-Ab1.js']);
  });
});
