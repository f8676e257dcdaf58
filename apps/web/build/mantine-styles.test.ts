import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  baseStylesModule,
  componentSheet,
  layeredSheet,
  layerOrderStatement,
  MANTINE_STYLES_DIR,
  sheetOrder,
} from './mantine-styles';

const wholeSheet = readFileSync(path.join(MANTINE_STYLES_DIR, '..', 'styles.css'), 'utf8');

describe("Mantine's CSS by component", () => {
  it("names a component's sheet from its class map, and nothing else", () => {
    expect(
      componentSheet('/repo/node_modules/@mantine/core/esm/components/Button/Button.module.mjs'),
    ).toBe('Button');
    expect(
      componentSheet('/repo/node_modules/@mantine/core/esm/components/Button/Button.mjs'),
    ).toBeNull();
    expect(componentSheet('/repo/apps/web/src/app/layout/LanguageSwitch.module.css')).toBeNull();
  });

  it("ranks the sheets as Mantine's whole stylesheet orders them", () => {
    const order = sheetOrder(MANTINE_STYLES_DIR, wholeSheet);
    expect(order.slice(0, 3)).toEqual(['baseline', 'default-css-variables', 'global']);
    // The Combobox's dropdown overrides the Popover's padding with equal specificity.
    expect(order.indexOf('Popover')).toBeLessThan(order.indexOf('Combobox'));
    expect(order.indexOf('UnstyledButton')).toBeLessThan(order.indexOf('Button'));
    expect(order).toContain('Stepper');
    expect(layerOrderStatement(['baseline', 'Popover'])).toBe(
      '@layer mantine.baseline, mantine.Popover;',
    );
  });

  it('fails the build when a sheet is not where the whole stylesheet has it', () => {
    expect(() => sheetOrder(MANTINE_STYLES_DIR, wholeSheet.replace('.m_38a85659', '.x'))).toThrow(
      /Popover\.css is not in styles\.css/,
    );
  });

  it('wraps a sheet in its own layer', () => {
    const popover = layeredSheet(MANTINE_STYLES_DIR, 'Popover');
    expect(popover.startsWith('@layer mantine.Popover {\n')).toBe(true);
    expect(popover).toContain('.m_38a85659');
    expect(popover.trimEnd().endsWith('}')).toBe(true);
  });

  it('imports only the reset, globals and variables in a build; everything otherwise', () => {
    expect(baseStylesModule(true).split('\n')).toEqual([
      "import 'virtual:mantine-css/baseline.css';",
      "import 'virtual:mantine-css/default-css-variables.css';",
      "import 'virtual:mantine-css/global.css';",
    ]);
    expect(baseStylesModule(false)).toBe("import '@mantine/core/styles.layer.css';");
  });
});
