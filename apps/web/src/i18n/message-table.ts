// The index of the shared messages and their Kiswahili (locales/messages.sw.json), loaded only
// for a reader in Kiswahili (messages.ts), so English readers and the sign-in screen's first
// load do without them (issue 20).
import { MESSAGES, type TLanguage } from '@ptlog/shared';
import { formatIcu } from './icu';
import swMessages from './locales/messages.sw.json';

type TMessageTree = { readonly [key: string]: unknown };

const MARK = '\u0001';
const marker = (index: number) => `${MARK}${index}${MARK}`;
const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The function's text with markers for its values; a function that needs other values has none. */
function sampleOf(build: (...values: string[]) => unknown, arity: number): unknown {
  try {
    return build(...Array.from({ length: arity }, (_, index) => marker(index)));
  } catch {
    return undefined;
  }
}

interface TPattern {
  path: string;
  regex: RegExp;
  /** The function's parameters by the order their values appear in its text. */
  order: number[];
}

/** Every constant message by its text, and every message function as a pattern, by MESSAGES path. */
function indexMessages(tree: TMessageTree, prefix = '') {
  const byText = new Map<string, string>();
  const patterns: TPattern[] = [];
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') {
      if (!byText.has(value)) byText.set(value, path);
    } else if (typeof value === 'function') {
      const arity = Math.max(1, value.length);
      const sample = sampleOf(value as (...values: string[]) => unknown, arity);
      if (typeof sample !== 'string' || !sample.includes(MARK)) continue;
      const order: number[] = [];
      const source = sample
        .split(new RegExp(`${MARK}(\\d+)${MARK}`))
        .map((part, index) => {
          if (index % 2 === 0) return escapeRegex(part);
          order.push(Number(part));
          return '(.+?)';
        })
        .join('');
      patterns.push({ path, regex: new RegExp(`^${source}$`), order });
    } else if (typeof value === 'object' && value !== null) {
      const inner = indexMessages(value as TMessageTree, path);
      for (const [text, innerPath] of inner.byText)
        if (!byText.has(text)) byText.set(text, innerPath);
      patterns.push(...inner.patterns);
    }
  }
  return { byText, patterns };
}

const INDEX = indexMessages(MESSAGES);
const TRANSLATIONS: Readonly<Record<TLanguage, Readonly<Record<string, string>>>> = {
  en: {},
  sw: swMessages,
};

/** The MESSAGES paths the web can translate: constants, and functions that make a pattern. */
export function translatableMessagePaths(): string[] {
  return [...new Set([...INDEX.byText.values(), ...INDEX.patterns.map((p) => p.path)])];
}

/**
 * A shared message in the given language; a text that is not one of them (a field's own error
 * from somewhere else) is answered as it came.
 */
export function translateWithTable(text: string, language: TLanguage): string {
  const table = TRANSLATIONS[language];
  if (language === 'en') return text;
  const path = INDEX.byText.get(text);
  if (path) return table[path] ?? text;
  for (const pattern of INDEX.patterns) {
    const match = pattern.regex.exec(text);
    const template = match && table[pattern.path];
    if (!match || !template) continue;
    const values: Record<string, string> = {};
    pattern.order.forEach((parameter, index) => {
      values[String(parameter)] = match[index + 1] ?? '';
    });
    return formatIcu(template, values, language);
  }
  return text;
}
