// Edit distance helpers for the spelling pass. A dictionary suggestion is accepted only when it is
// a close edit of what the student typed; anything further is left as typed.

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz';

/** Optimal string alignment (restricted Damerau-Levenshtein) distance. */
export function damerau(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i < rows; i += 1) {
    for (let j = 1; j < cols; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
      }
    }
  }
  return d[a.length][b.length];
}

export interface TEdit {
  word: string;
  /** Lower is more likely for a student typing on a phone: a dropped letter first. */
  rank: number;
}

/**
 * Every word one edit away, ranked: a missing letter (instal → install, mantenance →
 * maintenance) is the commonest phone typo, then swapped letters, an extra letter, a wrong letter.
 * Doubling a neighbouring letter ranks above other insertions; changing the first letter ranks last.
 */
export function editsOne(word: string): TEdit[] {
  const edits: TEdit[] = [];
  const push = (candidate: string, rank: number, position: number) => {
    edits.push({ word: candidate, rank: position === 0 ? rank + 10 : rank });
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
    push(word.slice(0, i) + word.slice(i + 1), 3, i);
  }
  for (let i = 0; i < word.length; i += 1) {
    for (const letter of ALPHABET) {
      if (letter !== word[i]) push(word.slice(0, i) + letter + word.slice(i + 1), 4, i);
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
  [/ll(ed|ing|er)$/, 'l$1'],
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
