import {
  createTheme,
  DEFAULT_THEME as MANTINE_DEFAULTS,
  type MantineColorsTuple,
  type MantineThemeOverride,
} from '@mantine/core';
import { DEFAULT_THEME, THEMES, type TTheme } from '@ptlog/shared';
// Finger-sized controls on a phone: a stylesheet on Mantine's static class names, not theme
// `classNames`, which would add their class map and component entries to the sign-in budget.
import './tap-targets.css';
// Fields, check boxes and radio buttons with an edge that can be seen (WCAG 1.4.11).
import './control-borders.css';

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

/** Mantine's palette `name` with its three darkest shades replaced. */
function deepened(name: string, darkest: [string, string, string]): MantineColorsTuple {
  const base = MANTINE_DEFAULTS.colors[name] ?? MANTINE_DEFAULTS.colors.gray;
  return [...base.slice(0, 7), ...darkest] as unknown as MantineColorsTuple;
}

// The status colours (errors, warnings, notes, badges, charts) get the same treatment: Mantine's
// red 7 is 3.8:1 under white text, its yellow 9 on yellow 1 (a "Pending" badge) 2.7:1. Shades 0-6
// stay Mantine's; the contrast test checks the same pairs as for the theme colours.
export const STATUS_PALETTES = {
  red: deepened('red', ['#c92a2a', '#a61e1e', '#8c1818']),
  yellow: deepened('yellow', ['#a15c00', '#8a4f00', '#774400']),
  blue: deepened('blue', ['#1864ab', '#145591', '#114a80']),
  teal: deepened('teal', ['#087f5b', '#076b4d', '#065c42']),
  grape: deepened('grape', ['#9c36b5', '#862e9c', '#702682']),
  pink: deepened('pink', ['#c2255c', '#a61e4d', '#8f1a42']),
};

export const PRIMARY_SHADE = 7;

/**
 * The shade of red Mantine's error colour (a field's error text, its border) is drawn in. Its
 * own choice, red 6 (#fa5252), is 3.3:1 on white, for 12 px text; red 7 (deepened above) is
 * 5.5:1. The app is light only (ThemeProvider), and no theme changes the reds.
 */
export const ERROR_SHADE = 7;

/**
 * The edge of a text field, check box and radio button, and a switch's off track
 * (control-borders.css): 3.7:1 on white and 3.5:1 on the grey page (gray.0), where WCAG 1.4.11
 * asks 3:1. Mantine's gray.4 (#ced4da) is 1.5:1, its off track (gray.3) 1.3:1; a mid grey, not
 * black, so a form does not look heavy. The same in every theme.
 */
export const CONTROL_BORDER = '#7d868e';

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

/**
 * The Mantine theme; `closeLabel` names the close (×) button of dialogs, drawers and toasts in
 * the reader's language (an icon-only button needs a name, WCAG 4.1.2).
 */
export function mantineTheme(theme: TTheme, closeLabel = 'Close'): MantineThemeOverride {
  const closeButtonProps = { 'aria-label': closeLabel };
  return createTheme({
    colors: { ...PALETTES, ...STATUS_PALETTES },
    primaryColor: PRIMARY_COLOR[theme],
    primaryShade: PRIMARY_SHADE,
    defaultRadius: 'md',
    cursorType: 'pointer',
    fontFamily: FONT_STACK,
    headings: { fontFamily: FONT_STACK },
    // Transitions (dialogs, drawers, collapses) end at once when the device asks for less motion.
    respectReducedMotion: true,
    // Plain objects, not `Modal.extend(…)`: extend would pull each component's code into the
    // first load of every screen (the sign-in budget), for a typed identity function.
    components: {
      // A link inside a sentence must not rely on colour alone (WCAG 1.4.1): underlined always.
      Anchor: { defaultProps: { underline: 'always' } },
      Modal: { defaultProps: { closeButtonProps } },
      Drawer: { defaultProps: { closeButtonProps } },
      Notification: { defaultProps: { closeButtonProps } },
    },
  });
}
