import { describe, expect, it } from 'vitest';
import {
  ENTRY_ROOT,
  groupOf,
  groupOfLazyModule,
  newGraphMemo,
  parseStatements,
  resolvesTo,
  rootsOf,
  type TModuleNode,
} from './chunk-groups';

const SRC = '/app/apps/web/src';
const CORE = '/app/node_modules/@ui/core/esm';

/** A module graph as Rolldown's ModuleInfo shows it; importers are derived from importedIds. */
function graph(
  modules: Record<string, Partial<TModuleNode> & { imports?: string[]; lazy?: string[] }>,
) {
  const nodes = new Map<
    string,
    TModuleNode & { importers: string[]; dynamicImporters: string[] }
  >();
  for (const [id, module] of Object.entries(modules)) {
    nodes.set(id, {
      isEntry: module.isEntry ?? false,
      importers: [],
      importedIds: module.imports ?? [],
      dynamicImporters: [],
      code: module.code ?? '',
      exports: module.exports ?? [],
    });
  }
  for (const [id, module] of Object.entries(modules)) {
    for (const target of module.imports ?? []) nodes.get(target)?.importers.push(id);
    for (const target of module.lazy ?? []) nodes.get(target)?.dynamicImporters.push(id);
  }
  return (id: string) => nodes.get(id) ?? null;
}

// A UI package whose barrel imports every component, as @mantine/core's does: the entry uses
// Button, the sign-in and dashboard screens use TextInput, only a staff screen uses Table.
const modules = graph({
  [`${SRC}/main.tsx`]: {
    isEntry: true,
    imports: [`${CORE}/index.mjs`],
    lazy: [`${SRC}/LoginPage.tsx`, `${SRC}/DashboardPage.tsx`, `${SRC}/UsersPage.tsx`],
    code: 'import { Button } from "@ui/core";\nconst LoginPage = () => import("./LoginPage");',
  },
  [`${CORE}/index.mjs`]: {
    imports: [`${CORE}/Button.mjs`, `${CORE}/TextInput.mjs`, `${CORE}/Table.mjs`],
    code: [
      'import { Button } from "./Button.mjs";',
      'import { TextInput, inputClasses as classes } from "./TextInput.mjs";',
      'export { Table } from "./Table.mjs";',
      'export { Button, TextInput, classes };',
    ].join('\n'),
  },
  [`${CORE}/Button.mjs`]: { exports: ['Button'] },
  [`${CORE}/TextInput.mjs`]: {
    imports: [`${CORE}/Input.mjs`],
    code: 'import { Input } from "./Input.mjs";',
    exports: ['TextInput', 'inputClasses'],
  },
  [`${CORE}/Input.mjs`]: { exports: ['Input'] },
  [`${CORE}/Table.mjs`]: { exports: ['Table'] },
  [`${SRC}/LoginPage.tsx`]: {
    imports: [`${CORE}/index.mjs`],
    code: "import { jsx } from 'react/jsx-runtime';\nimport { TextInput } from '@ui/core';",
  },
  [`${SRC}/DashboardPage.tsx`]: {
    imports: [`${CORE}/index.mjs`, `${SRC}/api.ts`],
    code: "import {\n  Button,\n  TextInput,\n} from '@ui/core';\nimport { dashboardApi } from './api';",
  },
  [`${SRC}/api.ts`]: {},
  [`${SRC}/UsersPage.tsx`]: {
    imports: [`${CORE}/index.mjs`, `${SRC}/api.ts`],
    code: "import { Table } from '@ui/core';\nimport { usersApi } from './api';",
  },
});
/** What the build keeps: every module but the barrel, whose own code is only re-exports. */
const kept = (id: string) => id !== `${CORE}/index.mjs`;
const roots = (id: string) => [...rootsOf(id, modules, kept)].sort();

