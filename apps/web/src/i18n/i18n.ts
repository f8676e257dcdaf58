// The web app's one translator (issue 20, ADR 0028). Each feature registers its own namespace from
// its locales/{en,sw}.json when its module loads, so a screen's strings travel in the screen's
// chunk and are ready before it renders (no loading round trip, no suspense). Only the English
// strings travel there: the Kiswahili ones are a chunk per namespace, loaded for a Kiswahili
// reader only (`stringsReady`), as the shared messages' table is, so an English reader's first
// load does not carry the other language.
import { isLanguage, languageFromPreferences, type TLanguage } from '@ptlog/shared';
import { readStorage, STORAGE_KEYS, writeStorage } from '../lib/storage';
import { icuFormat } from './icu';
import { Translator } from './translator';

/** The language at first visit: the one chosen before on this device, else the browser's. */
export function initialLanguage(): TLanguage {
  const stored = readStorage(STORAGE_KEYS.language);
  if (isLanguage(stored)) return stored;
  const preferences = typeof navigator === 'undefined' ? [] : (navigator.languages ?? []);
  return languageFromPreferences(preferences);
}

// English is the fallback: a Kiswahili string not loaded (or not written) shows in English.
export const i18n = new Translator(initialLanguage(), 'en', icuFormat);
markPageLanguage(i18n.language);

function markPageLanguage(language: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

export type TLocaleFile = Record<string, unknown>;
/** A namespace's strings in a language that is not bundled with it: `() => import('….json')`. */
export type TLocaleLoader = () => Promise<{ default: TLocaleFile }>;

/** Each registered part of a namespace (its own name, or a screen's part) and its loader. */
const kiswahiliParts = new Map<string, { namespace: string; load: TLocaleLoader }>();
/** The parts whose Kiswahili strings are in, and those being loaded (forgotten when a load
 * fails, so the next call retries). */
const kiswahiliLoaded = new Set<string>();
const kiswahiliLoads = new Map<string, Promise<void>>();

function loadKiswahili(part: string): Promise<void> {
  const entry = kiswahiliParts.get(part);
  if (!entry || kiswahiliLoaded.has(part)) return Promise.resolve();
  let loading = kiswahiliLoads.get(part);
  if (!loading) {
    loading = entry.load().then(
      (file) => {
        // Loud: a component that rendered before it arrived renders again in Kiswahili.
        i18n.addResourceBundle('sw', entry.namespace, file.default);
        kiswahiliLoaded.add(part);
      },
      (error: unknown) => {
        kiswahiliLoads.delete(part);
        throw error;
      },
    );
    kiswahiliLoads.set(part, loading);
  }
  return loading;
}

/**
 * Adds a feature's English strings and how to load its Kiswahili ones (started at once for a
 * Kiswahili reader); returns the namespace for `useTranslation`.
 */
export function registerNamespace<N extends string>(
  namespace: N,
  en: TLocaleFile,
  sw: TLocaleLoader,
): N {
  return registerStrings(namespace, namespace, en, sw);
}

/**
 * Adds `part` of a namespace: top-level keys that only some of its screens use travel in their
 * chunks (locales/<part>.{en,sw}.json) and join the namespace when that chunk runs.
 */
export function registerStrings<N extends string>(
  namespace: N,
  part: string,
  en: TLocaleFile,
  sw: TLocaleLoader,
): N {
  if (kiswahiliParts.has(part)) return namespace;
  kiswahiliParts.set(part, { namespace, load: sw });
  // Silent: English strings join before anything renders with them.
  i18n.addResourceBundle('en', namespace, en, { silent: true });
  if (currentLanguage() === 'sw') loadKiswahili(part).catch(() => undefined);
  return namespace;
}

/**
 * Resolves once every namespace registered so far has its strings in `language`: at once in
 * English, after their Kiswahili chunks otherwise. The app renders after it (main.tsx), every
 * screen after its own chunk's (app/lazy-screen.tsx), and a language switch switches after it.
 */
export async function stringsReady(language: TLanguage = currentLanguage()): Promise<void> {
  if (language === 'en') return;
  await Promise.all([...kiswahiliParts.keys()].map(loadKiswahili));
}

export function currentLanguage(): TLanguage {
  return isLanguage(i18n.language) ? i18n.language : 'en';
}

/** Set when the reader picks a language in this visit: signing in then keeps it on the account. */
let chosenThisVisit = false;

export function languageChosenThisVisit(): boolean {
  return chosenThisVisit;
}

const languageLoaders: ((language: TLanguage) => Promise<void>)[] = [stringsReady];

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
