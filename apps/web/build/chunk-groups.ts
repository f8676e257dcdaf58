// Fewer, larger chunks for what the screens share (issue 20). Left to itself, Rolldown gives every
// set of screens that share a module a chunk of its own: with a lazy chunk per screen that made
// ~80 scripts of 0.1–2 KB for a signed-in first load, each a request over the server's HTTP/1.1.
// Here the modules that two or more chunk roots (screens, lazy dialogs, the query client) share
// go into a few chunks instead:
// - `public`: those the sign-in screen needs (the forms' Mantine inputs, the auth calls);
// - `signup-shared`: the query client (every screen but sign-in loads it, sign-up too) and what
//   it uses, and what the sign-up screen shares with every signed-in first load (TanStack Query,
//   Mantine's Progress): the sign-up screen's first load takes these without `signed-in`;
// - `signup-daily`: what the sign-up screen shares with the daily screen and not the other
//   everyday ones (the form library), so that neither the dashboard nor sign-up carries more;
// - `signup`: what the sign-up screen shares only with its own later steps or screens opened
//   later (the wizard's form values, Mantine's List): one file, not several small ones;
// - `signed-in`: the shell and the session's schemas themselves, and the rest of those they or
//   two of a student's everyday screens (dashboard, daily, weekly) need, or the dashboard or the
//   weekly overview shares only with screens opened later;
// - `signed-in-daily`: those the daily screen shares only with screens opened later, so that the
//   dashboard's first load does not carry the daily form's number input (−18 KB gzip).
// A module only one root uses stays in that root's chunk (but the shell's and the schemas' own go
// in `signed-in`, the query client's in `signup-shared`), what the entry imports stays in the
// entry, and what only other screens share (staff screens above all) is left to Rolldown's
// automatic chunks, which staff-chunks.ts names staff-* afterwards: a student never downloads one.
// The sign-up screen's first load is thus the entry's, `public`, the three `signup*` chunks and
// its own (issue 20's budget: scripts/lib/bundle-budget.ts); before, it took all of `signed-in`
// and `signed-in-daily` for the few modules it shares with them (317 KB gzip in all).
//
// Which roots use a module is read from the module graph, but only through modules the build
// keeps: a package's barrel (`@mantine/core`'s index) imports every component, so it is crossed
// only for the names the importer takes from it.
import path from 'node:path';
import type { Rolldown } from 'vite';

/** The sign-in screen: the `public` chunk holds the shared modules its first load needs. */
export const LOGIN_SCREEN = /\/src\/features\/auth\/pages\/LoginPage\.tsx$/;
/** The sign-up screen: the `signup*` chunks hold the shared modules its first load needs. */
export const REGISTER_SCREEN = /\/src\/features\/auth\/pages\/RegisterPage\.tsx$/;
/**
 * In every signed-in first load: the shell, the idle sign-out's watcher and the session's schemas.
 * Each is loaded by `import()`, so Rolldown would give each (and what only it imports) a chunk of
 * its own: they go into `signed-in` instead. Over HTTP/1.1 a browser fetches six files at a time
 * from a host, and in Lighthouse's simulation of a signed-in first load (npm run bench:web:path)
 * those small files and their stylesheets held connections and bandwidth while the three large
 * chunks waited (README, "Fewer files in a signed-in first load").
 */
const SIGNED_IN_ALWAYS =
  /\/src\/(app\/layout\/AppLayout\.tsx|app\/session\/idle-watch\.ts|lib\/session-schemas\.ts)$/;
/**
 * The query client, loaded by `import()` with every screen but sign-in (app/lazy-screen.tsx), the
 * sign-up screen's first load included: in `signup-shared`, which every signed-in first load takes
 * as well, not in `signed-in`, which sign-up does without.
 */
const QUERY_CLIENT = /\/src\/app\/query-client\.tsx$/;

/** The group chunk that holds a module loaded by `import()` (a manifest key), if one does. */
export function groupOfLazyModule(key: string): string | null {
  if (SIGNED_IN_ALWAYS.test(`/${key}`)) return 'signed-in';
  return QUERY_CLIENT.test(`/${key}`) ? 'signup-shared' : null;
}
/**
 * The screens a student opens every day, by the name of the chunk that holds what each shares
 * only with screens opened later: `signed-in-daily` for the daily form's inputs (~18 KB gzip the
 * other first loads do without). The dashboard's and the weekly overview's such parts are small
 * (1 and 4 KB minified): a chunk and a stylesheet of their own cost their first loads two requests
 * for it, more than those bytes cost the others in `signed-in` (bench:web:path).
 */
