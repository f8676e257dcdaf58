import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { baseStylesModule, componentStylesheet } from './mantine-styles';

const require = createRequire(import.meta.url);
const exists = (sheet: string) => existsSync(require.resolve(sheet));

describe("Mantine's CSS by component", () => {
  it("names a component's layered stylesheet from its class map, and nothing else", () => {
    const button = componentStylesheet(
      '/repo/node_modules/@mantine/core/esm/components/Button/Button.module.mjs',
    );
    expect(button).toBe('@mantine/core/styles/Button.layer.css');
    expect(exists(button as string)).toBe(true);
    expect(
      componentStylesheet('/repo/node_modules/@mantine/core/esm/components/Button/Button.mjs'),
    ).toBeNull();
    expect(
      componentStylesheet('/repo/apps/web/src/app/layout/LanguageSwitch.module.css'),
    ).toBeNull();
  });

  it('imports only the reset, globals and variables in a build; everything otherwise', () => {
    const build = baseStylesModule(true);
    expect(build).toContain("import '@mantine/core/styles/global.layer.css';");
    expect(build).not.toContain('styles.layer.css');
    for (const sheet of build.matchAll(/'([^']+)'/g)) expect(exists(sheet[1] as string)).toBe(true);
    expect(baseStylesModule(false)).toBe("import '@mantine/core/styles.layer.css';");
  });
});
