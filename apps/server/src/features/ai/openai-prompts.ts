// What the `openai` provider asks the model: one system prompt with the rules that keep the log
// book honest, a user prompt with the week's facts, and a strict JSON schema per answer.
import { z } from 'zod';
import { type TTextEnhanceInput, type TWeeklyEnhanceInput, WEEKDAYS } from './provider';

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
    'title and description, and the operations (steps) of the main job with the tools used.',
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

export const ZWeeklyModelAnswer = z.object({
  summary: z.string(),
  main_job_title: z.string(),
  main_job_description: z.string(),
  days: z.object({
    monday: z.string(),
    tuesday: z.string(),
    wednesday: z.string(),
    thursday: z.string(),
    friday: z.string(),
  }),
  operations: z.array(z.object({ description: z.string(), tools: z.string() })),
});

export const TEXT_JSON_SCHEMA = objectSchema({ text: stringProperty });
export const ZTextModelAnswer = z.object({ text: z.string() });

export const SUMMARY_JSON_SCHEMA = objectSchema({ summary: stringProperty });
export const ZSummaryModelAnswer = z.object({ summary: z.string() });

export const SUGGESTIONS_JSON_SCHEMA = objectSchema({
  suggestions: { type: 'array', items: stringProperty },
});
export const ZSuggestionsModelAnswer = z.object({ suggestions: z.array(z.string()) });
