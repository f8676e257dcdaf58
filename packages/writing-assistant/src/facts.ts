import { keepsCountsAndNegations, keepsNames, talksAsModel } from './meaning';
import { drawsOn, keepsContent } from './overlap';
import { type TWeeklyEnhanceInput, type TWeeklyEnhanceOutput, WEEKDAYS } from './types';

// The never-change-facts checks, for any writer (the local assistant, an OpenAI-compatible model):
// a rewritten text keeps every number (hours, sizes, ratings, dates, quantities) and every name or
// abbreviation the student typed, and brings no number of its own; a rewritten day or text also
// keeps its number words and negations, brings no name, and no answer talks as a model
// (meaning.ts); and it is still about what the student wrote (overlap.ts: a day keeps most of its
// content words and adds few, a summary or main job draws most of its words from the week). A text that fails is replaced by what the student typed; the
// local assistant keeps these by construction, a model may not. A Swahili day that a model
// translated fails the content check too (the translation cannot be checked) and stays as typed.

const NUMBER = /\d+(?:[.,:/]\d+)*/g;

const numbersOf = (text: string) => new Set(text.match(NUMBER) ?? []);

/** Whether `written` holds no number but `allowed` ones. */
function bringsNoNumber(written: string, allowed: Iterable<string>): boolean {
  const known = new Set(allowed);
  for (const number of numbersOf(written)) if (!known.has(number)) return false;
  return true;
}

/**
 * Whether `written` keeps the numbers, number words, names and negations of `typed`, adds no
 * number, number word or name, and does not talk as a model (meaning.ts).
 */
export function keepsFacts(typed: string, written: string, allowedNumbers: string[] = []): boolean {
  const typedNumbers = numbersOf(typed);
  const writtenNumbers = numbersOf(written);
  for (const number of typedNumbers) if (!writtenNumbers.has(number)) return false;
  if (!bringsNoNumber(written, [...typedNumbers, ...allowedNumbers])) return false;
  return (
    keepsNames(typed, written) &&
    keepsCountsAndNegations(typed, written) &&
    !talksAsModel(written, typed)
  );
}

/**
 * Whether `written` holds no number that `entries` do not, other than their count, and does not
 * talk as a model (a summary of them).
 */
export function addsNoNumber(entries: string[], written: string): boolean {
  const typed = entries.join('\n');
  return (
    bringsNoNumber(written, [...numbersOf(typed), String(entries.length)]) &&
    !talksAsModel(written, typed)
  );
}

/** `written` when it keeps the facts of `typed`, else `typed`. */
export function keepFacts(typed: string, written: string): string {
  return keepsFacts(typed, written) ? written : typed;
}

/**
 * A weekly answer with the facts checked field by field: a day keeps its own numbers, names and
 * most of its content words; the summary, main job and operations bring no number that the week
 * does not hold (its texts, hours, their total, the number of days, the week number), and the
 * summary and main job draw most of their content words from the week's texts. A field that fails
 * is the student's.
 */
export function guardWeeklyFacts(
  input: TWeeklyEnhanceInput,
  output: TWeeklyEnhanceOutput,
): TWeeklyEnhanceOutput {
  const days = { ...output.days };
  for (const day of input.days) {
    if (!WEEKDAYS.includes(day.day)) continue;
    const written = output.days[day.day] ?? '';
    days[day.day] = keepsContent(day.description, written)
      ? keepFacts(day.description, written)
      : day.description;
  }
  const hours = input.days.map((day) => day.hours).filter((h): h is number => h !== null);
  const total = Math.round(hours.reduce((sum, h) => sum + h, 0) * 100) / 100;
  const weekText = [
    ...input.days.map((day) => day.description),
    input.summary,
    input.mainJobTitle,
    input.mainJobDescription,
    input.additionalInstructions,
    ...input.operations.map((op) => `${op.description} ${op.tools}`),
  ].join('\n');
  const known = [
    ...numbersOf(weekText),
    ...hours.map(String),
    String(total),
    String(hours.filter((h) => h > 0).length),
    String(input.weekNumber),
  ];
  const invents = (text: string, allowed = known) =>
    !bringsNoNumber(text, allowed) || talksAsModel(text, weekText);
  // The summary and the main job say what the week was about: mostly the week's own words.
  const source = [weekText, input.company ?? '', input.programName ?? ''].join('\n');
  const strays = (text: string) => invents(text) || !drawsOn(source, text);
  // Operations may be numbered as steps (Step 1 …).
  const steps = [
    ...known,
    ...output.operations.map((_, i) => String(i)),
    String(output.operations.length),
  ];
  const operationsInvent = output.operations.some((op) =>
    invents(`${op.description} ${op.tools}`, steps),
  );
  return {
    summary: strays(output.summary) ? input.summary : output.summary,
    mainJobTitle: strays(output.mainJobTitle) ? input.mainJobTitle : output.mainJobTitle,
    mainJobDescription: strays(output.mainJobDescription)
      ? input.mainJobDescription
      : output.mainJobDescription,
    days,
    operations: operationsInvent ? input.operations : output.operations,
  };
}
