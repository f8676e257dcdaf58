import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { i18n, stringsReady } from '../../i18n/i18n';
import billingEn from '../billing/locales/en.json';
import billingSw from '../billing/locales/sw.json';
import weeklyEn from '../weekly-report/locales/en.json';
import weeklySw from '../weekly-report/locales/sw.json';
import { FAQ, faqTexts, searchFaq, type TFaqText } from './faq';
import { HELP_NS } from './i18n';

const english = faqTexts(i18n.getFixedT('en', HELP_NS));
// The Kiswahili strings are a chunk of their own, loaded for a Kiswahili reader.
await stringsReady('sw');
const kiswahili = faqTexts(i18n.getFixedT('sw', HELP_NS));
const answerOf = (entries: TFaqText[], id: string) =>
  entries.find((entry) => entry.id === id)?.answer.join(' ') ?? '';

describe('the FAQ', () => {
  it("answers from the product's rules", () => {
    expect(answerOf(english, 'tokenPrice')).toContain('1,000 TSH gives 300 tokens');
    expect(answerOf(english, 'tokenPrice')).toContain('so 1,000 TSH pays for one week');
    expect(answerOf(english, 'tokenPrice')).toContain('welcome bonus of 400 tokens');
    expect(answerOf(english, 'weeks')).toContain('the placement has 8 weeks');
    expect(answerOf(english, 'daily')).toContain('0 to 12 in steps of 0.5');
    expect(answerOf(english, 'daily')).toContain('up to 1000 characters');
    expect(answerOf(english, 'logout')).toContain('after 10 minutes');
    expect(english.find((entry) => entry.id === 'tokenPrice')?.question).toBe(
      'What does a token cost, and what do 300 tokens buy?',
    );
    expect(new Set(FAQ.map((entry) => entry.id)).size).toBe(FAQ.length);
  });

  it('gives the Kiswahili answers the same facts from the same rules', () => {
    expect(answerOf(kiswahili, 'tokenPrice')).toContain('TSH 1,000 zinakupa tokeni 300');
    expect(answerOf(kiswahili, 'tokenPrice')).toContain('TSH 1,000 zinalipia wiki moja');
    expect(answerOf(kiswahili, 'tokenPrice')).toContain('tokeni 400');
    expect(answerOf(kiswahili, 'weeks')).toContain('PT ina wiki 8');
    expect(answerOf(kiswahili, 'daily')).toContain('0 hadi 12 kwa hatua za 0.5');
    expect(answerOf(kiswahili, 'logout')).toContain('dakika 10');
  });

  it('names the buttons as the screens label them, in each language', () => {
    for (const [entries, weekly, billing] of [
      [english, weeklyEn, billingEn],
      [kiswahili, weeklySw, billingSw],
    ] as const) {
      expect(answerOf(entries, 'aiDoes')).toContain(weekly.actions.reset);
      expect(answerOf(entries, 'export')).toContain(weekly.actions.export);
      expect(answerOf(entries, 'payment')).toContain(billing.verify.verify);
      expect(answerOf(entries, 'payment')).toContain(billing.status.pending);
    }
  });

  it('has every question and paragraph in both languages, and no figure written in place', () => {
    const locales = new URL('./locales/', import.meta.url);
    for (const language of ['en', 'sw']) {
      const file = JSON.parse(readFileSync(new URL(`${language}.json`, locales), 'utf8'));
      for (const { id, paragraphs } of FAQ) {
        const entry = file.faq.entries[id] as Record<string, string>;
        expect(Object.keys(entry).length, `${language} ${id}`).toBe(paragraphs + 1);
        // Week 1 and 'from 1 to' are the calendar's own words, not a rule that can change.
        const figures = Object.values(entry)
          .join(' ')
          .match(/\d+/g)
          ?.filter((figure) => figure !== '1');
        expect(figures ?? [], `${language} ${id}`).toEqual([]);
      }
    }
  });
});

describe('searchFaq', () => {
  it('keeps everything for an empty query', () => {
    expect(searchFaq(english, '  ')).toHaveLength(FAQ.length);
  });
  it('matches every word anywhere in the entry, ignoring case', () => {
    expect(searchFaq(english, 'VERIFICATION code').map((entry) => entry.id)).toEqual([
      'verificationCode',
    ]);
    expect(searchFaq(english, 'wakala').map((entry) => entry.id)).toEqual(['payment']);
    expect(searchFaq(english, 'AI never invents').map((entry) => entry.id)).toEqual(['aiNever']);
  });
  it('searches the words of the reader’s language', () => {
    expect(searchFaq(kiswahili, 'wakala').map((entry) => entry.id)).toEqual(['payment']);
    expect(searchFaq(kiswahili, 'BONASI').map((entry) => entry.id)).toEqual(['tokenPrice']);
  });
  it('finds nothing for words it does not contain', () => {
    expect(searchFaq(english, 'bitcoin')).toEqual([]);
  });
});
