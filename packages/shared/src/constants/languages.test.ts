import { describe, expect, it } from 'vitest';
import { isLanguage, languageFromPreferences } from './languages';

describe('languageFromPreferences', () => {
  it('takes the first supported language, by its base', () => {
    expect(languageFromPreferences(['sw-TZ', 'en-GB'])).toBe('sw');
    expect(languageFromPreferences(['fr-FR', 'SW'])).toBe('sw');
    expect(languageFromPreferences(['en-US', 'sw'])).toBe('en');
  });

  it('falls back to English', () => {
    expect(languageFromPreferences([])).toBe('en');
    expect(languageFromPreferences(['fr', 'de-DE'])).toBe('en');
  });

  it('knows only the two languages', () => {
    expect(isLanguage('sw')).toBe(true);
    expect(isLanguage('sw-TZ')).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
  });
});
