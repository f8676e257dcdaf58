// What the `openai` provider asks the model: one system prompt with the rules that keep the log
// book honest, a user prompt with the week's facts, and a strict JSON schema per answer.
import { LIMITS } from '@ptlog/shared';
import { z } from 'zod';
import {
  OPERATIONS_MAX,
  type TTextEnhanceInput,
  type TWeeklyEnhanceInput,
  WEEKDAYS,
} from './provider';

const RULES = [
  'You polish the log book of a university engineering student on industrial practical training.',
  'Keep every fact the student wrote. Never invent work, tools, numbers, names or results.',
  'Never change hours or dates; you do not write them at all.',
  'Write in the first person and the past tense, in clear, professional English.',
  'Plain text only: no Markdown, no HTML, no bullet symbols, no headings.',
  'Answer only with a JSON object that matches the given schema.',
].join('\n');

export const SYSTEM_PROMPT = RULES;

function capitalised(day: string): string {
  return day.charAt(0).toUpperCase() + day.slice(1);
}

/** The week's facts as the model sees them. */
export function weeklyPrompt(input: TWeeklyEnhanceInput): string {
  const program = [input.program, input.programName ? `(${input.programName})` : '']
    .filter(Boolean)
    .join(' ');
  const lines = [
    `Program: ${program || 'not given'}`,
    `Company: ${input.company || 'not given'}`,
    `Week: ${input.weekNumber}`,
    'Daily entries:',
    ...input.days.map((day) => {
      const label = `${capitalised(day.day)} ${day.date}`;
      if (day.description.trim() === '') return `- ${label}: no entry (answer an empty string)`;
      const hours = day.hours === null ? '' : ` (${day.hours} hours)`;
      return `- ${label}${hours}: ${day.description}`;
    }),
    `Weekly summary: ${input.summary || '(none)'}`,
    `Main job title: ${input.mainJobTitle || '(none)'}`,
    `Main job description: ${input.mainJobDescription || '(none)'}`,
    'Operations:',
    ...(input.operations.length === 0
      ? ['(none: suggest the steps of the main job from the entries above)']
      : input.operations.map(
          (op, index) => `${index + 1}. ${op.description} (tools: ${op.tools || 'none'})`,
        )),
    `Student's instructions: ${input.additionalInstructions || '(none)'}`,
    '',
    'Rewrite each day with an entry, write a weekly summary of at most 5000 characters, a main job',
    `title and description, and the operations (at most ${OPERATIONS_MAX} steps) of the main job with the tools used.`,
    'A day description stays under 1000 characters; a day with no entry stays an empty string.',
  ];
  return lines.join('\n');
}

export function textPrompt(input: TTextEnhanceInput): string {
  const what = { text: 'a text', daily: "a day's log entry", general: 'a general report text' }[
    input.kind
  ];
  return [
    `Improve ${what}: spelling, grammar and clarity, keeping its meaning and facts.`,
    `Text: ${input.text}`,
    `Student's instructions: ${input.instructions || '(none)'}`,
  ].join('\n');
}

export function summaryPrompt(entries: readonly string[]): string {
  return [
    'Summarize these log book entries in one short paragraph, using only their facts.',
    ...entries.map((entry, index) => `${index + 1}. ${entry}`),
  ].join('\n');
}

export function suggestionsPrompt(text: string): string {
  return [
    'Give up to five concrete suggestions, one sentence each, to improve this log book text.',
    `Text: ${text}`,
  ].join('\n');
}

const stringProperty = { type: 'string' } as const;

function objectSchema(properties: Record<string, unknown>) {
  return {
    type: 'object',
    additionalProperties: false,
    required: Object.keys(properties),
    properties,
  };
}

/** response_format json_schema (strict): every property required, nothing else allowed. */
export const WEEKLY_JSON_SCHEMA = objectSchema({
  summary: stringProperty,
  main_job_title: stringProperty,
  main_job_description: stringProperty,
  days: objectSchema(Object.fromEntries(WEEKDAYS.map((day) => [day, stringProperty]))),
  operations: {
    type: 'array',
    items: objectSchema({ description: stringProperty, tools: stringProperty }),
  },
});

// Bounds of an answer (docs/api/ai.md "What an answer may be"): a field over its form limit, more
// steps or suggestions than asked for, or longer ones, make the whole answer a provider failure
// (502, nothing charged); nothing is cut mid-word.

/** Most suggestions one answer may hold; the prompt asks for up to five. */
export const SUGGESTIONS_MAX = 8;
/** A suggestion is one sentence. */
export const SUGGESTION_MAX_CHARS = 300;

const upTo = (max: number) => z.string().max(max);
const dayText = upTo(LIMITS.DESCRIPTION_MAX);

export const ZWeeklyModelAnswer = z.object({
  summary: upTo(LIMITS.SUMMARY_MAX),
  main_job_title: upTo(LIMITS.TEXT_MAX),
  main_job_description: upTo(LIMITS.DESCRIPTION_MAX),
  days: z.object({
    monday: dayText,
    tuesday: dayText,
    wednesday: dayText,
    thursday: dayText,
    friday: dayText,
  }),
  operations: z
    .array(z.object({ description: upTo(LIMITS.DESCRIPTION_MAX), tools: upTo(LIMITS.TEXT_MAX) }))
    .max(OPERATIONS_MAX),
});

export const TEXT_JSON_SCHEMA = objectSchema({ text: stringProperty });
/** The text call's own bound (a multiple of the input) is checked by ai-text.service.ts. */
export const ZTextModelAnswer = z.object({ text: upTo(LIMITS.SUMMARY_MAX) });

export const SUMMARY_JSON_SCHEMA = objectSchema({ summary: stringProperty });
export const ZSummaryModelAnswer = z.object({ summary: upTo(LIMITS.SUMMARY_MAX) });

export const SUGGESTIONS_JSON_SCHEMA = objectSchema({
  suggestions: { type: 'array', items: stringProperty },
});
export const ZSuggestionsModelAnswer = z.object({
  suggestions: z.array(upTo(SUGGESTION_MAX_CHARS)).max(SUGGESTIONS_MAX),
});
