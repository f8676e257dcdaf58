import { ACTIVITIES, baseOfGerund, PAST_FORMS, PAST_OF } from './verbs';

// Reading polished sentences back: which ones say what "I" did, and the single actions in them
// ("installed a new cable", "tested the motor"). Used by the summary, the suggested main job and
// the suggested operations, so that they only reuse what the student wrote.

/** Be and have say where the student was or what there was ("I was at the substation"), not work. */
const BE_AND_HAVE: ReadonlySet<string> = new Set(
  'am is are was were be been being has have had'.split(' '),
);

const PAST_VERBS: ReadonlySet<string> = new Set(
  [...PAST_FORMS, 'carried', 'attended', 'went', 'identified', 'helped'].filter(
    (verb) => !BE_AND_HAVE.has(verb),
  ),
);

const BASE_OF_PAST: ReadonlyMap<string, string> = new Map([
  ...[...PAST_OF].map(([base, past]): [string, string] => [past, base]),
  ['carried', 'carry'],
  ['went', 'go'],
  ['attended', 'attend'],
  ['identified', 'identify'],
  ['took', 'take'],
  ['did', 'do'],
  ['made', 'make'],
]);

/** Sentences of a polished text ("Half day. I attended training." → two). */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<!\b(?:mr|mrs|ms|dr|eng|prof|e\.g|i\.e|no|vs|approx)\.)(?<=[.!?])\s+|\n+/i)
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * "This week I …", "Today we …", "Then I …": a time or a connective before the subject does not
 * change who did what.
 */
const TIME_OPENER =
  /^(?:(?:this|last) week|today|yesterday|then|also|and|after that|afterwards|later),?\s+/i;

interface TClause {
  subject: 'I' | 'we';
  verb: string;
  rest: string;
}

function clauseOf(sentence: string): TClause | null {
  const [, subject, verb, rest] =
    /^(I|[Ww]e)\s+(\S+)\s+(.+?)[.!?]*$/.exec(sentence.replace(TIME_OPENER, '')) ?? [];
  if (subject === undefined || verb === undefined || rest === undefined) return null;
  return { subject: subject === 'I' ? 'I' : 'we', verb, rest };
}

/** Whether the sentence says what "I" did or was (the summary's main work is the student's own). */
export const isOwnSentence = (sentence: string) => clauseOf(sentence)?.subject === 'I';

/**
 * "I installed a new cable …." → "installed a new cable …" (no subject, no full stop), or null.
 * "I was in the workshop helping to rewind motor." → "helped to rewind motor in the workshop".
 */
export function actionOf(sentence: string): string | null {
  const clause = clauseOf(sentence);
  if (!clause) return null;
  if (clause.verb === 'was' || clause.verb === 'were') {
    const ongoing = ongoingOf(clause.rest, (word) => baseOfGerund(word) !== null);
    const past = PAST_OF.get(baseOfGerund(ongoing?.work[0] ?? '') ?? '');
    if (!ongoing || past === undefined) return null;
    return withPlace([past, ...pastAfterAnd(ongoing.work.slice(1))].join(' '), ongoing.place);
  }
  return PAST_VERBS.has(clause.verb) ? `${clause.verb} ${clause.rest}` : null;
}

/** "I was in the workshop rewinding motor." → "rewinding motor in the workshop", or null. */
export function ongoingWorkOf(sentence: string): string | null {
  const clause = clauseOf(sentence);
  if (clause?.verb !== 'was' && clause?.verb !== 'were') return null;
  const ongoing = ongoingOf(clause.rest, (word) => /^\p{Ll}{2,}ing$/u.test(word));
  return ongoing ? withPlace(ongoing.work.join(' '), ongoing.place) : null;
}

/** "I was at the substation.", "We had a meeting.": where the student was, not a step of the work. */
export function isContextOnly(sentence: string): boolean {
  return BE_AND_HAVE.has(clauseOf(sentence)?.verb ?? '') && ongoingWorkOf(sentence) === null;
}

const PLACE_PREPOSITIONS = new Set(['at', 'in', 'on', 'inside', 'near', 'with']);
const DETERMINERS = new Set('the a an our my his her their this that'.split(' '));
/** Words no place is made of: "in charge of wiring" is not a place before the work. */
const NOT_IN_PLACE = new Set(
  'of to for and or but from by as when while because then so'.split(' '),
);
const PLACE_WORDS_MAX = 4;
/** -ing words that are seldom a verb in a place: "I was at work during the morning shift". */
const ING_WORDS = new Set(
  `during morning evening nothing something anything everything ceiling building bearing
  coupling fitting thing string spring`.split(/\s+/),
);

