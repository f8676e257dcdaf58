import { articleAfter } from './articles';
import type { TSpeller } from './dictionary';
import { tagsOf } from './tags';
import type { TToken } from './tokens';
import { MOTION_VERBS, PAST_OF } from './verbs';

// A second command joined to a lead we put in the past: "maintenance of the pump and change the
// seal" → "… and changed the seal". The word after "and" is read as a verb only when what follows
// it can only be its object (the, a, it, a plain noun, with …); many work verbs are also nouns
// ("and test results", "and check valves", "and earth rod"), and those stay as typed.

export const JOINERS: ReadonlySet<string> = new Set(['and', 'then']);

/** Words that open an object: "and change the seal", "and label all circuits", "and fix it". */
const OBJECT_OPENERS = new Set(
  'the a an all it them some my our each every both this these those its their his her any'.split(
    ' ',
  ),
);
/** After a verb, seldom after a noun: "and test with a multimeter", "and clean up the area". */
const VERB_FOLLOWERS = new Set('with using for up out off down back'.split(' '));
/**
 * Nouns that make a compound with a verb-like word before them, so that "and test results",
 * "and check valves", "and test lamp" are read as nouns, not commands.
 */
const COMPOUND_TAILS = new Set(
  `result results report reports sheet sheets valve valves lamp lamps rod rods kit kits point
  points bench rig rigs equipment certificate certificates procedure procedures data manual
  manuals permit permits ratio ratios button buttons capacitor capacitors pen pens list lists
  schedule schedules piece pieces pin pins run runs cube cubes specimen specimens sample samples
  tape leakage electrode electrodes marks`
    .trim()
    .split(/\s+/),
);
/** Verbs that more often name a thing ("earth rod", "start capacitor", "service report"): after
 * "and" they are commands only before an opener ("and service the pump"). */
const NOUN_LIKE_VERBS = new Set(
  `earth start run lead cast set mark sample survey service design plan draft log print train work
  mix load fill cut drill wire screw tile compact sort strip`
    .trim()
    .split(/\s+/),
);
/** "to check and test …", "will test and label …": the verb after "and" is not in the past. */
const MODALS = new Set('will shall can could should would must may might'.split(' '));
/** Words after which a base-form word is a verb: "we check", "to check", "and check". */
const VERB_OPENERS = new Set([...MODALS, ...'i we you they to and then also'.split(' ')]);

const lower = (token: TToken | undefined) => token?.text.toLowerCase() ?? '';
const isBaseVerb = (token: TToken | undefined) =>
  token?.kind === 'word' && token.text === lower(token) && PAST_OF.has(token.text);

/** Whether the word after position `i` can only be read as the object of the verb at `i`. */
function takesObject(words: TToken[], i: number): boolean {
  const next = words[i + 1];
  if (next?.kind !== 'word' || next.text !== lower(next) || !/^[a-z]/.test(next.text)) return false;
  if (OBJECT_OPENERS.has(next.text)) return true;
  if (NOUN_LIKE_VERBS.has(lower(words[i]))) return false;
  if (VERB_FOLLOWERS.has(next.text)) return true;
  if (next.text === 'to') return MOTION_VERBS.has(lower(words[i]));
  if (COMPOUND_TAILS.has(next.text)) return false;
  if (PAST_OF.has(next.text)) return false;
  const tags = tagsOf(next.text);
  return !tags.gerund && (tags.singularNoun || tags.pluralNoun || tags.uncountable);
}

/** An infinitive or a modal before `i` ("asked to check and test"): its verbs stay as typed. */
function afterInfinitive(words: TToken[], i: number): boolean {
  for (let k = 0; k < i; k += 1) {
    if (MODALS.has(lower(words[k]))) return true;
    if (lower(words[k]) === 'to' && isBaseVerb(words[k + 1])) return true;
  }
  return false;
}

/** Whether the base verb at `i`, after a joiner, is a command to put in the past. */
export function isJoinedCommand(words: TToken[], i: number): boolean {
  if (!isBaseVerb(words[i]) || !JOINERS.has(lower(words[i - 1]))) return false;
  // "we check and test": the first verb decides; a bare one before "and" is not in the past.
  // ("a megger test and record readings": "test" after a noun is a noun.)
  const k = lower(words[i - 1]) === 'then' && lower(words[i - 2]) === 'and' ? i - 3 : i - 2;
  const opensVerb = k === 0 || VERB_OPENERS.has(lower(words[k - 1]));
  if (isBaseVerb(words[k]) && opensVerb) return false;
  return takesObject(words, i) && !afterInfinitive(words, i);
}

/** Verbs after "and" in a part told in the past: "… and test motor" → "… and tested the motor". */
export function pastAfterAnd(speller: TSpeller, words: TToken[]): TToken[] {
  let out = words;
  for (let i = 1; i < out.length - 1; i += 1) {
    const token = out[i];
    if (!token || !isJoinedCommand(out, i)) continue;
    const past = PAST_OF.get(lower(token)) ?? token.text;
    out = [...out.slice(0, i), { ...token, text: past }, ...out.slice(i + 1)];
    out = articleAfter(speller, out, i, true);
  }
  return out;
}
