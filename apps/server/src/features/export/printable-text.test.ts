import { describe, expect, it } from 'vitest';
import { fallbackPdfFont, PDF_FONTS } from './fonts';
import { breakLongWords, MAX_WORD_LENGTH, printableGlyphs, WORD_BREAK } from './printable-text';

describe('printable export text', () => {
  it('breaks runs longer than MAX_WORD_LENGTH and keeps ordinary words', () => {
    const broken = breakLongWords(`ok ${'a'.repeat(MAX_WORD_LENGTH * 2 + 5)} done`);
    expect(broken.split(/[ \u200B]/).map((word) => word.length)).toEqual([
      2,
      MAX_WORD_LENGTH,
      MAX_WORD_LENGTH,
      5,
      4,
    ]);
    expect(breakLongWords('Checked the pump seals.')).toBe('Checked the pump seals.');
  });

  it('breaks a long link without a visible gap in it', () => {
    const link = 'https://drive.google.com/drive/folders/1AbCdEfGhIjKlMnOpQrStUvWxYz0123456789';
    const printed = breakLongWords(`Report at ${link} today`);
    expect(printed).not.toContain(`${link.slice(0, MAX_WORD_LENGTH)} `);
    expect(printed.replaceAll(WORD_BREAK, '')).toBe(`Report at ${link} today`);
  });

  it('keeps what DejaVu Serif or Sans draws, leaves out emoji and marks the rest', () => {
    const glyphs = printableGlyphs({ ...PDF_FONTS, fallback: fallbackPdfFont });
    expect(glyphs.text('Zürich Ωμέγα ½ ° → done')).toBe('Zürich Ωμέγα ½ ° → done');
    expect(glyphs.usesFallback).toBe(false);
    // Arabic (right to left) and Chinese keep the mark; an emoji goes with one space around it.
    expect(glyphs.text('Zürich 👍 سلام 中')).toBe('Zürich \uFFFD\uFFFD\uFFFD\uFFFD \uFFFD');
    expect(glyphs.text('👍🏽 fixed 👨‍👩‍👧 it 👍️\npump 👍\nok 🏳️‍🌈 👍')).toBe('fixed it\npump\nok');
    expect(glyphs.usesFallback).toBe(false);
    expect(glyphs.text('✓ ✔ ✗ ❤️ 😀')).toBe('✓ ✔ ✗ ❤\uFE0F 😀');
    expect(glyphs.usesFallback).toBe(true);
  });
});
