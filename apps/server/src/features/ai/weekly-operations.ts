// The operations an enhancement may write (docs/api/ai.md "What an answer may be"). The student's
// steps stay the student's: the answer may only word each one better, step i against step i, with
// its facts, most of its words and no tool it did not name; a step that fails, or that the answer
// left out, is the student's own, and steps the answer adds are dropped. Only a week without
// steps gets suggested ones, and only those that are about the week's own texts: the system
// prompt says never invent work or tools, and a model may still do it.
import { drawsOn, keepsContent, keepsFacts } from '@ptlog/writing-assistant';
import { OPERATIONS_MAX, type TWeeklyEnhanceInput } from './provider';

type TStep = TWeeklyEnhanceInput['operations'][number];

/** Whether `written` is `typed` worded better, not another step. */
function rewordsStep(typed: TStep, written: TStep): boolean {
  const typedStep = `${typed.description}\n${typed.tools}`;
  return (
    written.description !== '' &&
    keepsContent(typed.description, written.description) &&
    keepsContent(typed.tools, written.tools) &&
    drawsOn(typedStep, written.tools) &&
    keepsFacts(typedStep, `${written.description}\n${written.tools}`)
  );
}

/** What the student wrote of the week: the only source a suggested step may draw on. */
function weekSource(input: TWeeklyEnhanceInput): string {
  return [
    ...input.days.map((day) => day.description),
    input.summary,
    input.mainJobTitle,
    input.mainJobDescription,
    input.additionalInstructions,
  ].join('\n');
}

/** The steps to write: the student's, reworded where the answer may; else the week's own. */
export function guardOperations(input: TWeeklyEnhanceInput, written: readonly TStep[]): TStep[] {
  if (input.operations.length > 0) {
    return input.operations.map((typed, index) => {
      const step = written[index];
      return step && rewordsStep(typed, step) ? step : typed;
    });
  }
  const source = weekSource(input);
  return written
    .filter(
      (step) =>
        step.description !== '' && drawsOn(source, step.description) && drawsOn(source, step.tools),
    )
    .slice(0, OPERATIONS_MAX);
}
