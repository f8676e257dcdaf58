import { ARTICLE_PREPOSITIONS, articleAfter } from './articles';
import type { TSpeller } from './dictionary';
import { isJoinedCommand, JOINERS, pastAfterAnd } from './joined';
import { tagsOf } from './tags';
import { punct, type TToken, word } from './tokens';
import { ACTIVITIES, baseOfGerund, MOTION_VERBS, PAST_FORMS, PAST_OF } from './verbs';

// First person, past tense, one comma-separated part of a sentence at a time. Students write
// commands ("instal new cable and test motor") or noun phrases ("mantenance of pump"); the log
// book wants "I installed a new cable and tested the motor, and carried out maintenance of the
// pump". compromise leaves a leading imperative as it is, so the subject "I" and the past forms of
// the verbs we know are added here; a part we cannot read with confidence is left as written.

type TKind = 'none' | 'action' | 'subject' | 'clause' | 'fragment';

interface TPart {
  words: TToken[];
  /** The ',' or ';' that ended this part (null for the last one). */
  separator: TToken | null;
  kind: TKind;
  /** The activity verb we inserted ("carried out"), to avoid repeating it in the next part. */
  inserted: string | null;
}

const NO_ARTICLE_AFTER = new Set(['did', 'made', 'was', 'were', 'had', 'went', 'saw']);
const ADVERBS = new Set(
  'also then later again finally today yesterday afterwards first next'.split(' '),
);
/** Adverbs that are the subject before "was": "Today was busy", "Yesterday was a holiday". */
const DAYS_AS_SUBJECT = new Set(['today', 'yesterday']);
/** Participles that are not also a past form: "was given", "was shown". */
const PARTICIPLES = new Set(['given', 'shown', 'taken', 'seen', 'done', 'driven', 'written']);
const SUBJECTS = new Set(['i', 'we']);
const ARTICLES = new Set(['a', 'an', 'the']);
const POSSESSIVE_OPENERS = new Set(['our', 'my', 'his', 'her', 'their']);
const OTHER_SUBJECTS = new Set(['he', 'she', 'they', 'it', 'there']);
const AUXILIARIES = new Set(['was', 'were', 'is', 'are', 'had', 'has', 'have']);
const NOT_AFTER_VERB = new Set('of was is were are and for to on at in'.split(' '));
/** After "I"/"we", these show the word is not a verb. */
const NOT_AFTER_JOINED_VERB = new Set(['of', 'was', 'is', 'were', 'are', 'and']);
/** People who open a sentence without an article: "supervisor showed us" → "The supervisor …". */
const PEOPLE = new Set(
  'supervisor engineer technician foreman manager instructor operator client contractor mentor'.split(
    ' ',
  ),
);
const OBJECT_STARTERS = new Set(['the', 'a', 'an', 'it', 'them', 'all', 'some', 'my', 'our']);
const HEAD_FOLLOWERS = new Set('of on at for in with to from using by and about under'.split(' '));
const RUN_ON_BREAKERS = new Set(
  'and but so because when that after before then as if while which where who'.split(' '),
);

/** `lead` words before `words`, with the space that now separates them. */
function prepend(lead: TToken[], words: TToken[]): TToken[] {
  const [first, ...rest] = words;
  return first ? [...lead, { ...first, spaceBefore: true }, ...rest] : lead;
}

const lower = (token: TToken | undefined) => token?.text.toLowerCase() ?? '';
const isPlainWord = (token: TToken | undefined): token is TToken =>
  token?.kind === 'word' && /^[a-z][a-z-]*$/i.test(token.text);

function splitParts(tokens: TToken[]): TPart[] {
  const parts: TPart[] = [];
  let current: TToken[] = [];
  let depth = 0;
  for (const token of tokens) {
    if (token.text === '(') depth += 1;
    if (token.text === ')') depth = Math.max(0, depth - 1);
    if (depth === 0 && (token.text === ',' || token.text === ';')) {
      parts.push({ words: current, separator: token, kind: 'none', inserted: null });
      current = [];
    } else current.push(token);
  }
  parts.push({ words: current, separator: null, kind: 'none', inserted: null });
  return parts.filter((part) => part.words.length > 0 || part.separator === null);
}

const isPastVerb = (w: string) => PAST_FORMS.has(w) || (/ed$/.test(w) && tagsOf(w).pastVerb);

/** "we check the fuse" → "we checked the fuse", "I learn how to …" → "I learned how to …". */
function pastAfterSubject(words: TToken[]): TToken[] {
  let out = words;
  for (let i = 0; i < out.length - 2; i += 1) {
    const verb = out[i + 1];
    const after = out[i + 2];
    if (!verb || !after) break;
    const past = PAST_OF.get(lower(verb));
    if (!SUBJECTS.has(lower(out[i])) || !past || verb.text !== lower(verb)) continue;
    const paired = lower(after) === 'and' && PAST_OF.has(lower(out[i + 3])); // "we check and test"
    if (after.kind !== 'word' || (NOT_AFTER_JOINED_VERB.has(lower(after)) && !paired)) {
      continue;
    }
    out = [...out.slice(0, i + 1), { ...verb, text: past }, ...out.slice(i + 2)];
  }
  return out;
}

