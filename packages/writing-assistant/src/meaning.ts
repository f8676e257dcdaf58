import { isSwahiliWord } from '@ptlog/shared';
import { contentStems, found, STOP_WORDS, stemOf } from './overlap';
import { TECHNICAL_TERMS } from './terms';
import { PAST_FORMS, PAST_OF } from './verbs';

// The parts of the facts guard (facts.ts) that read words rather than digits: who (names), how
// many (number words), whether (negations), and an answer that talks about itself instead of
// being the entry. Sync and dictionary-free, like overlap.ts: the server runs them on every
// provider's answer in the request thread.

// A capitalised word that is not the first of its sentence (a name: Juma, Mwanza, Cisco), or an
// abbreviation written in capitals (DOL, RCD, TANESCO, kVA).
const NAME = /(?<![.!?]\s|^)\b\p{Lu}[\p{L}\d-]*|\b\p{Ll}*\p{Lu}{2,}[\p{L}\d]*/gu;
// The capitalised first word of a sentence: a name too ("Juma and I …") unless it is a word any
// sentence may start with (below).
const FIRST_WORD = /(?:^|(?<=[.!?]\s+))\p{Lu}[\p{L}\d-]*/gu;

// Words an English sentence of a log entry starts with, besides the function words of overlap.ts
// and the work verbs of verbs.ts. A word missing here is treated as a name only when the other
// text does not have it in any form, so this list needs the openers a rewrite adds, not every
// English word.
const OPENERS: ReadonlySet<string> = new Set(
  `a an as at by in of on to it we he me my us i if or so no up this these those there then later
  next first firstly second secondly finally lastly afterwards additionally also however
  meanwhile moreover furthermore subsequently today yesterday tomorrow morning afternoon evening
  everything everyone nothing none several both each every all some most many another while
  when since although though because after before during throughout once there their they
  our his her its your what which who whom where how why yes ok okay together site work
  am is are was were be been has have had do did done being`.split(/\s+/),
);

const ENGLISH_ENDING = /(?:ed|ing|ly|tion|sion|ment|ness|ance|ence|ity)$/;

function isCommonWord(lower: string): boolean {
  return (
    OPENERS.has(lower) ||
    STOP_WORDS.has(lower) ||
    PAST_OF.has(lower) ||
    PAST_FORMS.has(lower) ||
    TECHNICAL_TERMS.has(lower) ||
    isSwahiliWord(lower) ||
    ENGLISH_ENDING.test(lower)
  );
}

/** The names of a text, lower case: `other` names the words that start a sentence. */
function namesOf(text: string): { within: string[]; first: string[] } {
  const trimmed = text.trim();
  const within = (trimmed.match(NAME) ?? []).filter((name) => name !== 'I');
  const first = (trimmed.match(FIRST_WORD) ?? [])
    .map((word) => word.toLowerCase())
    .filter((word) => word !== 'i' && !isCommonWord(word));
  return { within: within.map((name) => name.toLowerCase()), first };
}

const wordsOf = (text: string) => {
  const words = new Set<string>();
  for (const word of text.toLowerCase().match(/[\p{L}\d]+(?:[-'’][\p{L}\d]+)*/gu) ?? []) {
    words.add(word);
    words.add(word.replace(/[-'’]/g, ''));
  }
  return words;
};

/**
 * Whether `written` keeps the names of `typed` and brings none of its own. A first word of a
 * sentence counts as kept (or as the student's) in any form the content check accepts
 * ("Replce bearing" → "I replaced the bearing").
 */
export function keepsNames(typed: string, written: string): boolean {
  const typedNames = namesOf(typed);
  const writtenLower = written.toLowerCase();
  const writtenStems = contentStems(written);
  for (const name of typedNames.within) if (!writtenLower.includes(name)) return false;
  for (const name of typedNames.first) {
    if (!writtenLower.includes(name) && !found(stemOf(name), writtenStems)) return false;
  }
  const writtenNames = namesOf(written);
  const typedWords = wordsOf(typed);
  const typedStems = contentStems(typed);
  const isTyped = (name: string) => typedWords.has(name) || typedWords.has(name.replace(/-/g, ''));
  if (!writtenNames.within.every(isTyped)) return false;
  return writtenNames.first.every((name) => isTyped(name) || found(stemOf(name), typedStems));
}

const NUMBER_WORDS: ReadonlySet<string> = new Set(
  `one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen
  sixteen seventeen eighteen nineteen twenty thirty forty fifty hundred thousand dozen
  moja mbili tatu nne tano sita saba nane tisa kumi ishirini thelathini arobaini hamsini mia elfu`.split(
    /\s+/,
  ),
);

const NEGATIONS: ReadonlySet<string> = new Set(['not', 'no', 'never', 'si', 'hakuna', 'sio']);

/** The number words and the negations of a text, each with how often it occurs. */
function countedWords(text: string): { numbers: Map<string, number>; negations: number } {
  const numbers = new Map<string, number>();
  let negations = 0;
  const lower = text
    .toLowerCase()
    // "3 no. of 40W tubes" and "No. 2 pump" count; "cannot", "didn't", "didnt" deny.
    .replace(/(\d\s*)no\b\.?|\bno\.\s*(?=\d)/g, '$1')
    .replace(
      /\b(?:can ?not|(?:did|was|is|do|does|ca|wo|could|would|should|are|were|has|have|had)n['’]?t)\b/g,
      ' not ',
    );
  for (const word of lower.match(/\p{L}+/gu) ?? []) {
    if (NUMBER_WORDS.has(word)) numbers.set(word, (numbers.get(word) ?? 0) + 1);
    if (NEGATIONS.has(word)) negations += 1;
  }
  return { numbers, negations };
}

/**
 * Whether `written` has the number words of `typed` ("two bearings", "taa mbili") and no others,
 * and says "not" (no, never, si, hakuna) as often as the student did: "it was not faulty" must not
 * become "it was faulty".
 */
export function keepsCountsAndNegations(typed: string, written: string): boolean {
  const before = countedWords(typed);
  const after = countedWords(written);
  if (before.negations !== after.negations) return false;
  if (before.numbers.size !== after.numbers.size) return false;
  for (const [word, count] of before.numbers) if (after.numbers.get(word) !== count) return false;
  return true;
}

// A model that talks about itself or its answer instead of giving the entry.
const MODEL_TALK = [
  /\bas an ai\b/,
  /\blanguage model\b/,
  /\bi (?:cannot|can['’]?t|am unable to|['’]m unable to) (?:verify|confirm|access)\b/,
  /\bhere(?: is|['’]s) (?:the|your|an?) (?:improved|revised|corrected|enhanced|rewritten|polished|edited|updated)\b/,
  /\b(?:improved|revised|corrected|enhanced|rewritten|polished) (?:entry|text|version)\s*:/,
];

/** Whether `written` holds words of a model about itself that `typed` (if any) does not. */
export function talksAsModel(written: string, typed = ''): boolean {
  const lowerWritten = written.toLowerCase();
  const lowerTyped = typed.toLowerCase();
  return MODEL_TALK.some((phrase) => phrase.test(lowerWritten) && !phrase.test(lowerTyped));
}
