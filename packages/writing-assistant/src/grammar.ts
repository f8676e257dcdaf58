import { articleAfter } from './articles';
import type { TSpeller } from './dictionary';
import { tagsOf } from './tags';
import { isProtectedWord } from './terms';
import type { TToken } from './tokens';
import { PAST_FORMS, PAST_OF } from './verbs';

// The grammar mistakes students make most, fixed word by word with the reason for each fix (the
// reasons are what `suggestImprovements` tells the student):
// - a doubled word (checking the the cables);
// - the pronoun 'i';
// - the verb that does not agree with its subject (we was, the cables was, he have);
// - 'was' + a bare verb (I was assist → I assisted) and, in a log entry, the present tense after
//   'I' or 'we' (Yesterday I install → I installed);
// - in a log entry, the missing article after a verb in the past (replaced bearing → replaced the
//   bearing).
// A word we are not sure about stays as typed.

export interface TGrammarNote {
  /** The explanation, e.g. "Make the verb agree with its subject: were". */
  message: string;
}

/**
 * Words that may repeat: "had had", "that that", and Kiswahili's doubled words students write in
 * English entries: the Nane Nane and Saba Saba holidays, "pole pole", "haraka haraka".
 */
const MAY_REPEAT = new Set([
  'had',
  'that',
  'nane',
  'saba',
  'pole',
  'haraka',
  'sawa',
  'kidogo',
  'mara',
  'moja',
]);
const PLURAL_PRONOUNS = new Set(['we', 'they', 'you']);
const SINGULAR_PRONOUNS = new Set(['he', 'she', 'it']);
const DETERMINERS = new Set(
  'the these those our my his her their its your all some both many several two three four five'.split(
    ' ',
  ),
);
const SINGULAR_DETERMINERS = new Set('the this that my our his her their its your a an'.split(' '));
/**
 * Past = base (was set, was cut) or a word that is also an adjective or noun after 'was'; these
 * are read as the verb only when an object follows (I was paint the wall → I painted the wall).
 */
const NOT_AFTER_WAS = new Set(
  'open earth sample label service survey tile wire paint plaster screw change visit work use finish train'.split(
    ' ',
  ),
);
/** Words that open the object of a verb: "paint the wall", "change our filters". */
const OBJECT_STARTERS = new Set('the a an this these those my our his her their all'.split(' '));
const SUBJECTS_IN_LOG = new Set(['i', 'we']);
/** A verb right after one of these is the sentence's verb, not a word like "ground" or "set". */
const ARTICLE_SUBJECTS = new Set(['i', 'we', 'he', 'she', 'they', 'and', 'then', 'also']);
/** Verbs whose object goes without an article: did earthing, made progress, went home. */
const NO_ARTICLE_AFTER = new Set(['did', 'made', 'was', 'were', 'had', 'went', 'saw', 'got']);
/** Words that end the noun phrase after a verb. */
const PHRASE_ENDS = new Set(
  'of on at for in with to from using by and about under into'.split(' '),
);

const lowerOf = (token: TToken | undefined) => token?.text.toLowerCase() ?? '';
const isWord = (token: TToken | undefined): token is TToken => token?.kind === 'word';

function withCase(typed: string, text: string): string {
  return /^\p{Lu}/u.test(typed) ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}

/** A plural noun subject right before the verb: "the cables", "the new transformers". */
function pluralSubjectBefore(words: TToken[], verb: number): boolean {
  const noun = words[verb - 1];
  if (!isWord(noun)) return false;
  const lower = lowerOf(noun);
  if (!/[^su]s$/.test(lower) || isProtectedWord(lower)) return false;
  if (!tagsOf(lower).pluralNoun || tagsOf(lower).singularNoun) return false;
  for (let i = verb - 2; i >= Math.max(0, verb - 3); i -= 1) {
    if (DETERMINERS.has(lowerOf(words[i]))) return true;
  }
  return false;
}

/** A singular noun subject right before the verb: "the supervisor", "my supervisor". */
function singularSubjectBefore(words: TToken[], verb: number): boolean {
  const noun = words[verb - 1];
  if (!isWord(noun)) return false;
  const lower = lowerOf(noun);
  if (lower.endsWith('s') || !tagsOf(lower).singularNoun || tagsOf(lower).pluralNoun) return false;
  return SINGULAR_DETERMINERS.has(lowerOf(words[verb - 2])) && verb - 2 === 0;
}