/** "… was burnt we replaced it" → "… was burnt and we replaced it". */
function joinRunOn(words: TToken[]): TToken[] {
  for (let i = 2; i < words.length - 1; i += 1) {
    if (!SUBJECTS.has(lower(words[i])) && lower(words[i]) !== 'they') continue;
    if (RUN_ON_BREAKERS.has(lower(words[i - 1])) || words[i - 1]?.kind !== 'word') continue;
    // Only after a clause of its own ("coil was burnt we replaced it"), not "this week I was".
    const before = words.slice(0, i).map(lower);
    if (!before.some((w) => AUXILIARIES.has(w) || PAST_FORMS.has(w))) continue;
    if (!PAST_FORMS.has(lower(words[i + 1])) && !tagsOf(lower(words[i + 1])).pastVerb) continue;
    return [...words.slice(0, i), word('and'), ...words.slice(i)];
  }
  return words;
}

/** Reads one part and rewrites it when it is a command, a past-tense phrase or an activity. */
function readPart(speller: TSpeller, part: TPart): TPart {
  let words = part.words;
  const first = ADVERBS.has(lower(words[0])) ? 1 : 0;
  const head = words[first];
  const next = words[first + 1];
  const headLower = lower(head);
  const lowerCaseHead = isPlainWord(head) && /^[a-z]/i.test(head.text);

  // "Today was a public holiday": the day is the subject, not an adverb before "I was"; but
  // "today was given a task" is the student's: "Today I was given a task".
  if (
    first === 1 &&
    DAYS_AS_SUBJECT.has(lower(words[0])) &&
    (headLower === 'was' || headLower === 'is')
  ) {
    const passive = isPastVerb(lower(next)) || PARTICIPLES.has(lower(next));
    if (!passive) return { ...part, words, kind: 'clause' };
    const [day, ...rest] = words;
    return { ...part, words: day ? [day, ...prepend([word('I')], rest)] : words, kind: 'subject' };
  }
  const base = PAST_OF.get(headLower);
  // "clean and replace bearing": two commands sharing one object.
  const pairedVerb = lower(next) === 'and' && PAST_OF.has(lower(words[first + 2]));
  const goesTo = lower(next) === 'to' && MOTION_VERBS.has(headLower); // "travel to site"
  const verbNext =
    next?.kind === 'word' && (!NOT_AFTER_VERB.has(lower(next)) || pairedVerb || goesTo);
  if (lowerCaseHead && base && verbNext) {
    words = [...words.slice(0, first), { ...head, text: base }, ...words.slice(first + 1)];
    words = articleAfter(speller, words, first, true);
    return { ...part, words: pastAfterAnd(speller, words), kind: 'action' };
  }
  // "painting the steel structure" → "painted the steel structure": a gerund with its own object.
  const gerundBase = baseOfGerund(headLower);
  if (head && gerundBase && OBJECT_STARTERS.has(lower(next))) {
    const past = PAST_OF.get(gerundBase) ?? headLower;
    words = [...words.slice(0, first), { ...head, text: past }, ...words.slice(first + 1)];
    return { ...part, words: pastAfterAnd(speller, words), kind: 'action' };
  }
  if (lowerCaseHead && next && (PAST_FORMS.has(headLower) || /ed$/.test(headLower))) {
    if (PAST_FORMS.has(headLower) || tagsOf(headLower).pastVerb) {
      const text = head.text.toLowerCase();
      words = [...words.slice(0, first), { ...head, text }, ...words.slice(first + 1)];
      if (!NO_ARTICLE_AFTER.has(text)) words = articleAfter(speller, words, first, true);
      return { ...part, words: pastAfterAnd(speller, words), kind: 'action' };
    }
  }
  words = pastAfterSubject(words);
  if (SUBJECTS.has(headLower)) {
    return { ...part, words: joinRunOn(pastAfterAnd(speller, words)), kind: 'subject' };
  }
  const activity = readActivity(words);
  if (activity) {
    return {
      ...part,
      words: pastAfterAnd(speller, activity.words),
      inserted: activity.inserted,
      kind: 'action',
    };
  }
  if (head && first === 0 && PEOPLE.has(headLower) && isPastVerb(lower(next))) {
    words = prepend(
      [word(head.text === headLower ? 'the' : 'The')],
      [{ ...head, text: headLower }, ...words.slice(1)],
    );
    return { ...part, words, kind: 'clause' };
  }
  const hasAuxiliary = words.some((token) => AUXILIARIES.has(lower(token)));
  if (hasAuxiliary || OTHER_SUBJECTS.has(headLower)) {
    words = joinRunOn(words);
    const startsWithNoun = first === 0 && lowerCaseHead && !OTHER_SUBJECTS.has(headLower);
    if (startsWithNoun && hasAuxiliary) {
      words = articleAfter(speller, [punct(''), ...words], 0).slice(1);
    }
    return { ...part, words, kind: 'clause' };
  }
  return { ...part, words: joinRunOn(words), kind: 'fragment' };
}

