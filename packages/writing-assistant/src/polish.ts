import {
  AFTER_MEASURE,
  NOUN_BEFORE_OF,
  PHRASE_CORRECTIONS,
  TEMPERATURE_CONTEXT,
} from './corrections';
import type { TSpeller } from './dictionary';
import { fixGrammar, type TGrammarNote } from './grammar';
import { finishSentence, isTerminator, splitSentences } from './sentences';
import { correctWord, newSpellBudget, type TSpellBudget } from './spelling';
import { tagsOf } from './tags';
import { rewriteSentence } from './tense';
import { isSwahiliSentence } from './terms';
import { detokenize, lowerWords, type TToken, tokenize } from './tokens';
import { PAST_FORMS, PAST_OF } from './verbs';

// The whole polish of one text: spelling and abbreviations, then (for a log entry) first person
// past tense, then capitals, full stops and spacing. Each line is polished on its own so that a
// student's line breaks, blank lines between paragraphs and list markers survive; a heading line
// ("Chapter 1: The Company", "1.1 Background") gets no full stop and is not rewritten.

export interface TPolishOptions {
  /** Rewrite commands and noun phrases into "I did …" (log entries); off for other texts. */
  firstPersonPast: boolean;
  /** Shared by all the texts of one request (see TSpellBudget). */
  budget?: TSpellBudget;
  /** Collects the reason of each grammar fix (see grammar.ts). */
  notes?: TGrammarNote[];
  /** The grammar pass (grammar.ts); off only to measure the rules without it (bench). */
  grammar?: boolean;
  /** A capital for each sentence's first word; off for a list item, which keeps its case. */
  capitalFirst?: boolean;
}

const LIST_MARKER = /^(\s*(?:[-*•]|\d{1,2}[.)])\s+)/;

/** "1.1 Background", "2 Methods", "3.2. Safety Rules": a section number, then a capital. */
const SECTION_NUMBER = /^\d+(?:\.\d+)*\.?\s+\p{Lu}/u;
/** "Chapter 1: The Company", "Section 2", "Part II". */
const NAMED_SECTION = /^(?:chapter|section|part)\s+(?:\d+|[ivxlc]+)\b/i;
/** Words of a numbered or named heading; of one without a number (which also needs text after it). */
const NUMBERED_HEADING_WORDS_MAX = 12;
const HEADING_WORDS_MAX = 6;
/** Words that make a line a sentence, not a heading: a subject pronoun, an auxiliary, a modal. */
const SENTENCE_WORDS = new Set(
  'i we you he she they it am is are was were be been has have had do does did will would can could shall should may might must'.split(
    ' ',
  ),
);
const ENDS_WITH_PUNCTUATION = /[.!?:;,]$/;

/** Whether a word reads as a verb, as far as the engine can tell (a past form, an auxiliary…). */
function isVerbLike(lower: string): boolean {
  if (SENTENCE_WORDS.has(lower)) return true;
  // A past form that is not also the base (cut, set, read are nouns too: "Cut and Fill").
  if (PAST_FORMS.has(lower) && !PAST_OF.has(lower)) return true;
  return tagsOf(lower).pastVerb;
}

/** Whether a (trimmed, non-empty) line reads as running text: a list item, a sentence, long. */
function readsAsText(line: string): boolean {
  return (
    LIST_MARKER.test(line) ||
    /[.!?]$/.test(line) ||
    lowerWords(tokenize(line)).length > HEADING_WORDS_MAX
  );
}

/**
 * Whether a (trimmed) line is a heading, which keeps its end as typed: no punctuation at its end,
 * no verb, and either a section number or "Chapter"/"Section"/"Part" and a number, or (in a text
 * that is not a log entry) at most HEADING_WORDS_MAX words followed by running text. A list item
 * is never one. `next` is the next non-empty line, if any.
 */
function isHeading(line: string, next: string | undefined, options: TPolishOptions): boolean {
  if (ENDS_WITH_PUNCTUATION.test(line) || LIST_MARKER.test(line)) return false;
  const words = lowerWords(tokenize(line));
  const numbered = SECTION_NUMBER.test(line) || NAMED_SECTION.test(line);
  const shaped = numbered
    ? words.length <= NUMBERED_HEADING_WORDS_MAX
    : !options.firstPersonPast &&
      words.length > 0 &&
      words.length <= HEADING_WORDS_MAX &&
      next !== undefined &&
      readsAsText(next);
  // The verbs last: the cheap checks above rule out most lines.
  return shaped && !words.some(isVerbLike);
}

