import { CORRECTIONS } from './corrections';
import type { TSpeller } from './dictionary';
import type { TGrammarNote } from './grammar';
import { polishText } from './polish';
import { correctWord, newSpellBudget } from './spelling';
import { isSwahiliSentence } from './terms';
import { lowerWords, tokenize } from './tokens';
import { findTools } from './tools';
import { PAST_OF } from './verbs';

// Concrete advice, one sentence each, from checks on the text itself (never generic filler): the
// grammar pass's own explanations (grammar.ts: agreement, repeated words, tense), spelling, then
// the log-book advice: tools, quantities, the test's result or the job's outcome, detail, capitals
// and full stops, long run-on sentences.

const MAX_SUGGESTIONS = 6;
/** Swahili is left as typed; the log book is written in English. */
export const SWAHILI_ADVICE =
  'This entry is in Swahili and was left as you typed it: write the entry in English.';
const OUTCOME_WORDS =
  /\b(working|works|worked|ok|okay|fixed|repaired|passed|failed|completed|finished|done|handed|restored|tripped|found|recorded)\b/i;
const MAX_GRAMMAR_NOTES = 2;
const TEST_WORDS = /\b(test|tests|tested|testing|measured|measurement|checked the reading)\b/i;
const RESULT_WORDS =
  /\d|\b(pass|passed|fail|failed|ok|okay|good|normal|found|result|results|reading|readings|recorded|showed|was|were)\b/i;
const LONG_SENTENCE_WORDS = 35;
/** A day without work needs no tools or detail. */
const NO_WORK = /\b(holiday|leave|sick|absent|no work|off day)\b/i;

export function suggestImprovements(speller: TSpeller, text: string): string[] {
  const trimmed = text.trim();
  if (!trimmed) return [];
  const tokens = tokenize(trimmed);
  const words = lowerWords(tokens);
  if (isSwahiliSentence(words)) {
    return [SWAHILI_ADVICE];
  }
  const out: string[] = [];
  const notes: TGrammarNote[] = [];
  polishText(speller, trimmed, { firstPersonPast: true, notes });
  const explained = [...new Set(notes.map((note) => note.message))];
  out.push(...explained.slice(0, MAX_GRAMMAR_NOTES));
  const tenseExplained = explained.some((message) => message.includes('past tense'));
  // Checked on the corrected words, so that "instal new cable" is read as "install".
  const budget = newSpellBudget();
  const corrected = words.map((w, i) => correctWord(speller, w, i === 0, budget).toLowerCase());
  const presentVerbs = corrected.filter(
    (w, i) => PAST_OF.has(w) && (i === 0 || corrected[i - 1] === 'and'),
  );
  const [verb] = presentVerbs;
  if (verb !== undefined && PAST_OF.has(corrected[0] ?? '') && !tenseExplained) {
    const typed = words[corrected.indexOf(verb)] ?? verb;
    out.push(
      `Write in the past tense, for example "I ${PAST_OF.get(verb)}" instead of "${typed}".`,
    );
  }

  const misspelt: string[] = [];
  tokens.forEach((token, i) => {
    if (token.kind !== 'word' || misspelt.length > 2) return;
    const fixed = correctWord(speller, token.text, i === 0, budget);
    if (fixed.toLowerCase() !== token.text.toLowerCase() && !misspelt.includes(token.text)) {
      misspelt.push(token.text);
      const kind =
        CORRECTIONS.has(token.text.toLowerCase()) && fixed.length > token.text.length + 3;
      out.push(
        kind
          ? `Write "${token.text}" in full as "${fixed}".`
          : `Check the spelling of "${token.text}" (did you mean "${fixed}"?).`,
      );
    }
  });
  out.splice(out.length - misspelt.length + Math.min(misspelt.length, 2)); // two spellings at most
  const noWork = NO_WORK.test(trimmed);
  if (!noWork && findTools(trimmed).length === 0) {
    out.push('Say which tools or equipment you used.');
  }
  const tested = TEST_WORDS.test(trimmed);
  if (tested && !RESULT_WORDS.test(trimmed.replace(TEST_WORDS, ''))) {
    out.push('Add the result of the test, such as the value you measured or whether it passed.');
  } else if (!noWork && !tested && words.length >= 6 && !OUTCOME_WORDS.test(trimmed)) {
    out.push('Say how the job ended: working, handed over or still to finish.');
  }
  if (!noWork && words.length >= 6 && !/\d/.test(trimmed)) {
    out.push('Give quantities: how many, what size or rating, how long.');
  }
  if (!noWork && words.length < 6) {
    out.push('Add more detail: what you worked on, where, and why.');
  }
  const firstLetter = trimmed.match(/\p{L}/u)?.[0] ?? '';
  if (firstLetter !== firstLetter.toUpperCase() || !/[.!?]$/.test(trimmed)) {
    out.push('Start with a capital letter and end with a full stop.');
  }
  const longest = Math.max(...trimmed.split(/[.!?]/).map((s) => s.trim().split(/\s+/).length));
  if (longest > LONG_SENTENCE_WORDS) {
    out.push('Split the long sentence into shorter ones.');
  }
  return out.slice(0, MAX_SUGGESTIONS);
}
