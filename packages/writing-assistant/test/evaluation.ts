// Scoring on the evaluation set (fixtures/evaluation-set.json), shared by the test and
// `npm run bench:writing`: how many planted errors an engine fixes and how many correct
// sentences it changes.
import { escapeRegExp } from '../src/tools';
import set from './fixtures/evaluation-set.json' with { type: 'json' };

export interface TPlanted {
  kind: string;
  text: string;
  /** The mistake as typed; must be gone (whole words, case-sensitive). */
  wrong: string;
  /** One of these must be in the output. */
  fix: string[];
}

export const PLANTED: readonly TPlanted[] = set.errors;
export const CORRECT: readonly string[] = set.correct;

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

export async function score(engine: (text: string) => Promise<string>): Promise<TScore> {
  const missed: Array<[string, string]> = [];
  const falseChanges: Array<[string, string]> = [];
  for (const planted of PLANTED) {
    const output = await engine(planted.text);
    if (!isFixed(planted, output)) missed.push([planted.text, output]);
  }
  for (const text of CORRECT) {
    const output = await engine(text);
    if (!isUnchanged(text, output)) falseChanges.push([text, output]);
  }
  return {
    fixed: PLANTED.length - missed.length,
    planted: PLANTED.length,
    changed: falseChanges.length,
    correct: CORRECT.length,
    missed,
    falseChanges,
  };
}
