// The web app's one i18next instance (issue 20). Each feature registers its own namespace from
// its locales/{en,sw}.json when its module loads, so a screen's strings travel in the screen's
// chunk and are ready before it renders (no loading round trip, no suspense).
import { isLanguage, LANGUAGES, languageFromPreferences, type TLanguage } from '@ptlog/shared';
import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readStorage, STORAGE_KEYS, writeStorage } from '../lib/storage';
import { icuFormat } from './icu';

/** The language at first visit: the one chosen before on this device, else the browser's. */
export function initialLanguage(): TLanguage {
  const stored = readStorage(STORAGE_KEYS.language);
  if (isLanguage(stored)) return stored;
  const preferences = typeof navigator === 'undefined' ? [] : (navigator.languages ?? []);
  return languageFromPreferences(preferences);
}

export const i18n = i18next.createInstance();

void i18n
  .use(icuFormat)
  .use(initReactI18next)
  .init({
    lng: initialLanguage(),
    fallbackLng: 'en',
    supportedLngs: [...LANGUAGES],
    ns: [],
    resources: {} satisfies Resource,
    partialBundledLanguages: true,
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    returnNull: false,
  });
markPageLanguage(i18n.language);

function markPageLanguage(language: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

export type TLocaleFile = Record<string, unknown>;

/** Adds a feature's strings in both languages; returns the namespace for `useTranslation`. */
export function registerNamespace<N extends string>(
  namespace: N,
  files: Record<TLanguage, TLocaleFile>,
): N {
  for (const language of LANGUAGES) {
    if (!i18n.hasResourceBundle(language, namespace)) {
      i18n.addResourceBundle(language, namespace, files[language]);
    }
  }
  return namespace;
}

export function currentLanguage(): TLanguage {
  return isLanguage(i18n.language) ? i18n.language : 'en';
}

/** Set when the reader picks a language in this visit: signing in then keeps it on the account. */
let chosenThisVisit = false;

export function languageChosenThisVisit(): boolean {
  return chosenThisVisit;
}

const languageLoaders: ((language: TLanguage) => Promise<void>)[] = [];

/** Adds what must be loaded before the app shows a language (the shared messages' table). */
export function onLanguageLoad(loader: (language: TLanguage) => Promise<void>): void {
  languageLoaders.push(loader);
}

/** Switches the whole app, remembers it on this device and marks the page's language. */
export async function switchLanguage(
  language: TLanguage,
  how: 'chosen' | 'from-account' = 'chosen',
): Promise<void> {
  if (how === 'chosen') chosenThisVisit = true;
  await Promise.all(languageLoaders.map((load) => load(language)));
  writeStorage(STORAGE_KEYS.language, language);
  markPageLanguage(language);
  if (i18n.language !== language) await i18n.changeLanguage(language);
}
