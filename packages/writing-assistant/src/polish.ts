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
import { rewriteSentence } from './tense';
import { isSwahiliSentence } from './terms';
import { detokenize, lowerWords, type TToken, tokenize } from './tokens';

// The whole polish of one text: spelling and abbreviations, then (for a log entry) first person
// past tense, then capitals, full stops and spacing. Each line is polished on its own so that a
// student's line breaks and list markers survive.

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

function polishLine(speller: TSpeller, line: string, options: TPolishOptions): string {
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
    const rewritten = options.firstPersonPast ? rewriteSentence(speller, fixed) : fixed;
    sentences.push(...splitSentences(rewritten));
  }
  const capitalFirst = options.capitalFirst !== false;
  return detokenize(sentences.flatMap((sentence) => finishSentence(sentence, capitalFirst)));
}

/** Polishes a text; '' stays ''. */
export function polishText(speller: TSpeller, text: string, given: TPolishOptions): string {
  const options = { ...given, budget: given.budget ?? newSpellBudget() };
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line.length > 0);
  return lines
    .map((line) => {
      const marker = LIST_MARKER.exec(line)?.[1] ?? '';
      const body = polishLine(speller, line.slice(marker.length), options);
      return body ? marker.trim() + (marker ? ' ' : '') + body : '';
    })
    .filter((line) => line.length > 0)
    .join('\n');
}