function correctTokens(speller: TSpeller, tokens: TToken[], budget: TSpellBudget): TToken[] {
  const out: TToken[] = [];
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i];
    if (!token) break;
    if (token.kind !== 'word') {
      out.push(token);
      continue;
    }
    const lower = token.text.toLowerCase();
    const next = tokens[i + 1];
    const nextLower = next?.text.toLowerCase();
    const phrase = PHRASE_CORRECTIONS.find(([a, b]) => a === lower && b === nextLower);
    if (phrase && next?.spaceBefore && token.text === lower) {
      out.push({ ...token, text: phrase[2] });
      i += 1;
      continue;
    }
    const previous = out.at(-1);
    if (lower === 'temp' && nextLower && TEMPERATURE_CONTEXT.has(nextLower)) {
      out.push({ ...token, text: 'temperature' });
      continue;
    }
    const afterMeasure = AFTER_MEASURE.get(lower);
    if (afterMeasure && previous && /^\d+(?:\.\d+)?[a-z]*$/i.test(previous.text)) {
      out.push({ ...token, text: afterMeasure });
      continue;
    }
    const sentenceStart = !previous || isTerminator(previous);
    const corrected = correctWord(speller, token.text, sentenceStart, budget);
    const noun = nextLower === 'of' ? NOUN_BEFORE_OF.get(corrected.toLowerCase()) : undefined;
    const text =
      noun && /^[A-Z]/.test(corrected) ? noun.charAt(0).toUpperCase() + noun.slice(1) : noun;
    out.push({ ...token, text: text ?? corrected });
  }
  return out;
}

function polishLine(
  speller: TSpeller,
  line: string,
  options: TPolishOptions,
  heading = false,
): string {
  // A Swahili line is not spell-checked at all: its words are not in an English dictionary.
  const raw = tokenize(line);
  const budget = options.budget ?? newSpellBudget();
  const tokens = isSwahiliSentence(lowerWords(raw)) ? raw : correctTokens(speller, raw, budget);
  const sentences: TToken[][] = [];
  for (const sentence of splitSentences(tokens)) {
    if (isSwahiliSentence(lowerWords(sentence))) {
      sentences.push(sentence);
      continue;
    }
    const fixed =
      options.grammar === false
        ? sentence
        : fixGrammar(speller, sentence, options.firstPersonPast, options.notes);
    // A heading names a part of the text: it is not turned into "I did …".
    const rewritten = options.firstPersonPast && !heading ? rewriteSentence(speller, fixed) : fixed;
    sentences.push(...splitSentences(rewritten));
  }
  const capitalFirst = options.capitalFirst !== false;
  const finished = sentences.flatMap((sentence) => finishSentence(sentence, capitalFirst));
  // A heading ends as typed (isHeading: without punctuation), so the full stop added is taken off.
  if (heading && isTerminator(finished.at(-1))) finished.pop();
  return detokenize(finished);
}

/**
 * Polishes a text; '' stays ''. Its lines stay lines and a blank line between paragraphs stays one
 * (two or more become one; none at the start or end).
 */
export function polishText(speller: TSpeller, text: string, given: TPolishOptions): string {
  const options = { ...given, budget: given.budget ?? newSpellBudget() };
  const lines = text.split(/\r?\n/).map((line) => line.replace(/\s+/g, ' ').trim());
  // The next non-empty line after each line (what a heading would head).
  const nextOf: Array<string | undefined> = [];
  for (let i = lines.length - 1, next: string | undefined; i >= 0; i -= 1) {
    nextOf[i] = next;
    if (lines[i] !== '') next = lines[i];
  }
  const polished = lines.map((line, i) => {
    if (line === '') return '';
    const marker = LIST_MARKER.exec(line)?.[1] ?? '';
    const next = nextOf[i];
    const heading = !marker && isHeading(line, next, options);
    const body = polishLine(speller, line.slice(marker.length), options, heading);
    // A line with nothing left (only a stray comma) goes, without leaving a blank line.
    return body ? marker.trim() + (marker ? ' ' : '') + body : null;
  });
  return polished
    .filter((line) => line !== null)
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .replace(/^\n+|\n+$/g, '');
}