/** One sentence's grammar fixes; `logEntry` adds the tense and article rules. */
export function fixGrammar(
  speller: TSpeller,
  sentence: TToken[],
  logEntry: boolean,
  notes: TGrammarNote[] = [],
): TToken[] {
  let words = [...sentence];
  const note = (message: string) => notes.push({ message });
  for (let i = 0; i < words.length; i += 1) {
    const token = words[i];
    if (!isWord(token)) continue;
    const lower = lowerOf(token);
    const previous = words[i - 1];
    const before = lowerOf(previous);

    if (
      isWord(previous) &&
      token.spaceBefore &&
      before === lower &&
      /^\p{L}+$/u.test(lower) &&
      !MAY_REPEAT.has(lower)
    ) {
      note(`Remove the repeated word: "${previous.text} ${token.text}".`);
      words.splice(i, 1);
      i -= 1;
      continue;
    }
    if (token.text === 'i') {
      note('Write the pronoun "I" as a capital letter.');
      words[i] = { ...token, text: 'I' };
    }

    const plural = PLURAL_PRONOUNS.has(before) || pluralSubjectBefore(words, i);
    const agreeing =
      lower === 'was' && plural
        ? 'were'
        : lower === 'is' && plural
          ? 'are'
          : lower === 'have' && (SINGULAR_PRONOUNS.has(before) || singularSubjectBefore(words, i))
            ? 'has'
            : null;
    if (agreeing) {
      note(`Make the verb agree with its subject: ${agreeing}.`);
      words[i] = { ...token, text: withCase(token.text, agreeing) };
    }

    if (!logEntry) continue;
    const current = lowerOf(words[i]);
    const next = words[i + 1];
    const nextLower = lowerOf(next);
    const nextPast = PAST_OF.get(nextLower);
    if (
      (current === 'was' || current === 'were') &&
      isWord(previous) &&
      SUBJECTS_IN_LOG.has(before) &&
      nextPast &&
      nextPast !== nextLower &&
      (!NOT_AFTER_WAS.has(nextLower) || OBJECT_STARTERS.has(lowerOf(words[i + 2])))
    ) {
      note(`Write what you did in the past tense: "${previous.text} ${nextPast}".`);
      words.splice(i, 2, { ...(next as TToken), text: nextPast });
      words = addArticle(speller, words, i);
      continue;
    }
    const past = PAST_OF.get(current);
    if (SUBJECTS_IN_LOG.has(before) && past && past !== current) {
      note(`Write what you did in the past tense: "${previous?.text} ${past}".`);
      words[i] = { ...token, text: past };
      words = addArticle(speller, words, i);
      words = pastAfterAnd(words, i);
      continue;
    }
    if (PAST_FORMS.has(current) && (i === 0 || ARTICLE_SUBJECTS.has(before))) {
      words = addArticle(speller, words, i);
    }
  }
  return words;
}

/** "replaced bearing of the conveyor" → "replaced the bearing …"; names and terms stay. */
function addArticle(speller: TSpeller, words: TToken[], verb: number): TToken[] {
  const next = words[verb + 1];
  if (NO_ARTICLE_AFTER.has(lowerOf(words[verb]))) return words;
  if (!isWord(next) || /\p{Lu}/u.test(next.text) || isProtectedWord(lowerOf(next))) return words;
  // The phrase must be plain lower-case words: "installed Ubuntu Server" names a product.
  for (let i = verb + 1; i < words.length && isWord(words[i]); i += 1) {
    if (PHRASE_ENDS.has(lowerOf(words[i]))) break;
    if (/\p{Lu}/u.test(words[i]?.text ?? '')) return words;
  }
  return articleAfter(speller, words, verb, true);
}

/** "we cleaned the workshop and arrange the tools" → "… and arranged the tools". */
function pastAfterAnd(words: TToken[], verb: number): TToken[] {
  for (let i = verb + 1; i < words.length - 1; i += 1) {
    if (lowerOf(words[i]) !== 'and') continue;
    const next = words[i + 1];
    const past = PAST_OF.get(lowerOf(next));
    if (isWord(next) && past && past !== lowerOf(next) && lowerOf(words[i + 2]) === 'the') {
      const out = [...words];
      out[i + 1] = { ...next, text: past };
      return out;
    }
  }
  return words;
}
