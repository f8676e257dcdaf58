// The languages of the product (issue 20): the web app, the e-mails and the API's field messages.
export const LANGUAGES = ['en', 'sw'] as const;
export type TLanguage = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: TLanguage = 'en';

/** The Intl locale each language formats dates and numbers with. */
export const LOCALE_OF: Readonly<Record<TLanguage, string>> = { en: 'en-GB', sw: 'sw-TZ' };

/** Each language's name in itself, as a switcher shows it. */
export const LANGUAGE_NAMES: Readonly<Record<TLanguage, string>> = {
  en: 'English',
  sw: 'Kiswahili',
};

export function isLanguage(value: unknown): value is TLanguage {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The first supported language among the browser's preferences ('sw-TZ' → 'sw'), else English. */
export function languageFromPreferences(preferences: readonly string[]): TLanguage {
  for (const preference of preferences) {
    const base = preference.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}
