// The description placeholder shows on every day, past ones too: it must not say "today".
import { describe, expect, it } from 'vitest';
import en from './locales/en.json';
import sw from './locales/sw.json';

describe('the daily description placeholder', () => {
  it('names no particular day, in both languages', () => {
    expect(en.form.descriptionPlaceholder).not.toMatch(/today/i);
    expect(sw.form.descriptionPlaceholder).not.toMatch(/\bleo\b/i);
  });
});