describe('parseStatements', () => {
  it('reads named, default, namespace and bare imports and re-exports', () => {
    const statements = parseStatements(
      [
        'import React, { useState as useLocalState } from "react";',
        "import * as icons from './icons/index.mjs';",
        "import './focus.css';",
        "export * from './schemas';",
        "export { default as IconX } from './IconX.mjs'",
        "import type { TUser } from '@ptlog/shared';",
      ].join('\n'),
    );
    expect(statements.map(({ kind, source, all }) => [kind, source, all])).toEqual([
      ['import', 'react', false],
      ['import', './icons/index.mjs', true],
      ['import', './focus.css', false],
      ['export', './schemas', true],
      ['export', './IconX.mjs', false],
    ]);
    expect([...(statements[0]?.names ?? [])]).toEqual([
      ['useState', 'useLocalState'],
      ['default', 'React'],
    ]);
    expect(statements[1]?.namespace).toBe('icons');
    expect([...(statements[4]?.names ?? [])]).toEqual([['default', 'IconX']]);
  });
});

describe('resolvesTo', () => {
  it("names a package's own file by its full path, and not the package's other files", () => {
    const sheet = '/app/node_modules/@mantine/core/styles/Button.layer.css';
    expect(resolvesTo('@mantine/core/styles/Button.layer.css', `${SRC}/A.tsx`, sheet)).toBe(true);
    // A sheet import is not the import of a workspace package the specifiers do not name.
    expect(
      resolvesTo(
        '@mantine/core/styles/Button.layer.css',
        `${SRC}/A.tsx`,
        '/app/packages/shared/src/index.ts',
      ),
    ).toBe(false);
    expect(resolvesTo('@mantine/core/styles/Input.layer.css', `${SRC}/A.tsx`, sheet)).toBe(false);
    expect(resolvesTo('react', `${SRC}/A.tsx`, '/app/node_modules/react/index.js')).toBe(true);
  });
});

describe('rootsOf', () => {
  it('crosses a dropped barrel only for the names each importer takes from it', () => {
    expect(roots(`${CORE}/Button.mjs`)).toEqual([`${SRC}/DashboardPage.tsx`, ENTRY_ROOT]);
    expect(roots(`${CORE}/TextInput.mjs`)).toEqual([
      `${SRC}/DashboardPage.tsx`,
      `${SRC}/LoginPage.tsx`,
    ]);
    expect(roots(`${CORE}/Table.mjs`)).toEqual([`${SRC}/UsersPage.tsx`]);
  });

  it('follows kept modules whatever they take, and counts the screens loaded lazily', () => {
    expect(roots(`${CORE}/Input.mjs`)).toEqual([
      `${SRC}/DashboardPage.tsx`,
      `${SRC}/LoginPage.tsx`,
    ]);
    expect(roots(`${SRC}/api.ts`)).toEqual([`${SRC}/DashboardPage.tsx`, `${SRC}/UsersPage.tsx`]);
    expect(roots(`${SRC}/LoginPage.tsx`)).toEqual([`${SRC}/LoginPage.tsx`]);
  });

  it('answers the same when the walks of one build share their memo, in any order', () => {
    const ids = [
      `${CORE}/Table.mjs`,
      `${CORE}/Input.mjs`,
      `${SRC}/api.ts`,
      `${CORE}/Button.mjs`,
      `${CORE}/TextInput.mjs`,
      `${SRC}/LoginPage.tsx`,
    ];
    const memo = newGraphMemo();
    for (const id of [...ids, ...[...ids].reverse()]) {
      expect([...rootsOf(id, modules, kept, memo)].sort(), id).toEqual(roots(id));
    }
    expect(memo.users.size).toBeGreaterThan(0);
  });
});