const EVERYDAY_SCREENS: [string, RegExp][] = [
  ['signed-in', /\/src\/features\/dashboard\/pages\/DashboardPage\.tsx$/],
  ['signed-in-daily', /\/src\/features\/daily-report\/pages\/DailyReportPage\.tsx$/],
  ['signed-in', /\/src\/features\/weekly-report\/pages\/WeeklyOverviewPage\.tsx$/],
];

export const ENTRY_ROOT = '<entry>';

/** What the chunking needs of a module (Rolldown's ModuleInfo has these). */
export interface TModuleNode {
  isEntry: boolean;
  importers: readonly string[];
  importedIds: readonly string[];
  dynamicImporters: readonly string[];
  code: string | null;
  exports: readonly string[];
}

/** One import or re-export statement: the specifier and the names taken ('*': all of them). */
export interface TImportStatement {
  kind: 'import' | 'export';
  source: string;
  /** Imported (or re-exported) name → the local (or exported) name. */
  names: Map<string, string>;
  /** `import * as ns`, `export * from`, `export * as ns`: every export of the source. */
  all: boolean;
  /** For `import * as ns` / `export * as ns`: ns. */
  namespace?: string;
}

const STATEMENT =
  /(?:^|[;\n}])\s*(import|export)\s+(?!type\s)([\w$*{},\s]*?)\s*from\s*["']([^"']+)["']|(?:^|[;\n}])\s*import\s*["']([^"']+)["']/g;

function parseNames(list: string): Map<string, string> {
  const names = new Map<string, string>();
  for (const part of list.split(',')) {
    const [name, alias] = part.trim().split(/\s+as\s+/);
    if (name && !name.startsWith('type ')) names.set(name, alias ?? name);
  }
  return names;
}

/** The import and `export … from` statements of a module's code. */
export function parseStatements(code: string): TImportStatement[] {
  const statements: TImportStatement[] = [];
  for (const match of code.matchAll(STATEMENT)) {
    const [, keyword, clause, source, bareSource] = match;
    if (bareSource) {
      statements.push({ kind: 'import', source: bareSource, names: new Map(), all: false });
      continue;
    }
    if (!keyword || clause === undefined || !source) continue;
    const statement: TImportStatement = {
      kind: keyword as 'import' | 'export',
      source,
      names: new Map(),
      all: false,
    };
    const braces = /\{([^}]*)\}/.exec(clause);
    if (braces?.[1]) statement.names = parseNames(braces[1]);
    const star = /\*(?:\s+as\s+([\w$]+))?/.exec(clause);
    if (star) {
      statement.all = true;
      statement.namespace = star[1];
    }
    // `import Name from` / `import Name, { … } from`: the default export.
    const defaultName = /^([\w$]+)\s*(?:,|$)/.exec(clause.trim());
    if (keyword === 'import' && defaultName?.[1]) statement.names.set('default', defaultName[1]);
    statements.push(statement);
  }
  return statements;
}

/** `export { local as exported }` without a source: local name → exported names. */
function localExports(code: string): Map<string, string[]> {
  const exported = new Map<string, string[]>();
  for (const match of code.matchAll(/export\s*\{([^}]*)\}(?!\s*from)/g)) {
    for (const [local, name] of parseNames(match[1] ?? '')) {
      exported.set(local, [...(exported.get(local) ?? []), name]);
    }
  }
  return exported;
}

