import { actionOf, capitalize, sentencesOf } from './clauses';

// The weekly summary, composed only from the week's polished entries: what "I" did each day, the
// other things the student noted, and the hours as the sum of the student's own daily hours.

export interface TSummaryContext {
  weekNumber: number | null;
  company: string | null;
  /** Hours per day with an entry (null: not given); only summed, never changed. */
  hours: Array<number | null>;
}

const trimStop = (sentence: string) => sentence.replace(/[.!?]+$/, '');

function joinList(items: string[]): string {
  if (items.length <= 1) return items.join('');
  const separator = items.some((item) => /,| and /.test(item)) ? '; ' : ', ';
  return `${items.slice(0, -1).join(separator)}${separator.trim() === ';' ? ';' : ''} and ${items.at(-1)}`;
}

function formatHours(total: number): string {
  return String(Math.round(total * 100) / 100);
}

/** One summary from several polished entries; '' when there are none. */
export function composeSummary(polishedEntries: string[], context: TSummaryContext): string {
  const actions: string[] = [];
  const notes: string[] = [];
  for (const entry of polishedEntries) {
    const sentences = sentencesOf(entry);
    const [first] = sentences;
    if (first === undefined) continue;
    // The entry's first "I …" sentence carries the day's main activity; an entry without one
    // (a fragment, a Swahili sentence, "We did …") is kept as the student's own sentence.
    const ownAction = sentences.map((s) => (s.startsWith('I ') ? actionOf(s) : null)).find(Boolean);
    if (ownAction) actions.push(ownAction);
    else notes.push(trimStop(first));
  }
  if (actions.length === 0 && notes.length === 0) return '';

  const where = [
    context.weekNumber && context.weekNumber > 0 ? `During week ${context.weekNumber}` : '',
    context.company?.trim() ? `at ${context.company.trim()}` : '',
  ]
    .filter(Boolean)
    .join(' ');
  const out: string[] = [];
  if (actions.length > 0) {
    out.push(`${where ? `${where} I` : 'I'} ${actions[0]}.`);
    if (actions.length > 1) out.push(`I also ${joinList(actions.slice(1))}.`);
    if (notes.length > 0) out.push(`The log also notes: ${joinList(notes.map(lowerFirst))}.`);
  } else {
    const lead = where ? `${where} my log book entries were` : 'My log book entries were';
    out.push(`${lead}: ${joinList(notes.map(lowerFirst))}.`);
  }
  const given = context.hours.filter((h): h is number => typeof h === 'number' && h > 0);
  if (given.length > 0) {
    const total = given.reduce((sum, h) => sum + h, 0);
    const days = given.length === 1 ? '1 day' : `${given.length} days`;
    out.push(`In total I logged ${formatHours(total)} hours over ${days}.`);
  }
  return capitalize(out.join(' '));
}

// "Public holiday" → "public holiday" inside a list; names and acronyms keep their capitals.
function lowerFirst(text: string): string {
  const first = text.split(' ')[0] ?? '';
  const isPlainCapitalised = /^\p{Lu}\p{Ll}+$/u.test(first) && first !== 'I';
  return isPlainCapitalised ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}
