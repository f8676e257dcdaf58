import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  baseStylesModule,
  coreImports,
  MANTINE_STYLES_DIR,
  reachableSheets,
  sheetOrder,
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
    const sheets = reachableSheets([source], coreEsm);
    rmSync(dir, { recursive: true, force: true });
    for (const sheet of ['Combobox', 'Popover', 'Input', 'ScrollArea']) {
      expect(sheets.has(sheet), sheet).toBe(true);
    }
    for (const sheet of ['Stepper', 'Table', 'Button'])
      expect(sheets.has(sheet), sheet).toBe(false);
  });

  it('imports the reset, globals, variables and the used sheets in order; everything otherwise', () => {
    const order = sheetOrder(MANTINE_STYLES_DIR, wholeSheet);
    expect(baseStylesModule(order, new Set(['Combobox', 'Popover'])).split('\n')).toEqual([
      "import '@mantine/core/styles/baseline.layer.css';",
      "import '@mantine/core/styles/default-css-variables.layer.css';",
      "import '@mantine/core/styles/global.layer.css';",
      "import '@mantine/core/styles/Popover.layer.css';",
      "import '@mantine/core/styles/Combobox.layer.css';",
    ]);
    expect(baseStylesModule(null)).toBe("import '@mantine/core/styles.layer.css';");
  });
});
