// @vitest-environment happy-dom
// Mantine's error colour (a field's error text and border) is its red 6, 3.3:1 on white: the
// provider draws it in the shade themes.test.ts measures (accessibility audit).
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ThemeProvider } from './ThemeProvider';
import { ERROR_SHADE } from './themes';

describe('ThemeProvider', () => {
  it('sets the error colour to a red that passes on white', () => {
    render(
      <ThemeProvider>
        <p>Screen</p>
      </ThemeProvider>,
    );
    const variables = Array.from(document.querySelectorAll('style'))
      .map((style) => style.textContent ?? '')
      .join('\n');
    const light = variables.match(/\[data-mantine-color-scheme="light"\][^{]*\{([^}]*)\}/)?.[1];
    expect(light).toContain(`--mantine-color-error: var(--mantine-color-red-${ERROR_SHADE});`);
  });
});
