import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  baseStylesModule,
  bringsSheets,
  coreImports,
  headSheets,
  MANTINE_STYLES_DIR,
  sheetImports,
  sheetOrder,
  sheetReach,
  staticClosure,
} from './mantine-styles';

const wholeSheet = readFileSync(path.join(MANTINE_STYLES_DIR, '..', 'styles.css'), 'utf8');
const coreEsm = path.join(MANTINE_STYLES_DIR, '..', 'esm');

describe('the Mantine CSS the app can use', () => {
  it("ranks the sheets as Mantine's whole stylesheet orders them", () => {
    const order = sheetOrder(MANTINE_STYLES_DIR, wholeSheet);
    expect(order.slice(0, 3)).toEqual(['baseline', 'default-css-variables', 'global']);
    // The Combobox's dropdown overrides the Popover's padding with equal specificity.
    expect(order.indexOf('Popover')).toBeLessThan(order.indexOf('Combobox'));
    expect(order.indexOf('UnstyledButton')).toBeLessThan(order.indexOf('Button'));
  });

  it('fails the build when a sheet is not where the whole stylesheet has it', () => {
    expect(() => sheetOrder(MANTINE_STYLES_DIR, wholeSheet.replace('.m_38a85659', '.x'))).toThrow(
      /Popover\.css is not in styles\.css/,
    );
  });

  it('reads the names a module imports from @mantine/core', () => {
    const code = [
      "import { Button, type MantineSpacing, Text as Label } from '@mantine/core';",
      "import { useId } from 'react';",
      'import {\n  Select,\n  Stack,\n} from "@mantine/core";',
    ].join('\n');
    expect(coreImports(code)).toEqual(['Button', 'MantineSpacing', 'Text', 'Select', 'Stack']);
  });

  it('reaches the sheets of what a component is built on, and no others', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ptlog-mantine-'));
    const source = path.join(dir, 'Form.tsx');
    writeFileSync(source, "import { Select } from '@mantine/core';\n");
    const sheets = sheetReach(coreEsm)(coreImports(readFileSync(source, 'utf8')));
    rmSync(dir, { recursive: true, force: true });
    for (const sheet of ['Combobox', 'Popover', 'Input', 'ScrollArea']) {
      expect(sheets.has(sheet), sheet).toBe(true);
    }
    for (const sheet of ['Stepper', 'Table', 'Button'])
      expect(sheets.has(sheet), sheet).toBe(false);
  });

  it('imports only the reset, globals and variables in a build; everything otherwise', () => {
    const order = sheetOrder(MANTINE_STYLES_DIR, wholeSheet);
    expect(baseStylesModule(order).split('\n')).toEqual([
      "import '@mantine/core/styles/baseline.layer.css';",
      "import '@mantine/core/styles/default-css-variables.layer.css';",
      "import '@mantine/core/styles/global.layer.css';",
    ]);
    expect(baseStylesModule(null)).toBe("import '@mantine/core/styles.layer.css';");
  });

  it("imports a module's sheets in the whole stylesheet's order, whatever order it names them", () => {
    const order = sheetOrder(MANTINE_STYLES_DIR, wholeSheet);
    expect(sheetImports(order, new Set(['Combobox', 'Popover'])).split('\n')).toEqual([
      "import '@mantine/core/styles/Popover.layer.css';",
      "import '@mantine/core/styles/Combobox.layer.css';",
    ]);
  });

  it("has the app's modules and Mantine's other packages bring sheets, not core or tests", () => {
    const web = path.resolve(MANTINE_STYLES_DIR, '../../../../apps/web/src');
    expect(bringsSheets(path.join(web, 'app/layout/AppLayout.tsx'))).toBe(true);
    expect(bringsSheets(`${path.join(web, 'lib/api-client.ts')}?v=1`)).toBe(true);
    expect(bringsSheets(path.join(web, 'lib/api-client.test.ts'))).toBe(false);
    expect(bringsSheets(path.join(web, 'app/theme/focus.css'))).toBe(false);
    expect(bringsSheets('/x/node_modules/@mantine/notifications/esm/Notifications.mjs')).toBe(true);
    expect(bringsSheets('/x/node_modules/@mantine/core/esm/components/Button/Button.mjs')).toBe(
      false,
    );
  });
  it('follows static relative imports only: not types, not lazy screens, not packages', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ptlog-closure-'));
    const write = (name: string, code: string) => writeFileSync(path.join(dir, name), code);
    write(
      'a.tsx',
      "import { B } from './b';\nimport type { T } from './t';\nimport {\n  c,\n} from './c';\nimport './d.css';\nimport { Button } from '@mantine/core';\nconst L = () => import('./lazy');\n",
    );
    write('b.tsx', "export * from './c';\n");
    write('c.ts', 'export const c = 1;\n');
    write('t.ts', 'export type T = 1;\n');
    write('lazy.tsx', 'export default 1;\n');
    const closure = staticClosure(path.join(dir, 'a.tsx')).map((file) => path.basename(file));
    rmSync(dir, { recursive: true, force: true });
    expect(closure.sort()).toEqual(['a.tsx', 'b.tsx', 'c.ts']);
  });

  it("puts the sign-in screen's sheets in the head, and no staff screen's", () => {
    const head = headSheets(sheetReach(coreEsm));
    for (const sheet of ['Input', 'Button', 'Alert']) expect(head.has(sheet), sheet).toBe(true);
    for (const sheet of ['Table', 'Stepper', 'Modal']) expect(head.has(sheet), sheet).toBe(false);
  });
});
