import type { TSpeller } from './dictionary';
import { isKnownWord } from './spelling';
import { tagsOf } from './tags';
import { isProtectedWord } from './terms';
import type { TToken } from './tokens';
import { word } from './tokens';
import { ACTIVITIES, baseOfGerund } from './verbs';

// "tested motor" → "tested the motor", "maintenance of pump" → "maintenance of the pump". Only
// after a verb we rewrote or after of/at/with/from, and only before a plain noun phrase whose last
// noun is singular and countable (compromise), so "checked belts", "analysis of sand" and
// "on Cisco switch" stay as they are.

export const ARTICLE_PREPOSITIONS: ReadonlySet<string> = new Set(['of', 'at', 'with', 'from']);

/**
 * Verbs of learning: their object is a skill or a subject ("learned cable jointing", "studied
 * motor control"), which goes without an article; "the" would make it one job the student did.
 */
const LEARNING_VERBS = new Set('learned learnt studied practised practiced'.split(' '));

/** Words compromise may read as nouns that end a noun phrase here: "assembled back". */
const NOT_NOUNS = new Set(
  'back up out down off over home together again there here away later today'.split(' '),
);
/** Technical terms that name a piece of equipment and take an article like any noun. */
const EQUIPMENT_TERMS = new Set(
  'megger contactor busbar isolator multimeter gearbox culvert theodolite hacksaw gabion autotransformer'.split(
    ' ',
  ),
);

/** Words after which a noun phrase has ended: "testing of motors", "testing with a megger". */
const PHRASE_ENDS = new Set(
  'of on at for in with to from using by and or about under into'.split(' '),
);
const endsPhrase = (token: TToken | undefined) =>
  token?.kind !== 'word' || PHRASE_ENDS.has(token.text.toLowerCase());
/** "testing", "welding", "dismantling": an activity, or the -ing word of a work verb we know. */
const isActivity = (lower: string) => ACTIVITIES.has(lower) || baseOfGerund(lower) !== null;

const DETERMINERS = new Set(
  'a an the this that these those my our his her their its your each every all some any both one two no another other'.split(
    ' ',
  ),
);

/** Whether the noun phrase starting at `start` takes an article (its head is singular). */
function nounPhrase(speller: TSpeller, words: TToken[], start: number): boolean {
  let last = -1;
  for (let i = start; i < words.length; i += 1) {
    const token = words[i];
    if (token?.kind !== 'word') break;
    const lower = token.text.toLowerCase();
    if (DETERMINERS.has(lower) || /^\d+([.,]\d+)?$/.test(lower) || !/^[\p{L}\d]/u.test(lower)) {
      break;
    }
    if (NOT_NOUNS.has(lower)) break;
    if (EQUIPMENT_TERMS.has(lower)) {
      last = i; // a piece of equipment (gearbox, megger) counts like any noun
      continue;
    }
    if (isProtectedWord(lower) || /\d/.test(lower)) continue; // a modifier: DOL starter, 3-phase motor
    if (i === start && token.text !== lower) return false; // a name leads the phrase
    const tags = tagsOf(lower);
    // "insulation testing with a megger": the -ing word of a piece of work that ends the phrase
    // after its nouns is its head, an activity, so no article ("motor winding" and "office
    // building" are things and take one). One with an object ("foundation using total station") starts a clause of its
    // own: the phrase ended before it.
    if (last >= start && tags.gerund && isActivity(lower) && endsPhrase(words[i + 1])) return false;
    if (tags.gerund || !(tags.singularNoun || tags.pluralNoun || tags.uncountable)) break;
    if (!isKnownWord(speller, lower)) return false; // an unknown word: we cannot tell
    last = i;
  }
  const head = words[last]?.text.toLowerCase();
  if (head === undefined) return false; // no noun (last is still -1)
  if (EQUIPMENT_TERMS.has(head)) return true;
  if (/(ity|ness|ics|ism)$/.test(head)) return false; // abstract: "tested connectivity"
  const tags = tagsOf(head);
  return tags.singularNoun && !tags.adjective;
}

/**
 * Inserts the article after position `after` when the following noun phrase needs one. After a
 * verb, "new" takes "a" (installed a new cable); elsewhere the noun is one already named.
 */
export function articleAfter(
  speller: TSpeller,
  words: TToken[],
  after: number,
  afterVerb = false,
): TToken[] {
  const start = after + 1;
  const next = words[start];
  if (next?.kind !== 'word') return words;
  if (afterVerb && LEARNING_VERBS.has(words[after]?.text.toLowerCase() ?? '')) return words;
  if (!nounPhrase(speller, words, start)) return words;
  const article = afterVerb && next.text.toLowerCase() === 'new' ? 'a' : 'the';
  return [
    ...words.slice(0, start),
    word(article),
    { ...next, spaceBefore: true },
    ...words.slice(start + 1),
  ];
}
