// Candidate spellings one edit (Damerau distance 1) from what the student typed; a candidate
// counts only when the dictionary knows it. Two-edit errors are left to the curated corrections:
// nspell's own suggest() searches every two-edit candidate and took 0.7–1.3 s per unknown word
// (e.g. a Swahili word) on this machine, too slow for a request.

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz';

/** Added to the rank of an edit of the first letter. */
export const FIRST_LETTER = 10;
/** The rank of an extra or a wrong letter (3): the least likely edit. */
export const WRONG_LETTER = 3;

export interface TEdit {
  word: string;
  /** Lower is more likely for a student typing on a phone: a dropped letter first. */
  rank: number;
}

/**
 * Every word one edit away, ranked: a doubled or undoubled letter (instal → install, wirring →
 * wiring) first, then a missing letter (mantenance → maintenance), swapped letters, and last an
 * extra or a wrong letter (equally likely, so isolater stays: isolate or isolator?). Changing
 * the first letter ranks below everything else.
 */
export function editsOne(word: string): TEdit[] {
  const edits: TEdit[] = [];
  const push = (candidate: string, rank: number, position: number) => {
    edits.push({ word: candidate, rank: position === 0 ? rank + FIRST_LETTER : rank });
  };
  for (let i = 0; i <= word.length; i += 1) {
    for (const letter of ALPHABET) {
      const doubled = letter === word[i - 1] || letter === word[i];
      push(word.slice(0, i) + letter + word.slice(i), doubled ? 0 : 1, i);
    }
  }
  for (let i = 0; i < word.length - 1; i += 1) {
    push(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2), 2, i);
  }
  for (let i = 0; i < word.length; i += 1) {
    const doubled = word[i] === word[i - 1] || word[i] === word[i + 1];
    push(word.slice(0, i) + word.slice(i + 1), doubled ? 0 : WRONG_LETTER, i);
  }
  for (let i = 0; i < word.length; i += 1) {
    for (const letter of ALPHABET) {
      if (letter !== word[i]) push(word.slice(0, i) + letter + word.slice(i + 1), WRONG_LETTER, i);
    }
  }
  return edits;
}

// British spellings are right in Tanzania; dictionary-en is American, so a word whose American
// form is in the dictionary is accepted as typed (fibre, metre, colour, analyse, labelled).
const BRITISH_TO_AMERICAN: ReadonlyArray<readonly [RegExp, string]> = [
  [/tre(s?)$/, 'ter$1'],
  [/bre(s?)$/, 'ber$1'],
  [/our(s|ed|ing)?$/, 'or$1'],
  [/is(e|ed|es|ing|ation|ations)$/, 'iz$1'],
  [/ys(e|ed|es|ing)$/, 'yz$1'],
  [/([aeiou])ll(ed|ing|er)$/, '$1l$2'],
  [/ettor(s?)$/, 'etor$1'],
  [/ence$/, 'ense'],
  [/ogue$/, 'og'],
  [/mme$/, 'm'],
];

export function americanVariants(word: string): string[] {
  const variants: string[] = [];
  for (const [pattern, replacement] of BRITISH_TO_AMERICAN) {
    if (pattern.test(word)) variants.push(word.replace(pattern, replacement));
  }
  return variants;
}
