// The Kiswahili screens use their own words: no English "token" left in a Kiswahili string (the
// app's word is "tokeni"), and a field's validation messages name it as its label does.
import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { filesUnder } from '../../build/files-under';
import broadcastSw from '../features/broadcast/locales/sw.json';
import feedbackSw from '../features/feedback/locales/sw.json';
import swMessages from './locales/messages.sw.json';

const SRC = join(dirname(fileURLToPath(import.meta.url)), '..');
const KISWAHILI_FILES = filesUnder(SRC).filter((file) => /(^|[/.])sw\.json$/.test(file));

/** Every string of a locale file, by its dotted key. */
function stringsOf(tree: unknown, prefix = ''): [string, string][] {
  if (typeof tree === 'string') return [[prefix, tree]];
  if (typeof tree !== 'object' || tree === null) return [];
  return Object.entries(tree).flatMap(([key, value]) =>
    stringsOf(value, prefix ? `${prefix}.${key}` : key),
  );
}

/** The words a reader sees: the literal text of an ICU message, not its argument names. */
function literalText(elements: MessageFormatElement[]): string {
  return elements
    .map((element) => {
      if (element.type === TYPE.literal) return element.value;
      if (element.type === TYPE.tag) return literalText(element.children);
      if (element.type === TYPE.plural || element.type === TYPE.select) {
        return Object.values(element.options)
          .map((option) => literalText(option.value))
          .join(' ');
      }
      return ' ';
    })
    .join('');
}

describe('the Kiswahili strings', () => {
  it('are found', () => {
    expect(KISWAHILI_FILES.length).toBeGreaterThan(10);
  });

  it('say "tokeni", never the English "token(s)"', () => {
    const english: string[] = [];
    for (const file of KISWAHILI_FILES) {
      for (const [key, text] of stringsOf(JSON.parse(readFileSync(file, 'utf8')))) {
        if (/\btokens?\b/i.test(literalText(parse(text)))) {
          english.push(`${relative(SRC, file)} ${key}: ${text}`);
        }
      }
    }
    expect(english).toEqual([]);
  });

  it("name the subject as the subject field's label does", () => {
    const messages = swMessages as Record<string, string>;
    const cases = [
      { label: feedbackSw.form.subject, keys: ['feedback.subjectRequired'] },
      {
        label: broadcastSw.fields.subject,
        keys: [
          'email.subjectAndMessageRequired',
          'email.subjectTooShort',
          'email.subjectAndMessageEmpty',
          'email.subjectTooLong',
        ],
      },
    ];
    for (const { label, keys } of cases) {
      for (const key of keys) expect(messages[key], key).toMatch(new RegExp(`^${label}\\b`));
    }
  });
});
