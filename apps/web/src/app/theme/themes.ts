import { createTheme, type MantineColorsTuple, type MantineThemeOverride } from '@mantine/core';
import { DEFAULT_THEME, THEMES, type TTheme } from '@ptlog/shared';

export type { TTheme } from '@ptlog/shared';

export function nextTheme(current: TTheme): TTheme {
  return THEMES[(THEMES.indexOf(current) + 1) % THEMES.length] ?? DEFAULT_THEME;
}

export function parseTheme(stored: string | null): TTheme {
  return (THEMES as readonly string[]).includes(stored ?? '') ? (stored as TTheme) : DEFAULT_THEME;
}

// Mantine's own orange and green are too light for white text (its shade 8 is about 3.5:1), so
// their darker half is deepened: white on the filled shade (7) and its hover (8), shade 9 text on
// the shade 1 "light" background and shade 7 links on white all reach WCAG AA (4.5:1); the
// contrast test checks every pair. Mantine's violet already passes.
const PALETTES = {
  orange: [
    '#fff4e6',
    '#ffe8cc',
    '#ffd8a8',
    '#ffc078',
    '#ffa94d',
    '#fd7e14',
    '#e8590c',
    '#c2410c',
    '#a8380b',
    '#8a2e08',
  ],
  violet: [
    '#f3f0ff',
    '#e5dbff',
    '#d0bfff',
    '#b197fc',
    '#9775fa',
    '#845ef7',
    '#7950f2',
    '#7048e8',
    '#6741d9',
    '#5f3dc4',
  ],
  green: [
    '#ebfbee',
    '#d3f9d8',
    '#b2f2bb',
    '#8ce99a',
    '#69db7c',
    '#40c057',
    '#2b8a3e',
    '#237032',
    '#1e6b2d',
    '#185a25',
  ],
} satisfies Record<string, MantineColorsTuple>;

export const PRIMARY_SHADE = 7;

/** The Mantine colour behind each theme name; purple is Mantine's violet. */
export const PRIMARY_COLOR: Record<TTheme, keyof typeof PALETTES> = {
  orange: 'orange',
  purple: 'violet',
  green: 'green',
};

export function themePalette(theme: TTheme): MantineColorsTuple {
  return PALETTES[PRIMARY_COLOR[theme]];
}

const FONT_STACK = 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif';

export function mantineTheme(theme: TTheme): MantineThemeOverride {
  return createTheme({
    colors: PALETTES,
    primaryColor: PRIMARY_COLOR[theme],
    primaryShade: PRIMARY_SHADE,
    defaultRadius: 'md',
    cursorType: 'pointer',
    fontFamily: FONT_STACK,
    headings: { fontFamily: FONT_STACK },
  });
}
