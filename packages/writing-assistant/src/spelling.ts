import { CORRECTIONS } from './corrections';
import type { TSpeller } from './dictionary';
import { americanVariants, editsOne, FIRST_LETTER, WRONG_LETTER } from './edits';
import { SWAHILI_WORDS, TECHNICAL_TERMS, UNIT_CASING } from './terms';

// One word at a time: curated map first (it holds the frequent two-edit errors such as
// maintainance), then the dictionary (nspell with dictionary-en, used for look-ups). A dictionary
// correction is accepted only when it is the one clear fix one edit away; otherwise the word stays
// as typed. Results are cached per word, so a word costs its search once per process.

const MIN_LENGTH = 4;
const CACHE_LIMIT = 20_000;
/** A capitalised first word may be a name (Juma): only a dropped, doubled or swapped letter. */
const NAME_SAFE_RANK = 2;

interface TFix {
  word: string;
  rank: number;
}
const cache = new Map<string, TFix | null>();

const isLower = (word: string) => word === word.toLowerCase();
const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

function dictionarySuggestion(speller: TSpeller, word: string): TFix | null {
  const edits = editsOne(word).filter((edit) => speller.correct(edit.word));
  const best = Math.min(...edits.map((edit) => edit.rank));
  // Students write the agent noun with -er (conducter, isolater, surveyer): the -or noun, a
  // dictionary word or a trade term, wins over the verb one letter away (conducted, isolate).
  const agent = word.endsWith('er') ? `${word.slice(0, -2)}or` : '';
  if (agent && best >= WRONG_LETTER && (speller.correct(agent) || TECHNICAL_TERMS.has(agent))) {
    return { word: agent, rank: WRONG_LETTER };
  }
  // Otherwise only a clear winner: one word at the best rank (tets: teats, tents or tests?).
  const rivals = new Set(edits.filter((edit) => edit.rank === best).map((e) => e.word));
  const [winner] = rivals;
  return rivals.size === 1 && winner !== undefined ? { word: winner, rank: best } : null;
}

/** In the dictionary as typed or as its American form (fibre, carburettor). */
export function isKnownWord(speller: TSpeller, lower: string): boolean {
  return speller.correct(lower) || americanVariants(lower).some((v) => speller.correct(v));
}

function lookup(speller: TSpeller, lower: string): TFix | null {
  const cached = cache.get(lower);
  if (cached !== undefined) return cached;
  let result: TFix | null = null;
  if (isKnownWord(speller, lower)) {
    result = null;
  } else if (lower.length >= 5 && speller.correct(capitalize(lower))) {
    result = { word: capitalize(lower), rank: 0 }; // a name typed in lower case: linux → Linux
  } else {
    result = dictionarySuggestion(speller, lower);
  }
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(lower, result);
  return result;
}

function withNumber(word: string): string {
  const lower = word.toLowerCase();
  const curated = CORRECTIONS.get(lower);
  if (curated) return curated;
  const [, amount, unit] = /^(\d+(?:[.,]\d+)?)([a-z]+)$/i.exec(word) ?? [];
  if (amount !== undefined && unit !== undefined) {
    const canonical = UNIT_CASING.get(unit.toLowerCase());
    if (canonical) return amount + canonical;
  }
  return word;
}

/**
 * How many words not in the dictionary one request may search fixes for (~1 ms each when not
 * cached). Counted whether or not the answer is cached, so the output never depends on what
 * earlier requests looked up; a text of gibberish costs a bounded time and stays as typed.
 */
export interface TSpellBudget {
  unknownWords: number;
}

export const newSpellBudget = (): TSpellBudget => ({ unknownWords: 150 });

/**
 * The corrected spelling of one word token. `sentenceStart` tells that a capital letter may just
 * be the sentence's, so the word is still checked; elsewhere a capitalised word is a name.
 */
export function correctWord(
  speller: TSpeller,
  word: string,
  sentenceStart: boolean,
  budget: TSpellBudget = newSpellBudget(),
): string {
  if (/\d/.test(word)) return withNumber(word);
  const lower = word.toLowerCase();
  const term = TECHNICAL_TERMS.get(lower);
  if (term) return /[A-Z]/.test(term) || isLower(word) ? term : word;
  if (SWAHILI_WORDS.has(lower)) return word;
  const capitalised = !isLower(word);
  if (capitalised && (!sentenceStart || !isLower(word.slice(1)))) return word;
  const restoreCase = (fixed: string) => (capitalised ? capitalize(fixed) : fixed);
  const curated = CORRECTIONS.get(lower);
  if (curated) return restoreCase(curated);
  if (lower.length < MIN_LENGTH || !/^[a-z]+(?:['’][a-z]+)?$/.test(lower)) return word;
  const [, owner, possessive = ''] = /^(.+)(['’]s)$/.exec(lower) ?? [];
  const stem = owner ?? lower;
  if (speller.correct(stem)) return word;
  if (budget.unknownWords <= 0) return word;
  budget.unknownWords -= 1;
  const fix = lookup(speller, stem);
  if (!fix || (capitalised && fix.rank > NAME_SAFE_RANK)) return word;
  // A plural is not a typo of its singular (tailings, not "tailing").
  if (stem.endsWith('s') && fix.word === stem.slice(0, -1)) return word;
  // A four-letter word is often an abbreviation (psus): only a dropped, doubled or swapped letter.
  if (stem.length <= MIN_LENGTH && fix.rank > 2) return word;
  // A wrong or extra first letter (titrated → nitrated) is a term the dictionary lacks far more
  // often than a typo: students rarely miss the first letter.
  if (fix.rank >= FIRST_LETTER + WRONG_LETTER) return word;
  return restoreCase(fix.word + possessive);
}