// After "was": the work is an -ing verb, first ("was helping the technician") or after a short place
// ("was at the substation helping the technician"); "was at the substation" alone is no work.
function ongoingOf(
  rest: string,
  isWork: (word: string) => boolean,
): { work: string[]; place: string } | null {
  const words = rest.split(' ');
  if (isWork(words[0] ?? '')) return { work: words, place: '' };
  if (!PLACE_PREPOSITIONS.has(words[0] ?? '')) return null;
  for (let i = 1; i < words.length && i <= PLACE_WORDS_MAX + 1; i += 1) {
    const word = words[i] ?? '';
    // "in the building", "at the welding bay": an -ing word after a determiner is a noun.
    const noun = ING_WORDS.has(word) || DETERMINERS.has(words[i - 1]?.toLowerCase() ?? '');
    if (i >= 2 && isWork(word) && !noun) {
      return { work: words.slice(i), place: words.slice(0, i).join(' ') };
    }
    if (NOT_IN_PLACE.has(word) || /[,;:]$/.test(word)) return null;
  }
  return null;
}

// "helped the technician" + "at the substation": the place goes last, but only after a single
// piece of work, where it cannot read as the place of the last piece alone.
const withPlace = (work: string, place: string) =>
  place && !/[,;]|\sand\s/.test(work) ? `${work} ${place}` : work;

// "installing sockets and testing circuits" → "… and tested circuits"; an -ing word that names a
// thing ("… and earthing of the panel", a last "… and welding") stays.
function pastAfterAnd(words: string[]): string[] {
  return words.map((word, i) => {
    const base = baseOfGerund(word);
    const next = words[i + 1];
    const joined = words[i - 1] === 'and' || words[i - 1]?.endsWith(',');
    if (!base || !joined || next === undefined || /^(of|and|or)$/.test(next)) return word;
    return PAST_OF.get(base) ?? word;
  });
}

/**
 * Splits an action into single actions: "installed a cable and tested the motor" → two, and
 * "carried out a site survey … and alignment of the antenna" → two activities carried out.
 */
export function splitActions(action: string): string[] {
  const pieces = action.split(/,\s+(?:and\s+)?|\s+and\s+/);
  const out: string[] = [];
  for (const piece of pieces) {
    const words = piece.split(' ');
    const previous = out.at(-1);
    if (!previous || PAST_VERBS.has(words[0] ?? '')) out.push(piece);
    else if (previous.startsWith('carried out ') && isActivity(words)) {
      out.push(`carried out ${piece}`);
    } else out[out.length - 1] += joinerBefore(piece, action);
  }
  return out;
}

// "alignment of …", "OTDR testing": an activity noun first or after one modifier, then nothing or
// a preposition.
function isActivity(words: string[]): boolean {
  const head = ACTIVITIES.has(words[0]?.toLowerCase() ?? '') ? 0 : 1;
  const activity = ACTIVITIES.get(words[head]?.toLowerCase() ?? '');
  const after = words[head + 1];
  return activity?.verb === 'carried out' && (!after || /^(of|on|at|for|in|to)$/.test(after));
}

// Re-joins a piece that was not an action of its own ("… checked belts and pressure switch").
function joinerBefore(piece: string, action: string): string {
  return action.includes(`, ${piece}`) ? `, ${piece}` : ` and ${piece}`;
}

function gerund(base: string): string {
  if (base === 'carry') return 'carrying';
  if (/ie$/.test(base)) return `${base.slice(0, -2)}ying`;
  if (/[^e]e$/.test(base)) return `${base.slice(0, -1)}ing`;
  if (/[^aeiou][aeiou]l$/.test(base)) return `${base}ling`; // British: labelling, travelling
  if (/^(set|cut|put|dig|fit|get|plan|stop|trim|log|run|program|shut)$/.test(base)) {
    return `${base}${base.at(-1)}ing`;
  }
  return `${base}ing`;
}

/** "installed a new cable and tested the motor" → "Installing a new cable and testing the motor". */
export function titleOf(action: string): string {
  const first = action.split(/,\s+/)[0] ?? '';
  const carried = /^(?:carried out|went on|attended)\s+(?:(?:a|an|the)\s+)?(.+)$/.exec(first);
  const text = (carried?.[1] ?? first)
    .split(' ')
    .map((word, i, all) => {
      const base = BASE_OF_PAST.get(word);
      return base && (i === 0 || all[i - 1] === 'and') ? gerund(base) : word;
    })
    .join(' ');
  return capitalize(text);
}

export const capitalize = (text: string) =>
  /^\p{Ll}/u.test(text) ? text.charAt(0).toUpperCase() + text.slice(1) : text;

const STOP_WORDS = new Set(
  'the and with from that this then also were have after before into using about over under carried attended went'.split(
    ' ',
  ),
);

/** Content words of a text, for finding the entries that belong together. */
export function contentWords(text: string): Set<string> {
  const words = text.toLowerCase().match(/[\p{L}\p{N}-]{4,}/gu) ?? [];
  return new Set(words.filter((w) => !STOP_WORDS.has(w) && !BASE_OF_PAST.has(w)));
}
