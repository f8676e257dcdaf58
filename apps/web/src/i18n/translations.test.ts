// The translations are whole (issue 20): every namespace has the same keys in English and
// Kiswahili, every message parses as ICU with the same values, every shared message has its
// Kiswahili, no screen writes visible text in place, and every t('key') exists.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { filesUnder } from '../../build/files-under';
import swMessages from './locales/messages.sw.json';
import { translatableMessagePaths } from './message-table';
import { scanSource, type TFinding } from './visible-text';

const SRC = join(dirname(fileURLToPath(import.meta.url)), '..');

const ALL_FILES = filesUnder(SRC);
const namespaceOf = (localesDirectory: string) => {
  const parent = dirname(localesDirectory).split(sep).at(-1) ?? '';
  return parent === 'i18n' ? 'common' : parent;
};
const NAMESPACES = new Map(
  ALL_FILES.filter((file) => file.endsWith(`${sep}locales${sep}en.json`)).map((file) => {
    const directory = dirname(file);
    // A namespace's parts (locales/<part>.en.json and <part>.sw.json) join its top-level keys.
    const parts = readdirSync(directory)
      .filter((name) => name.endsWith('.en.json'))
      .map((name) => `${name.slice(0, -'en.json'.length)}`);
    const read = (language: string) =>
      Object.assign(
        {},
        ...['', ...parts].map((part) =>
          JSON.parse(readFileSync(join(directory, `${part}${language}.json`), 'utf8')),
        ),
      ) as Record<string, unknown>;
    return [namespaceOf(directory), { directory, en: read('en'), sw: read('sw') }] as const;
  }),
);

function flatten(tree: Record<string, unknown>, prefix = ''): Map<string, unknown> {
  const result = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      for (const [inner, innerValue] of flatten(value as Record<string, unknown>, path)) {
        result.set(inner, innerValue);
      }
    } else result.set(path, value);
  }
  return result;
}

function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    if (element.type === TYPE.tag) {
      argumentsOf(element.children, into);
      continue;
    }
    into.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) argumentsOf(option.value, into);
    }
  }
  return into;
}

const sorted = (values: Iterable<string>) => [...values].sort();

describe('the translations', () => {
  it('have namespaces to check', () => {
    expect(NAMESPACES.size).toBeGreaterThan(0);
  });

  for (const [namespace, { en, sw }] of NAMESPACES) {
    it(`${namespace}: the same keys, non-empty, ICU with the same values in both languages`, () => {
      const english = flatten(en);
      const kiswahili = flatten(sw);
      expect(sorted(kiswahili.keys())).toEqual(sorted(english.keys()));
      for (const [key, text] of english) {
        const other = kiswahili.get(key);
        expect(typeof text === 'string' && text.trim(), `${namespace}:${key} (en)`).toBeTruthy();
        expect(typeof other === 'string' && other.trim(), `${namespace}:${key} (sw)`).toBeTruthy();
        const values = sorted(argumentsOf(parse(text as string)));
        expect(sorted(argumentsOf(parse(other as string))), `${namespace}:${key}`).toEqual(values);
      }
    });
  }

  it('give every shared message its Kiswahili, with the same values', () => {
    const table = swMessages as Record<string, string>;
    const paths = translatableMessagePaths();
    expect(paths.filter((path) => !table[path]?.trim())).toEqual([]);
    expect(Object.keys(table).filter((path) => !paths.includes(path))).toEqual([]);
    for (const text of Object.values(table)) parse(text);
  });

  it('leave no visible text written in place on a screen', () => {
    const findings: TFinding[] = [];
    for (const file of ALL_FILES) {
      const name = relative(SRC, file);
      if (!file.endsWith('.tsx') || /\.test\.tsx$|\.fixture\./.test(file)) continue;
      if (name.startsWith(`test${sep}`)) continue;
      findings.push(...scanSource(name, readFileSync(file, 'utf8')).findings);
    }
    expect(findings.map(({ file, line, text }) => `${file}:${line} ${text}`)).toEqual([]);
  }, 60_000);

  it('ask only for keys that exist in English', () => {
    const missing: string[] = [];
    for (const file of ALL_FILES) {
      if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
      const { keys } = scanSource(relative(SRC, file), readFileSync(file, 'utf8'));
      for (const use of keys) {
        const namespace = use.namespace ? NAMESPACES.get(use.namespace) : undefined;
        if (!namespace || !flatten(namespace.en).has(use.key)) {
          missing.push(`${use.file}:${use.line} ${use.namespace}:${use.key}`);
        }
      }
    }
    expect(missing).toEqual([]);
  }, 60_000);
});