function isModifier(lowerWord: string): boolean {
  if (SUBJECTS.has(lowerWord) || OTHER_SUBJECTS.has(lowerWord)) return false;
  const tags = tagsOf(lowerWord);
  return tags.singularNoun || tags.pluralNoun || tags.uncountable || tags.adjective;
}

/** "megger test on motor" → "carried out a megger test on motor"; "site visit" → "went on a site visit". */
function readActivity(words: TToken[]): Pick<TPart, 'words' | 'inserted'> | null {
  // The first word may carry the sentence's capital; any other capital marks a name or acronym.
  const plain = (t: TToken | undefined, i: number) =>
    isPlainWord(t) && (t.text === lower(t) || (i === 0 && t.text.slice(1) === lower(t).slice(1)));
  // "concrete casting of the slab started at 8 am" has its own verb: not a fragment.
  const ownVerb = words.slice(1).some((t) => /^[a-z]+ed$/.test(t.text) && tagsOf(t.text).pastVerb);
  if (ownVerb && !words.some((t) => lower(t) === 'and')) return null;
  for (let k = 0; k < Math.min(3, words.length); k += 1) {
    if (!plain(words[k], k)) return null;
    // "setting out of the foundation": an activity of two words.
    const particle = lower(words[k]) === 'setting' && lower(words[k + 1]) === 'out' ? 1 : 0;
    const activity = ACTIVITIES.get(particle ? 'setting out' : lower(words[k]));
    const follower = words[k + 1 + particle];
    const endsHere = !follower || follower.text === '(' || HEAD_FOLLOWERS.has(lower(follower));
    if (!activity || !endsHere) continue;
    const modifiers = words.slice(0, k).map(lower);
    if (modifiers.some((m) => PAST_OF.has(m) || PAST_FORMS.has(m) || !isModifier(m))) return null;
    const [opening, ...rest] = words;
    if (!opening) return null;
    const article = activity.countable ? (/^[aeiou]/i.test(opening.text) ? 'an' : 'a') : null;
    const lead = activity.verb.split(' ').map(word);
    const first = { ...opening, text: lower(opening) };
    return {
      words: prepend([...lead, ...(article ? [word(article)] : [])], [first, ...rest]),
      inserted: activity.verb,
    };
  }
  return null;
}

/**
 * Whether a fragment is one piece of work named by its -ing word: "dismantling", "motor
 * dismantling", "dismantling of motors" (a work verb we know, after modifiers at most).
 */
function isWorkItem(words: TToken[]): boolean {
  const k = words.findIndex((t) => baseOfGerund(lower(t)) !== null);
  if (k < 0 || k > 2 || !words.slice(0, k + 1).every(isPlainWord)) return false;
  const follower = words[k + 1];
  if (follower && !HEAD_FOLLOWERS.has(lower(follower))) return false;
  const modifiers = words.slice(0, k).map(lower);
  return modifiers.every((m) => !PAST_OF.has(m) && !PAST_FORMS.has(m) && isModifier(m));
}

/**
 * "Dismantling, cleaning, bearing replacement …": pieces of work before the first activity are
 * items of the same list, so its verb leads them all ("I carried out dismantling, cleaning, …")
 * instead of the first being left as a sentence of its own ("Dismantling. I carried out …").
 */
function leadWorkList(parts: TPart[]): TPart[] {
  const k = parts.findIndex((part) => part.kind !== 'fragment' || !isWorkItem(part.words));
  const activity = parts[k];
  if (k <= 0 || activity?.kind !== 'action' || activity.inserted !== 'carried out') return parts;
  const lead = activity.inserted.split(' ').map(word);
  return parts.map((part, i) => {
    const [opening, ...rest] = part.words;
    if (i >= k || !opening) return part;
    // The lead is taken off again after the first item, as after any repeated activity verb.
    const words = prepend(lead, [{ ...opening, text: lower(opening) }, ...rest]);
    return { ...part, words, kind: 'action', inserted: activity.inserted };
  });
}

