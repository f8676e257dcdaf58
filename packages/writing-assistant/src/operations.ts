import { isMostlySwahili } from '@ptlog/shared';
import { actionOf, capitalize, isContextOnly, sentencesOf, splitActions } from './clauses';
import { recordsWork, type TEntry } from './main-job';
import { findTools } from './tools';

// Suggested operations (steps of the main job) when the student listed none: the single actions
// the student wrote, main job first, each with the tools named in it. Nothing is added that the
// entries do not say, so a week with few actions gets fewer than three steps. A day without work
// ("Absent due to sickness", "I stayed at home", no-work.ts) and an entry in Swahili give none, nor
// does a Swahili sentence of a mixed entry.

const MAX_OPERATIONS = 5;

export function suggestOperations(
  entries: TEntry[],
  order: number[],
): Array<{ description: string; tools: string }> {
  const steps: string[] = [];
  const fragments: string[] = [];
  for (const i of order) {
    const entry = entries[i];
    if (!entry || !recordsWork(entry)) continue;
    for (const sentence of sentencesOf(entry.text)) {
      // A Kiswahili sentence of a mixed entry stays in its day: an English step cannot quote it.
      if (isMostlySwahili(sentence)) continue;
      const action = actionOf(sentence);
      if (action) steps.push(...splitActions(action));
      // "I was at the substation." says where, not a step; a day off (0 hours) has no steps.
      else if (entry.hours !== 0 && !isContextOnly(sentence)) {
        fragments.push(sentence.replace(/[.!?]+$/, ''));
      }
    }
  }
  const unique: string[] = [];
  for (const step of [...steps, ...fragments]) {
    const description = `${capitalize(step)}.`;
    if (!unique.some((u) => u.toLowerCase() === description.toLowerCase()))
      unique.push(description);
    if (unique.length === MAX_OPERATIONS) break;
  }
  return unique.map((description) => ({ description, tools: findTools(description).join(', ') }));
}
