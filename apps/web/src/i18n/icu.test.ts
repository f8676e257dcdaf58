// icu.ts stands in for i18next-icu + intl-messageformat (issue 20): every string of every locale,
// and the awkward corners of the syntax, must come out exactly as intl-messageformat (ignoreTag,
// as i18next-icu used it) formats them, for many values of each argument.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import IntlMessageFormat from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { filesUnder } from '../../build/files-under';
import { formatIcu, IcuSyntaxError, icuFormat, parseIcu } from './icu';

const SRC = join(dirname(fileURLToPath(import.meta.url)), '..');

function stringsOf(tree: unknown, into: string[] = []): string[] {
  if (typeof tree === 'string') into.push(tree);
  else if (tree && typeof tree === 'object')
    for (const value of Object.values(tree)) stringsOf(value, into);
  return into;
}

const LOCALE_FILES = filesUnder(SRC).filter((file) => /[/\\]locales[/\\][\w.]+\.json$/.test(file));
const MESSAGES = LOCALE_FILES.flatMap((file) => {
  const language = /(\w+)\.json$/.exec(file)?.[1] === 'sw' ? 'sw' : 'en';
  return stringsOf(JSON.parse(readFileSync(file, 'utf8'))).map((message) => ({
    file,
    language,
    message,
  }));
});

const NUMBERS = [0, 1, 2, 5, 21, 365, 1234.5, -1];

/** Sample values of each argument of a message: every option of a select, numbers for the rest. */
function samplesOf(elements: MessageFormatElement[], into = new Map<string, unknown[]>()) {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    if (element.type === TYPE.tag) {
      samplesOf(element.children, into);
      continue;
    }
    const samples = into.get(element.value) ?? [];
    if (element.type === TYPE.select) samples.push(...Object.keys(element.options), 'unlisted');
    else if (element.type === TYPE.argument) samples.push('Asha Mushi', 7, '');
    else samples.push(...NUMBERS, '3');
    into.set(element.value, samples);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) samplesOf(option.value, into);
    }
  }
  return into;
}

/** One value each, then each argument through all its samples with the others at their first. */
function valueSets(samples: Map<string, unknown[]>): Record<string, unknown>[] {
  const base = Object.fromEntries([...samples].map(([name, values]) => [name, values[0]]));
  return [
    base,
    ...[...samples].flatMap(([name, values]) =>
      values.map((value) => ({ ...base, [name]: value })),
    ),
  ];
}

const reference = (message: string, values: Record<string, unknown>, locale: string) =>
  String(new IntlMessageFormat(message, locale, undefined, { ignoreTag: true }).format(values));

describe('formatIcu', () => {
  it(`formats the ${MESSAGES.length} locale strings as intl-messageformat does`, () => {
    expect(MESSAGES.length).toBeGreaterThan(1000);
    let compared = 0;
    for (const { file, language, message } of MESSAGES) {
      for (const values of valueSets(samplesOf(parse(message, { ignoreTag: true })))) {
        const context = `${file}: ${message} with ${JSON.stringify(values)}`;
        expect(formatIcu(message, values, language), context).toBe(
          reference(message, values, language),
        );
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(MESSAGES.length);
  });

  it.each([
    ["It's {name}'s week", { name: 'Asha' }],
    ["Quote '{literal}' and '' and '{' and '}' '<b>'", {}],
    ["Unclosed quote '{ runs to the end", {}],
    ['Top-level } is text', {}],
    ['<strong>Bold</strong> {name}', { name: 'Juma' }],
    ['{n, plural, =0 {none} one {# day} other {# days}}', { n: 0 }],
    ['{n, plural, =0 {none} one {# day} other {# days}}', { n: 1 }],
    ['{n, plural, =0 {none} one {# day} other {# days}}', { n: 12345.5 }],
    ["{n, plural, other {'#' is # and '{x}'}}", { n: 4 }],
    [
      '{n, plural, offset:1 =1 {only you} one {you and # other} other {you and # others}}',
      { n: 2 },
    ],
    [
      '{n, plural, offset:1 =1 {only you} one {you and # other} other {you and # others}}',
      { n: 1 },
    ],
    ['{n, plural, other {{kind, select, a {# in a} other {# elsewhere}}}}', { n: 3, kind: 'a' }],
    ['{n, plural, one {{m, plural, one {#/1} other {#/n}}} other {x}}', { n: 1, m: 9 }],
    ['{ kind , select , day {Day} other {Other} }', { kind: 'day' }],
    ['{kind, select, constructor {proto} other {Other}}', { kind: 'toString' }],
    ['TZS {amount, number}', { amount: 1500000 }],
    ['{a}{b}', { a: '', b: 0 }],
    ['{a}', { a: null }],
  ])('formats %j like intl-messageformat', (message, values) => {
    for (const locale of ['en', 'sw']) {
      expect(formatIcu(message, values, locale)).toBe(reference(message, values, locale));
    }
  });

  it('refuses a missing value, as intl-messageformat does', () => {
    expect(() => reference('Hi {name}', {}, 'en')).toThrow();
    expect(() => formatIcu('Hi {name}', {}, 'en')).toThrow();
  });

  it.each([
    '{',
    '{}',
    '{name',
    '{n, plural, one {x}}',
    '{n, select, a {x} a {y} other {z}}',
    '{n, plural, other {x}',
    '{n, date}',
    '{n, number, percent}',
    '{n, selectordinal, one {#st} other {#th}}',
  ])('refuses %j', (message) => {
    expect(() => parseIcu(message)).toThrow(IcuSyntaxError);
  });
});

describe('icuFormat (the translator’s formatter)', () => {
  const parseWith = icuFormat;

  it('formats a resolved string and answers one it cannot format as written', () => {
    expect(parseWith('{count, plural, one {# token} other {# tokens}}', { count: 3 }, 'en')).toBe(
      '3 tokens',
    );
    expect(parseWith('Hi {name}', {}, 'en')).toBe('Hi {name}');
    expect(parseWith('{broken', {}, 'en')).toBe('{broken');
  });
});
