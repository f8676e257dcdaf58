import { describe, expect, it } from 'vitest';
import { mantineTheme, nextTheme, parseTheme } from './themes';

describe('themes', () => {
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
  it('maps purple to Mantine violet', () => {
    expect(mantineTheme('purple').primaryColor).toBe('violet');
  });
});
