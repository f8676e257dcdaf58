// The shared MESSAGES (spec wording, in English) are what the API answers and the shared schemas
// report. The web shows them in the reader's language: each English text is found back by its
// MESSAGES path and taken from locales/messages.sw.json. Messages built from values (a phone
// number, a count) are matched by the pattern their function makes, and their values carried over.
import type { TLanguage } from '@ptlog/shared';
import { currentLanguage, onLanguageLoad } from './i18n';

type TTable = typeof import('./message-table');

let table: TTable | null = null;
let loading: Promise<void> | null = null;

/**
 * Resolves once the shared messages can be shown in `language`: at once in English (their own
 * wording), after the Kiswahili table's chunk otherwise. Every screen waits for it before it
 * renders (app/lazy-screen.tsx) and a language switch before it switches, so a reader never
 * sees a shared message in the other language.
 */
export function messagesReady(language: TLanguage = currentLanguage()): Promise<void> {
  if (language === 'en' || table) return Promise.resolve();
  loading ??= import('./message-table').then(
    (loaded) => {
      table = loaded;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
onLanguageLoad(messagesReady);

/**
 * A shared message in the given language; a text that is not one of them (a field's own error
 * from somewhere else) is answered as it came.
 */
export function translateMessage(text: string, language: TLanguage = currentLanguage()): string {
  if (language === 'en' || !table) return text;
  return table.translateWithTable(text, language);
}
