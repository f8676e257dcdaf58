// Scoring on the evaluation set, shared by the test and `npm run bench:writing`: how many planted
// errors an engine fixes and how many correct sentences it changes. The set is
// fixtures/evaluation-set.json (written before grammar.ts, which was then tuned on it) plus
// fixtures/evaluation-held-out.json (written later and measured before any rule was changed).
import { escapeRegExp } from '../src/tools';
import heldOut from './fixtures/evaluation-held-out.json' with { type: 'json' };
import tuned from './fixtures/evaluation-set.json' with { type: 'json' };

export interface TPlanted {
  kind: string;
  text: string;
  /** The mistake as typed; must be gone (whole words, case-sensitive). */
  wrong: string;
  /** One of these must be in the output. */
  fix: string[];
}

export interface TEvaluationSet {
  planted: readonly TPlanted[];
  correct: readonly string[];
}

/** The held-out sentences alone: the figure for sentences the rules were not written against. */
export const HELD_OUT: TEvaluationSet = { planted: heldOut.errors, correct: heldOut.correct };

export const PLANTED: readonly TPlanted[] = [...tuned.errors, ...heldOut.errors];
export const CORRECT: readonly string[] = [...tuned.correct, ...heldOut.correct];

const hasWords = (text: string, words: string) =>
  new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(words)}(?=$|[^\\p{L}\\p{N}])`, 'u').test(text);

export function isFixed(planted: TPlanted, output: string): boolean {
  return !hasWords(output, planted.wrong) && planted.fix.some((fix) => output.includes(fix));
}

/** Unchanged, or only given the subject 'I' (Checked the oil. → I checked the oil.). */
export function isUnchanged(text: string, output: string): boolean {
  if (output === text) return true;
  const withSubject = `I ${text.charAt(0).toLowerCase()}${text.slice(1)}`;
  return output === withSubject;
}

export interface TScore {
  fixed: number;
  planted: number;
  changed: number;
  correct: number;
  /** Planted errors left, and correct sentences changed: [input, output]. */
  missed: Array<[string, string]>;
  falseChanges: Array<[string, string]>;
}

export async function score(
  engine: (text: string) => Promise<string>,
  set: TEvaluationSet = { planted: PLANTED, correct: CORRECT },
): Promise<TScore> {
  const missed: Array<[string, string]> = [];
  const falseChanges: Array<[string, string]> = [];
  for (const planted of set.planted) {
    const output = await engine(planted.text);
    if (!isFixed(planted, output)) missed.push([planted.text, output]);
  }
  for (const text of set.correct) {
    const output = await engine(text);
    if (!isUnchanged(text, output)) falseChanges.push([text, output]);
  }
  return {
    fixed: set.planted.length - missed.length,
    planted: set.planted.length,
    changed: falseChanges.length,
    correct: set.correct.length,
    missed,
    falseChanges,
  };
}