/** ", and change the seal" after an action: the command after the joiner, in the past. */
function readJoinedPart(speller: TSpeller, part: TPart, previous?: TPart): TPart | null {
  if (previous?.kind !== 'action' && previous?.kind !== 'subject') return null;
  let n = 0;
  while (n < part.words.length - 1 && JOINERS.has(lower(part.words[n]))) n += 1;
  const context = [...previous.words, ...part.words];
  if (n === 0 || !isJoinedCommand(context, previous.words.length + n)) return null;
  const read = readPart(speller, { ...part, words: part.words.slice(n) });
  if (read.kind !== 'action' || read.inserted) return null;
  return { ...read, words: prepend(part.words.slice(0, n), read.words) };
}

/**
 * For each of/at/with/from the student typed, in order: whether an article of theirs comes
 * before it in the part. A student who writes articles ("We cured the slab with wet hessian")
 * leaves one out on purpose; "of new transformer at substation" is typed without any.
 */
function afterOwnArticle(typed: TToken[]): boolean[] {
  const flags: boolean[] = [];
  let seen = false;
  typed.forEach((token, i) => {
    if (ARTICLES.has(lower(token))) seen = true;
    else if (ARTICLE_PREPOSITIONS.has(lower(token)) && i < typed.length - 1) flags.push(seen);
  });
  return flags;
}

/**
 * "replaced a bearing and troubleshot a contactor": the last part of a list already has its "and"
 * before another action, so "installed cables, replaced …" keeps its comma (one "and" in a list).
 */
function hasOwnAnd(words: TToken[]): boolean {
  return words.some((token, i) => {
    if (lower(token) !== 'and') return false;
    const next = ADVERBS.has(lower(words[i + 1])) ? words[i + 2] : words[i + 1];
    return isPastVerb(lower(next));
  });
}

/** Joins the parts back: one subject "I" for a run of actions, a new sentence where it changes. */
export function rewriteSentence(speller: TSpeller, sentence: TToken[]): TToken[] {
  // The closing . ! ? is set aside so that the last part ends with its last word.
  let end = sentence.length;
  while (end > 0 && /^[.!?]$/.test(sentence[end - 1]?.text ?? '')) end -= 1;
  const tokens = sentence.slice(0, end);
  const typedParts = splitParts(tokens);
  const read: TPart[] = [];
  for (const part of typedParts) {
    read.push(readJoinedPart(speller, part, read.at(-1)) ?? readPart(speller, part));
  }
  const parts = leadWorkList(read);
  // "Our supervisor, Eng. Neema Kimaro, approved the BOQ": a noun phrase opens the sentence and
  // is its subject; the parts after its commas are not commands.
  const [opening] = parts;
  if (opening?.kind === 'fragment' && POSSESSIVE_OPENERS.has(lower(opening.words[0]))) {
    return sentence;
  }
  const out: TToken[] = [];
  parts.forEach((part, index) => {
    const previous = index > 0 ? parts[index - 1] : null;
    let words = part.words;
    const prepositions = words.flatMap((token, i) =>
      ARTICLE_PREPOSITIONS.has(lower(token)) && i < words.length - 1 ? [i] : [],
    );
    const ownArticle = afterOwnArticle(typedParts[index]?.words ?? []);
    const typedAlike = ownArticle.length === prepositions.length;
    for (let k = prepositions.length - 1; k >= 0; k -= 1) {
      const i = prepositions[k] as number;
      // "from phase to neutral" pairs two bare nouns: no article.
      const fromTo = lower(words[i]) === 'from' && lower(words[i + 2]) === 'to';
      if (!fromTo && !(typedAlike && ownArticle[k])) words = articleAfter(speller, words, i);
    }
    if (part.kind === 'action') {
      const sameSubject = previous?.kind === 'action' || previous?.kind === 'subject';
      if (!previous) words = prepend([word('I')], words);
      else if (!sameSubject) {
        out[out.length - 1] = punct('.');
        words = prepend([word('I')], words);
      } else {
        // "installation, testing and commissioning": a part that goes on with the activity before
        // it is one more item of a list of nouns, which its own "and" already ends.
        const repeated = part.inserted === previous.inserted ? part.inserted : null;
        if (repeated) words = prepend([], words.slice(repeated.split(' ').length));
        const joined = JOINERS.has(lower(words[0]));
        const endsList = repeated !== null && words.some((token) => lower(token) === 'and');
        const listEnd = index === parts.length - 1 && !joined && !hasOwnAnd(words) && !endsList;
        if (listEnd && previous.separator?.text === ',') {
          const hasAnd = previous.words.some((token) => lower(token) === 'and');
          if (hasAnd) out.push(word('and'));
          else out[out.length - 1] = word('and');
        }
      }
    } else if (previous && (part.kind === 'subject' || part.kind === 'clause')) {
      out[out.length - 1] = punct('.');
    }
    out.push(...words);
    if (part.separator) out.push(part.separator);
  });
  return [...out, ...sentence.slice(end)];
}