const withoutExtension = (id: string) =>
  id
    .replace(/[?#].*$/, '')
    .replace(/\.[mc]?[jt]sx?$/, '')
    .replace(/\/index$/, '');

/** Whether `source`, written in module `from`, names module `target`. */
export function resolvesTo(source: string, from: string, target: string): boolean {
  if (source.startsWith('.') || source.startsWith('/')) {
    const resolved = source.startsWith('/')
      ? source
      : path.posix.join(path.posix.dirname(from), source);
    return withoutExtension(resolved) === withoutExtension(target);
  }
  // A package, a path in one, or a file in one (`@mantine/core/styles/Button.layer.css`).
  return (
    target.includes(`/node_modules/${source}/`) ||
    target.includes(`/node_modules/${source}.`) ||
    withoutExtension(target).endsWith(`/node_modules/${withoutExtension(source)}`)
  );
}

/**
 * What the walks of one build share (a module's code and importers do not change once the graph
 * is built): each module's parsed statements, and the kept modules that use each module. Without
 * it every module's walk parsed again the code of every importer on its way, minutes per build.
 */
export interface TGraphMemo {
  statements: Map<string, TImportStatement[]>;
  users: Map<string, string[]>;
}

export const newGraphMemo = (): TGraphMemo => ({ statements: new Map(), users: new Map() });

function statementsOf(id: string, code: string, memo: TGraphMemo): TImportStatement[] {
  let statements = memo.statements.get(id);
  if (!statements) {
    statements = parseStatements(code);
    memo.statements.set(id, statements);
  }
  return statements;
}

/**
 * The names `importer` takes from `target` ('*' if all), or null when it imports none. A package
 * the specifiers do not name by path (a workspace package) is matched by elimination: the
 * statements with a package specifier that names none of the importer's other imports.
 */
function takenFrom(
  importer: string,
  info: TModuleNode,
  target: string,
  memo: TGraphMemo,
): Set<string> | '*' | null {
  const statements = statementsOf(importer, info.code ?? '', memo);
  let matching = statements.filter((statement) => resolvesTo(statement.source, importer, target));
  if (matching.length === 0) {
    const others = info.importedIds.filter((id) => id !== target);
    matching = statements.filter(
      (statement) =>
        !/^[./]/.test(statement.source) &&
        !others.some((other) => resolvesTo(statement.source, importer, other)),
    );
  }
  if (matching.length === 0) return null;
  const taken = new Set<string>();
  for (const statement of matching) {
    if (statement.all || statement.names.size === 0) return '*';
    for (const name of statement.names.keys()) taken.add(name);
  }
  return taken;
}

/** The names a barrel exports of those it takes from `target` (`taken`). */
function reexported(
  barrel: string,
  code: string,
  target: string,
  taken: Set<string> | '*',
  targetExports: readonly string[],
  memo: TGraphMemo,
): Set<string> {
  const names = new Set<string>();
  const local = localExports(code);
  const takes = (name: string) => taken === '*' || taken.has(name);
  for (const statement of statementsOf(barrel, code, memo)) {
    if (!resolvesTo(statement.source, barrel, target)) continue;
    if (statement.all) {
      if (statement.namespace) {
        if (statement.kind === 'export') names.add(statement.namespace);
        for (const name of local.get(statement.namespace) ?? []) names.add(name);
      } else {
        for (const name of targetExports) if (name !== 'default' && takes(name)) names.add(name);
      }
    }
    for (const [name, alias] of statement.names) {
      if (!takes(name)) continue;
      if (statement.kind === 'export') names.add(alias);
      else for (const exportedName of local.get(alias) ?? []) names.add(exportedName);
    }
  }
  return names;
}

/**
 * The chunk roots whose static imports reach `id`: the entry (as ENTRY_ROOT) and the modules a
 * dynamic import loads. Only modules in `kept` (those the build keeps) count as importers; a
 * dropped barrel between two kept modules is crossed for the names the importer takes from it.
 */
export function rootsOf(
  id: string,
  moduleInfo: (id: string) => TModuleNode | null,
  kept: (id: string) => boolean,
  memo: TGraphMemo = newGraphMemo(),
): Set<string> {
  const roots = new Set<string>();
  const seen = new Set<string>();
  const queue = [id];
  /** The kept modules that import `target`'s `names` through dropped barrels. */
  const usersThroughBarrel = (
    target: string,
    names: Set<string> | '*',
    depth: number,
  ): string[] => {
    const info = moduleInfo(target);
    if (!info || depth > 4) return [];
    return info.importers.flatMap((importer) => {
      const importerInfo = moduleInfo(importer);
      const code = importerInfo?.code;
      if (!importerInfo || !code) return kept(importer) ? [importer] : [];
      const taken = takenFrom(importer, importerInfo, target, memo);
      if (taken === null) return kept(importer) ? [importer] : [];
      const used =
        taken === '*'
          ? names
          : names === '*'
            ? taken
            : new Set([...taken].filter((name) => names.has(name)));
      if (used !== '*' && used.size === 0) return [];
      if (kept(importer)) return [importer];
      const passed = reexported(importer, code, target, used, info.exports, memo);
      return passed.size > 0 ? usersThroughBarrel(importer, passed, depth + 1) : [];
    });
  };
  while (queue.length > 0) {
    const current = queue.pop() as string;
    if (seen.has(current)) continue;
    seen.add(current);
    const info = moduleInfo(current);
    if (!info) continue;
    if (info.isEntry) roots.add(ENTRY_ROOT);
    if (info.dynamicImporters.length > 0) roots.add(current);
    let users = memo.users.get(current);
    if (!users) {
      users = usersThroughBarrel(current, '*', 0);
      memo.users.set(current, users);
    }
    queue.push(...users);
  }
  return roots;
}

/**
 * Where the signed-in first loads want a module these roots share: `signed-in` for one the shell,
 * the session's schemas or two everyday screens use, an everyday screen's own group for one that
 * screen alone of them uses, else null (only screens opened later use it).
 */
function signedInGroupOf(rootList: string[]): string | null {
  if (rootList.some((root) => SIGNED_IN_ALWAYS.test(root))) return 'signed-in';
  const screens = EVERYDAY_SCREENS.filter(([, pattern]) =>
    rootList.some((root) => pattern.test(root)),
  );
  if (screens.length > 1) return 'signed-in';
  // What one everyday screen shares only with screens opened later: that screen's first load
  // alone carries it (the daily form's number input: not the dashboard's).
  if (screens.length === 1) return screens[0]?.[0] ?? null;
  return null;
}

/**
 * What the sign-up screen shares, by where the signed-in first loads want it: with all of them in
 * `signup-shared`, with the daily screen's alone in `signup-daily`, else (its own later steps,
 * screens opened later) in `signup`.
 */
const SIGNUP_GROUPS: Record<string, string> = {
  'signed-in': 'signup-shared',
  'signed-in-daily': 'signup-daily',
};

/** The group of a module with these roots, or null to leave it where Rolldown puts it. */
export function groupOf(roots: Set<string>): string | null {
  const rootList = [...roots];
  const has = (pattern: RegExp) => rootList.some((root) => pattern.test(root));
  // One root: stays with it, unless it is one of those always loaded (signed in, or the query
  // client, with every screen but sign-in).
  if (rootList.length < 2) {
    if (has(QUERY_CLIENT)) return 'signup-shared';
    return has(SIGNED_IN_ALWAYS) ? 'signed-in' : null;
  }
  if (roots.has(ENTRY_ROOT)) return 'core';
  if (has(LOGIN_SCREEN)) return 'public';
  if (has(QUERY_CLIENT)) return 'signup-shared';
  const signedIn = signedInGroupOf(rootList);
  if (has(REGISTER_SCREEN)) return SIGNUP_GROUPS[signedIn ?? ''] ?? 'signup';
  return signedIn;
}

/** Vite's `build.rolldownOptions.output.codeSplitting.groups`. */
export function sharedChunkGroups(): Rolldown.CodeSplittingGroup[] {
  // Rolldown calls `test` for every module the build keeps before it calls `name`.
  const kept = new Set<string>();
  const roots = new Map<string, Set<string>>();
  const memo = newGraphMemo();
  const infos = new Map<string, TModuleNode | null>();
  return [
    {
      debugName: 'shared-chunks',
      test: (id) => {
        kept.add(id);
        return true;
      },
      name: (id, ctx) => {
        let found = roots.get(id);
        if (!found) {
          found = rootsOf(
            id,
            (moduleId) => {
              // Rolldown builds a fresh ModuleInfo (its code copied) on every call.
              let info = infos.get(moduleId);
              if (info === undefined) {
                info = ctx.getModuleInfo(moduleId);
                infos.set(moduleId, info);
              }
              return info;
            },
            (moduleId) => kept.has(moduleId),
            memo,
          );
          roots.set(id, found);
        }
        return groupOf(found);
      },
      // A group's module brings only itself: its imports are grouped on their own roots, and
      // the entry's stay in the entry.
      includeDependenciesRecursively: false,
    },
  ];
}
