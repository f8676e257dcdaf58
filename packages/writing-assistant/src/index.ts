import { LIMITS } from '@ptlog/shared';
import { checkAborted } from './cancel';
import { sentencesOf } from './clauses';
import { loadSpeller, type TSpeller } from './dictionary';
import { firstThatFits, fitSentences } from './fit';
import {
  mainEntryIndex,
  relatedOrder,
  suggestDescription,
  suggestTitle,
  type TEntry,
} from './main-job';
import { suggestOperations } from './operations';
import { polishText, type TPolishOptions } from './polish';
import { newSpellBudget } from './spelling';
import { suggestImprovements } from './suggestions';
import { composeSummary } from './summary';
import { findTools, mergeTools } from './tools';
import {
  LOCAL_MODEL,
  type TTextEnhanceInput,
  type TWeekday,
  type TWeeklyEnhanceInput,
  type TWeeklyEnhanceOutput,
  type TWritingAssistant,
  WEEKDAYS,
} from './types';

export { checkAborted, WritingCancelledError } from './cancel';
export { addsNoNumber, guardWeeklyFacts, keepFacts, keepsFacts } from './facts';
export { drawsOn, keepsContent } from './overlap';
export * from './types';
export { createWritingAssistantInWorker } from './worker-client';

// The `local` provider (DESIGN §1): an offline, deterministic writing assistant. It corrects
// spelling (nspell + dictionary-en, never technical terms, numbers or Swahili), fixes capitals,
// punctuation and spacing, writes log entries in the first person past tense, and composes the
// weekly summary, main job and operations only from what the student wrote. Hours and dates are
// not part of its output. Same input, same output; ordinary input never makes it throw.
//
// additionalInstructions: for a week with no daily entries they are read as the student's own
// description of the week's work (polished, then used for the summary, main job and operations
// like entries). For a week with entries they are only used to pick the main job when the student
// gave no title (the entry that shares most words with them); other free-form requests are not
// followed, since this provider does not interpret instructions.

/** One request's polishing: log entries (first person, past) or plain, one spelling budget. */
interface TWriter {
  speller: TSpeller;
  log: TPolishOptions;
  plain: TPolishOptions;
}

function writerFor(speller: TSpeller): TWriter {
  const budget = newSpellBudget();
  return {
    speller,
    log: { firstPersonPast: true, budget },
    plain: { firstPersonPast: false, budget },
  };
}

/** A student's text polished within its length limit, without dropping any of it. */
function polishWithin(w: TWriter, text: string, max: number): string {
  return firstThatFits(
    max,
    [() => polishText(w.speller, text, w.log), () => polishText(w.speller, text, w.plain)],
    text,
  );
}

function polishTitle(w: TWriter, title: string): string {
  const polished = polishText(w.speller, title.replace(/\s+/g, ' '), w.plain).replace(/[.]$/, '');
  return polished.length <= LIMITS.TEXT_MAX ? polished : title.trim();
}

/** "isolator, padlock, new 230 V coil": spelling fixed, the student's case kept (no title case). */
function polishTools(w: TWriter, tools: string): string {
  const item = { ...w.plain, capitalFirst: false };
  return tools
    .split(/[,;\n]/)
    .map((tool) => tool.replace(/\s+/g, ' ').trim())
    .map((tool) => {
      const polished = polishText(w.speller, tool, item).replace(/[.]$/, '');
      return polished.length <= LIMITS.TEXT_MAX ? polished : tool;
    })
    .filter(Boolean)
    .join(', ');
}

export function enhanceWeek(speller: TSpeller, input: TWeeklyEnhanceInput): TWeeklyEnhanceOutput {
  const w = writerFor(speller);
  const days = Object.fromEntries(WEEKDAYS.map((day) => [day, ''])) as Record<TWeekday, string>;
  const entries: TEntry[] = [];
  for (const day of input.days) {
    if (!WEEKDAYS.includes(day.day)) continue;
    const text = polishWithin(w, day.description ?? '', LIMITS.DESCRIPTION_MAX);
    days[day.day] = text;
    if (text) entries.push({ text, hours: day.hours });
  }
  const instructions = input.additionalInstructions?.trim() ?? '';
  const weekIsEmpty = entries.length === 0;
  if (weekIsEmpty && instructions) {
    // Each sentence of the student's description counts as one entry of the week.
    for (const text of sentencesOf(polishText(speller, instructions, w.log))) {
      entries.push({ text, hours: null });
    }
  }

  const studentSummary = input.summary?.trim() ?? '';
  const summary = studentSummary
    ? polishWithin(w, studentSummary, LIMITS.SUMMARY_MAX)
    : fitSentences(
        composeSummary(
          entries.map((entry) => entry.text),
          {
            weekNumber: input.weekNumber,
            company: input.company,
            hours: weekIsEmpty ? [] : entries.map((entry) => entry.hours),
          },
        ),
        LIMITS.SUMMARY_MAX,
      );

  const givenTitle = polishTitle(w, input.mainJobTitle ?? '');
  const focus = givenTitle || (weekIsEmpty ? '' : instructions);
  const main = mainEntryIndex(entries, focus || undefined);
  const mainEntry = entries[main];
  const mainJobTitle = givenTitle || (mainEntry ? suggestTitle(mainEntry.text) : '');
  const givenDescription = input.mainJobDescription?.trim() ?? '';
  const mainJobDescription = givenDescription
    ? polishWithin(w, givenDescription, LIMITS.DESCRIPTION_MAX)
    : fitSentences(suggestDescription(entries, main), LIMITS.DESCRIPTION_MAX);

  const operations =
    input.operations.length > 0
      ? input.operations.map((operation) => {
          const typed = operation.description ?? '';
          const description = firstThatFits(
            LIMITS.DESCRIPTION_MAX,
            [() => polishText(speller, typed, w.plain)],
            typed,
          );
          const own = polishTools(w, operation.tools ?? '');
          const merged = mergeTools(own, findTools(description));
          return { description, tools: merged.length <= LIMITS.TEXT_MAX ? merged : own };
        })
      : suggestOperations(entries, relatedOrder(entries, main)).map((op) => ({
          ...op,
          description: fitSentences(op.description, LIMITS.DESCRIPTION_MAX),
        }));

  return { summary, mainJobTitle, mainJobDescription, days, operations };
}

export function createWritingAssistant(): TWritingAssistant {
  return {
    model: LOCAL_MODEL,
    async warmUp() {
      await loadSpeller();
    },
    async enhanceWeekly(input, signal) {
      checkAborted(signal);
      const speller = await loadSpeller();
      checkAborted(signal);
      return enhanceWeek(speller, input);
    },
    async enhanceText(input: TTextEnhanceInput, signal) {
      checkAborted(signal);
      const w = writerFor(await loadSpeller());
      // 'daily' and 'text' are log entries (first person, past tense); 'general' is any other
      // text, where only spelling, capitals, punctuation and spacing are corrected.
      return polishText(w.speller, input.text ?? '', input.kind === 'general' ? w.plain : w.log);
    },
    async summarize(entries, signal) {
      checkAborted(signal);
      const w = writerFor(await loadSpeller());
      const polished = entries.map((entry) => polishText(w.speller, entry ?? '', w.log));
      return composeSummary(polished, { weekNumber: null, company: null, hours: [] });
    },
    async suggestImprovements(text, signal) {
      checkAborted(signal);
      const speller = await loadSpeller();
      return suggestImprovements(speller, text ?? '');
    },
  };
}
