// The app's own words, read from its locale files, so a spec names buttons and dialogs in either
// language as a reader sees them.
import { readdirSync, readFileSync } from 'node:fs';
import type { TLanguage } from '@ptlog/shared';

/** The app's own wording of `key` in a namespace's locale file: `text('auth', 'login.title')`. */
export type TText = (namespace: string, key: string) => string;

export function wording(language: TLanguage): TText {
  const files = new Map<string, Record<string, unknown>>();
  return (namespace, key) => {
    const folder = namespace === 'app' ? 'app' : `features/${namespace}`;
    const locales = new URL(`../../apps/web/src/${folder}/locales/`, import.meta.url);
    if (!files.has(namespace)) {
      // A namespace's parts (locales/<part>.<language>.json) join its top-level keys.
      const parts = readdirSync(locales).filter((name) => name.endsWith(`.${language}.json`));
      const read = (name: string) => JSON.parse(readFileSync(new URL(name, locales), 'utf8'));
      files.set(namespace, Object.assign(read(`${language}.json`), ...parts.map(read)));
    }
    const value = key
      .split('.')
      .reduce<unknown>(
        (node, part) => (node as Record<string, unknown> | undefined)?.[part],
        files.get(namespace),
      );
    if (typeof value !== 'string') throw new Error(`no ${namespace}:${key} in ${language}`);
    return value;
  };
}

/** A name that starts with the text before the message's first value: `View details of {who}`. */
export const startingWith = (message: string) =>
  new RegExp(
    `^${message
      .split('{')[0]!
      .trim()
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`,
  );
