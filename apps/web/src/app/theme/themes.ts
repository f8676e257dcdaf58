import { createTheme, type MantineThemeOverride } from '@mantine/core';
import { DEFAULT_THEME, THEMES, type TTheme } from '@ptlog/shared';

export type { TTheme } from '@ptlog/shared';

export function nextTheme(current: TTheme): TTheme {
  return THEMES[(THEMES.indexOf(current) + 1) % THEMES.length];
}

export function parseTheme(stored: string | null): TTheme {
  return (THEMES as readonly string[]).includes(stored ?? '') ? (stored as TTheme) : DEFAULT_THEME;
}

// Mantine's palettes; shade 8 keeps white text above 4.5:1 contrast (WCAG AA) in all three.
const PRIMARY: Record<TTheme, string> = { orange: 'orange', purple: 'violet', green: 'green' };

export function mantineTheme(theme: TTheme): MantineThemeOverride {
  return createTheme({
    primaryColor: PRIMARY[theme],
    primaryShade: 8,
    defaultRadius: 'md',
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif',
    headings: {
      fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif',
    },
  });
}
