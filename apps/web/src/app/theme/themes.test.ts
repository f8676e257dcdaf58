import { readFileSync } from 'node:fs';
import { DEFAULT_THEME as MANTINE_DEFAULTS } from '@mantine/core';
import { THEMES } from '@ptlog/shared';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import {
  CONTROL_BORDER,
  ERROR_SHADE,
  mantineTheme,
  nextTheme,
  PRIMARY_SHADE,
  parseTheme,
  STATUS_PALETTES,
  themePalette,
} from './themes';

describe('theme cycle', () => {
  it('cycles orange → purple → green → orange', () => {
    expect(nextTheme('orange')).toBe('purple');
    expect(nextTheme('purple')).toBe('green');
    expect(nextTheme('green')).toBe('orange');
  });
  it('defaults to orange for missing or unknown stored values', () => {
    expect(parseTheme(null)).toBe('orange');
    expect(parseTheme('pink')).toBe('orange');
    expect(parseTheme('green')).toBe('green');
  });
  it('uses orange, violet ("purple") and green as the primary colour', () => {
    expect(mantineTheme('orange').primaryColor).toBe('orange');
    expect(mantineTheme('purple').primaryColor).toBe('violet');
    expect(mantineTheme('green').primaryColor).toBe('green');
  });
});

describe('theme contrast (WCAG AA, 4.5:1 for text)', () => {
  it('measures contrast like WCAG', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it.each(THEMES)('%s: white on filled buttons, links, light badges all pass', (theme) => {
    const palette = themePalette(theme);
    const filled = palette[PRIMARY_SHADE];
    const hover = palette[PRIMARY_SHADE + 1];
    expect(contrastRatio('#ffffff', filled)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio('#ffffff', hover ?? filled)).toBeGreaterThanOrEqual(4.5);
    // Links and primary-coloured titles on white and on the grey page background.
    expect(contrastRatio(filled, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(filled, '#f8f9fa')).toBeGreaterThanOrEqual(4.5);
    // Mantine's "light" variant: shade 9 text on shade 1 background (nav items, badges).
    expect(contrastRatio(palette[9], palette[1])).toBeGreaterThanOrEqual(4.5);
  });

  it.each(Object.keys(STATUS_PALETTES))('%s (a status colour): the same pairs pass', (name) => {
    const palette = STATUS_PALETTES[name as keyof typeof STATUS_PALETTES];
    const filled = palette[PRIMARY_SHADE];
    expect(contrastRatio('#ffffff', filled)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio('#ffffff', palette[PRIMARY_SHADE + 1] ?? filled)).toBeGreaterThanOrEqual(
      4.5,
    );
    expect(contrastRatio(filled, '#f8f9fa')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(palette[9], palette[1])).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(palette[9], palette[0])).toBeGreaterThanOrEqual(4.5);
  });
});

describe('theme accessibility defaults', () => {
  it('names the close button of dialogs, underlines links and honours reduced motion', () => {
    const theme = mantineTheme('orange', 'Funga');
    expect(theme.respectReducedMotion).toBe(true);
    expect(theme.components?.Modal?.defaultProps).toMatchObject({
      closeButtonProps: { 'aria-label': 'Funga' },
    });
    expect(theme.components?.Anchor?.defaultProps).toMatchObject({ underline: 'always' });
  });
});

describe('toasts', () => {
  it("draw a titled toast's message in the dimmed grey, which passes on the toast's white", () => {
    // Mantine draws it in gray.6 (3.3:1); toasts.css gives it `dimmed`, which ThemeProvider makes
    // gray.7 in light mode, the app's only mode. The same in every theme: none changes the greys.
    const sheet = readFileSync(new URL('./toasts.css', import.meta.url), 'utf8');
    expect(sheet).toMatch(
      /\.mantine-Notification-description\[data-with-title\]\s*\{\s*color: var\(--mantine-color-dimmed\);/,
    );
    expect(contrastRatio(MANTINE_DEFAULTS.colors.gray[7], '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});

describe('form controls (accessibility audit)', () => {
  const WHITE = '#ffffff';
  const { gray } = MANTINE_DEFAULTS.colors;

  it("draw a field's error text at 4.5:1 or more: Mantine's red 6 was 3.3:1", () => {
    expect(contrastRatio(MANTINE_DEFAULTS.colors.red[6], WHITE)).toBeLessThan(4.5);
    const error = STATUS_PALETTES.red[ERROR_SHADE];
    // On a white card, and on the grey page of the sign-in screens.
    expect(contrastRatio(error, WHITE)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(error, gray[0])).toBeGreaterThanOrEqual(4.5);
  });

  it("draw fields', check boxes' and radio buttons' edges at 3:1 or more: gray.4 was 1.5:1", () => {
    expect(contrastRatio(gray[4], WHITE)).toBeLessThan(3);
    // On white, a striped table row (gray.0) and a row under the pointer (gray.1).
    for (const background of [WHITE, gray[0], gray[1]]) {
      expect(contrastRatio(CONTROL_BORDER, background)).toBeGreaterThanOrEqual(3);
    }
    const sheet = readFileSync(new URL('./control-borders.css', import.meta.url), 'utf8');
    const rule = sheet.match(/([^{}]+)\{\s*--mantine-color-gray-4: (#[0-9a-f]{6});\s*\}/);
    expect(rule?.[2]).toBe(CONTROL_BORDER);
    for (const control of [
      '.mantine-Input-wrapper',
      '.mantine-Checkbox-input',
      '.mantine-Radio-radio',
    ]) {
      expect(rule?.[1]).toContain(control);
    }
  });

  it("draw a switch's off track at 3:1 or more, its thumb too: gray.3 was 1.3:1", () => {
    expect(contrastRatio(gray[3], WHITE)).toBeLessThan(3);
    // The track on a white card and on the grey page; the white thumb on the track.
    for (const background of [WHITE, gray[0]]) {
      expect(contrastRatio(CONTROL_BORDER, background)).toBeGreaterThanOrEqual(3);
    }
    const sheet = readFileSync(new URL('./control-borders.css', import.meta.url), 'utf8');
    const rule = sheet.match(
      /\.mantine-Switch-track\s*\{\s*--mantine-color-gray-3: (#[0-9a-f]{6});\s*\}/,
    );
    expect(rule?.[1]).toBe(CONTROL_BORDER);
    // Mantine's light scheme fills the off track from gray.3, read on the track itself.
    const mantine = readFileSync(
      new URL('../../../../../node_modules/@mantine/core/styles.css', import.meta.url),
      'utf8',
    );
    expect(mantine).toMatch(
      /\[data-mantine-color-scheme='light'\] \.m_9307d992 \{\s*--switch-bg: var\(--mantine-color-gray-3\);/,
    );
  });

  it.each(THEMES)('%s: a ticked row of the users table keeps its name link at 4.5:1', (theme) => {
    // UsersTable: shade 8 on the row's shade 1 tint (shade 7, links elsewhere, was 4.2-4.4:1).
    const palette = themePalette(theme);
    expect(contrastRatio(palette[8], palette[1])).toBeGreaterThanOrEqual(4.5);
  });
});