describe('groupOf', () => {
  const group = (...ids: string[]) => groupOf(new Set(ids));
  const screen = (path: string) => `/app/apps/web/src/${path}.tsx`;

  it('leaves what one root alone uses with it', () => {
    expect(group(ENTRY_ROOT)).toBeNull();
    expect(group(screen('features/dashboard/pages/DashboardPage'))).toBeNull();
  });

  it('puts the lazy modules of every signed-in first load, and what only each uses, in signed-in', () => {
    expect(group(screen('app/layout/AppLayout'))).toBe('signed-in');
    expect(group('/app/apps/web/src/lib/session-schemas.ts')).toBe('signed-in');
    expect(groupOfLazyModule('src/app/layout/AppLayout.tsx')).toBe('signed-in');
    expect(groupOfLazyModule('src/features/dashboard/pages/DashboardPage.tsx')).toBeNull();
  });

  it('puts the query client, which sign-up loads too, and what it uses in signup-shared', () => {
    expect(group(screen('app/query-client'))).toBe('signup-shared');
    expect(groupOfLazyModule('src/app/query-client.tsx')).toBe('signup-shared');
    expect(
      group(screen('app/query-client'), screen('features/dashboard/pages/DashboardPage')),
    ).toBe('signup-shared');
    expect(group(screen('app/query-client'), screen('app/layout/AppLayout'))).toBe('signup-shared');
  });

  it("gives what sign-up shares to the signup chunks, by the signed-in first loads' need", () => {
    const register = screen('features/auth/pages/RegisterPage');
    // With every signed-in first load (the shell, or two everyday screens): they take it too.
    expect(group(register, screen('app/layout/AppLayout'))).toBe('signup-shared');
    expect(
      group(
        register,
        screen('features/dashboard/pages/DashboardPage'),
        screen('features/daily-report/pages/DailyReportPage'),
      ),
    ).toBe('signup-shared');
    expect(group(register, screen('features/weekly-report/pages/WeeklyOverviewPage'))).toBe(
      'signup-shared',
    );
    // With the daily screen alone of them (the form library): not in the dashboard's first load.
    expect(
      group(
        register,
        screen('features/daily-report/pages/DailyReportPage'),
        screen('features/settings/pages/SettingsPage'),
      ),
    ).toBe('signup-daily');
    // With its own later steps or screens opened later only.
    expect(group(register, screen('features/auth/components/RegisterStepAcademic'))).toBe('signup');
    expect(group(register, screen('features/profile/pages/ProfilePage'))).toBe('signup');
    // With the sign-in screen or the entry: where their first loads have it.
    expect(group(register, screen('features/auth/pages/LoginPage'))).toBe('public');
    expect(group(register, ENTRY_ROOT)).toBe('core');
    // Its own modules stay in its chunk.
    expect(group(register)).toBeNull();
  });

  it("puts what the entry shares in core, the sign-in screen's in public, the student's in signed-in", () => {
    expect(group(ENTRY_ROOT, screen('features/admin/pages/UsersPage'))).toBe('core');
    expect(
      group(screen('features/auth/pages/LoginPage'), screen('features/auth/pages/RegisterPage')),
    ).toBe('public');
    expect(
      group(screen('app/layout/AppLayout'), screen('features/profile/pages/ProfilePage')),
    ).toBe('signed-in');
  });

  it("gives what the daily screen shares with later screens to its own first load's chunk", () => {
    const daily = screen('features/daily-report/pages/DailyReportPage');
    const billing = screen('features/billing/pages/BillingPage');
    expect(group(daily, billing)).toBe('signed-in-daily');
    // The dashboard's and the weekly overview's such parts are small: they go in signed-in.
    expect(group(screen('features/dashboard/pages/DashboardPage'), billing)).toBe('signed-in');
    expect(group(screen('features/weekly-report/pages/WeeklyOverviewPage'), billing)).toBe(
      'signed-in',
    );
    expect(group(daily, screen('features/weekly-report/pages/WeeklyOverviewPage'), billing)).toBe(
      'signed-in',
    );
    expect(group(daily, screen('app/layout/AppLayout'))).toBe('signed-in');
    expect(group(billing, screen('app/query-client'))).toBe('signup-shared');
  });

  it('leaves what only other screens share to the automatic chunks (staff-* for staff)', () => {
    expect(
      group(screen('features/admin/pages/UsersPage'), screen('features/profile/pages/ProfilePage')),
    ).toBeNull();
  });
});
