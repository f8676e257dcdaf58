import { describe, expect, it } from 'vitest';
import { PDF_FONTS } from './fonts';
import { breakLongWords, MAX_WORD_LENGTH, WORD_BREAK, withDrawableGlyphs } from './printable-text';

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

  it('marks characters DejaVu cannot draw and keeps those it can', () => {
    expect(withDrawableGlyphs('Zürich Ωμέγα 👍 سلام', PDF_FONTS.regular)).toBe(
      'Zürich Ωμέγα \uFFFD \uFFFD\uFFFD\uFFFD\uFFFD',
    );
  });
});
