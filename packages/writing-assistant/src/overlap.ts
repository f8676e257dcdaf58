import { CORRECTIONS } from './corrections';
import { PAST_OF } from './verbs';

// The content check of the facts guard (facts.ts): a rewrite must still be about what the student
// wrote. Texts are compared by their content words: lower case, function words dropped, the
// curated corrections applied (maintainance → maintenance, hrs → hours), a crude stem (tested,
// testing, tests → test; supplies → supply), and one typing slip allowed between two stems of five
// letters or more (suplies ~ supplies, instal ~ install, mantenance ~ maintenance), since the
// typed text is compared with its corrected rewrite. Swahili and names are compared as typed.
// Sync and dictionary-free on purpose: the server runs it on every provider's answer in the
// request thread, where the local assistant's dictionary is not loaded.

/** Share of the student's content words a rewritten day must keep ("most of them"). */
export const DAY_KEEP_MIN = 0.6;
/**
 * Share of a rewritten day's content words that must be the student's (in any form the stems and
 * the one-slip rule match): the rest are the words a polish adds ("carried out", "assisted").
 */
export const DAY_SOURCE_MIN = 0.7;
/**
 * Share of a written summary's or main job's content words that must come from the week's own
 * texts: they may add connecting words ("power supply maintenance"), not another week's work.
 */
export const WEEK_SOURCE_MIN = 0.5;

// Function words, and the words any summary of a log book is made of ("In week 3, my main work
// was …; in total I logged 24 hours over 3 days"), which say nothing about what the work was.
export const STOP_WORDS: ReadonlySet<string> = new Set(
  `the and for with from that this then than also were was are is been being have has had into
  onto using use used about over under after before during while when where which who whom whose
  what their there them they she his her its our ours your you yours not but all any some each
  other others such very more most much many few less only just same both either neither can
  could would should will shall may might must did does doing done made make makes got get gets
  per via out off own due because since until upon again further once here how why today
  yesterday week weeks day days daily main work worked working job jobs total logged log logs
  book entries entry hours hour mine myself ourselves together well able summary report reports`.split(
    /\s+/,
  ),
);

// Words a polish adds without adding a fact: the verbs that turn a fragment into a sentence
// ("mantenance of pump" → "I carried out maintenance of the pump", "I spent the whole day …")
// and "technician" for fundi.
// Only an answer's extra words are excused; the student's own must still be there.
const POLISH_WORDS: ReadonlySet<string> = new Set(
  `carry carried carrying perform performed conduct conducted undertook undertake attend attended
  went help helped helping assist assisted assisting participated participate technician
  technicians spent whole`.split(/\s+/),
);

// dug → dig, wrote → write, ground → grind: an irregular past is the same word as its base.
const BASE_OF: ReadonlyMap<string, string> = new Map(
  [...PAST_OF]
    .filter(([base, past]) => !past.startsWith(base.slice(0, -1)))
    .map(([b, p]) => [p, b]),
);

const MIN_WORD = 3;
const FUZZY_MIN = 5;

/** tested, testing, tests → test; supplies → supply; replaced, replace → replac. */
export function stemOf(word: string): string {
  let stem = word.replace(/['’]s$/, '');
  if (stem.length > 4 && stem.endsWith('ies')) return `${stem.slice(0, -3)}y`;
  for (const suffix of ['ing', 'ed', 'es', 's']) {
    if (stem.length - suffix.length >= 3 && stem.endsWith(suffix) && !stem.endsWith('ss')) {
      stem = stem.slice(0, -suffix.length);
      break;
    }
  }
  return stem.length > 3 ? stem.replace(/e$/, '') : stem;
}

/** The content stems of a text (see above). */
export function contentStems(text: string, skip: ReadonlySet<string> = STOP_WORDS): Set<string> {
  const stems = new Set<string>();
  for (const raw of text.toLowerCase().match(/\p{L}+(?:['’]\p{L}+)?/gu) ?? []) {
    const corrected = CORRECTIONS.get(raw) ?? raw;
    for (const word of corrected.split(/[^\p{L}]+/u)) {
      if (word.length < MIN_WORD || STOP_WORDS.has(word) || skip.has(word)) continue;
      stems.add(stemOf(BASE_OF.get(word) ?? word));
    }
  }
  return stems;
}

/** Whether two stems differ by at most one letter added, dropped, changed or swapped. */
function oneSlipApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  const restA = a.slice(i + 1);
  const restB = b.slice(i + 1);
  if (a.length === b.length) {
    // changed letter, or two neighbours swapped
    return (
      restA === restB ||
      (a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2))
    );
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

export function found(stem: string, among: ReadonlySet<string>): boolean {
  if (among.has(stem)) return true;
  for (const other of among) {
    if (stem.length >= FUZZY_MIN) {
      if (other.length >= FUZZY_MIN - 1 && oneSlipApart(stem, other)) return true;
    } else if (stem[0] === other[0] && Math.min(stem.length, other.length) >= MIN_WORD) {
      // A short word's misspelling, corrected ("fixd" → "fixed", stems fixd / fix): the same first
      // letter keeps "pump" from matching "dump".
      if (oneSlipApart(stem, other)) return true;
    }
  }
  return false;
}

/**
 * Share (0–1) of `from`'s content stems that `within` has; 1 when `from` has none. `skip`: words of
 * `from` not counted, besides the function words.
 */
export function sharedShare(
  from: string,
  within: string,
  skip: ReadonlySet<string> = STOP_WORDS,
): number {
  const wanted = contentStems(from, skip);
  if (wanted.size === 0) return 1;
  const have = contentStems(within);
  let kept = 0;
  for (const stem of wanted) if (found(stem, have)) kept += 1;
  return kept / wanted.size;
}

/**
 * Whether a rewrite of `typed` keeps most of its content words (DAY_KEEP_MIN) and adds few of its
 * own (DAY_SOURCE_MIN): a polish corrects and joins what the student wrote, it does not leave
 * out half of the work or tell of an event the student never wrote.
 */
export function keepsContent(typed: string, written: string): boolean {
  return (
    sharedShare(typed, written) >= DAY_KEEP_MIN &&
    sharedShare(written, typed, POLISH_WORDS) >= DAY_SOURCE_MIN
  );
}

/** Whether most of `written`'s content words come from `source` (WEEK_SOURCE_MIN). */
export function drawsOn(source: string, written: string): boolean {
  return sharedShare(written, source) >= WEEK_SOURCE_MIN;
}
