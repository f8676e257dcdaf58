import { isMostlySwahili, isSwahiliWord } from '@ptlog/shared';
import {
  actionOf,
  capitalize,
  isContextOnly,
  isOwnSentence,
  sentencesOf,
  splitActions,
  titleOf,
} from './clauses';
import { mainEntryIndex, type TEntry } from './main-job';
import { recordsNoWork } from './no-work';
import { isSwahiliText } from './terms';

// The weekly summary, composed only from the week's polished entries as prose that names the
// week's main activities (not the entries glued together), the other things the student noted,
// and the hours as the sum of the student's own daily hours.

export interface TSummaryContext {
  weekNumber: number | null;
  company: string | null;
  /** Hours per day with an entry (null: not given); only summed, never changed. */
  hours: Array<number | null>;
}

const trimStop = (sentence: string) => sentence.replace(/[.!?]+$/, '');

function joinList(items: string[]): string {
  if (items.length <= 2) return items.join(' and ');
  const separator = items.some((item) => /,| and /.test(item)) ? '; ' : ', ';
  return `${items.slice(0, -1).join(separator)}${separator.trim() === ';' ? ';' : ''} and ${items.at(-1)}`;
}

function formatHours(total: number): string {
  return String(Math.round(total * 100) / 100);
}

const MAIN_ACTIVITIES = 3;
const OTHER_ACTIVITIES = 5;

/**
 * "installed a new cable and tested the motor" → ["installing a new cable", "testing the motor"];
 * an activity we gave a verb keeps its article: "carried out a megger test" → "a megger test".
 */
function activitiesOf(action: string): string[] {
  return splitActions(action).map((single) => {
    const activity = /^(?:carried out|went on) (.+)$/.exec(single)?.[1];
    return activity ?? lowerFirst(titleOf(single));
  });
}

/**
 * One summary from several polished entries, as prose: the week's main work (the entry that runs
 * through the week, as in main-job.ts), the other activities, the entries that say something else
 * and the total of the student's hours. '' when there are no entries, or only Swahili ones.
 */
export function composeSummary(polishedEntries: string[], context: TSummaryContext): string {
  const activities: string[][] = [];
  const notes: string[] = [];
  const entries: TEntry[] = [];
  polishedEntries.forEach((entry, i) => {
    // A Swahili entry stays the student's own words in its day; quoting it inside English
    // sentences would read as if it were English. A week of only Swahili entries gets no
    // summary from us ('' : the server keeps the student's own), not an English frame around it.
    // Of a mixed entry only the English parts are used, so its English work is not lost.
    const sentences = sentencesOf(englishOf(entry));
    const [first] = sentences.filter((sentence) => !isMostlySwahili(sentence));
    if (first === undefined) return;
    // The entry's first "I …" sentence carries the day's activities; an entry without one
    // (a fragment, "We did …") is kept as the student's own words. After
    // "I was at the substation." the student was there, so "We replaced …" is their work too.
    // A day without work ("I stayed at home because I was sick") is a note, never the main work.
    const own = recordsNoWork(entry) ? [] : sentences.filter(isOwnSentence);
    const ownAction =
      own.map(actionOf).find(Boolean) ??
      (own.length > 0 && own.every(isContextOnly) ? sentences.map(actionOf).find(Boolean) : null);
    if (ownAction) {
      activities.push(activitiesOf(ownAction));
      entries.push({ text: entry, hours: context.hours[i] ?? null });
    } else notes.push(trimStop(first));
  });
  if (activities.length === 0 && notes.length === 0) return '';

  const where = [
    context.weekNumber && context.weekNumber > 0 ? `In week ${context.weekNumber}` : '',
    context.company?.trim() ? `at ${context.company.trim()}` : '',
  ]
    .filter(Boolean)
    .join(' ');
  const out: string[] = [];
  const main = mainEntryIndex(entries);
  const mainWork = (activities[main] ?? []).slice(0, MAIN_ACTIVITIES);
  if (mainWork.length > 0) {
    out.push(`${where ? `${where}, my` : 'My'} main work was ${joinList(mainWork)}.`);
    const seen = new Set(mainWork.map((a) => a.toLowerCase()));
    const others = activities
      .filter((_, i) => i !== main)
      .flat()
      .filter((activity) => !seen.has(activity.toLowerCase()) && seen.add(activity.toLowerCase()));
    if (others.length > 0) {
      out.push(`I also worked on ${joinList(others.slice(0, OTHER_ACTIVITIES))}.`);
    }
    if (notes.length > 0) out.push(`Other entries in my log: ${joinList(notes.map(lowerFirst))}.`);
  } else {
    const lead = where ? `${where}, my log book entries were` : 'My log book entries were';
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

/**
 * The entry, or for an entry that reads as Swahili its English parts ('' when it has none): the
 * day "Checked wiring of distribution board na kubadilisha fuse." still did English work.
 */
function englishOf(entry: string): string {
  if (!isSwahiliText(entry)) return entry;
  return sentencesOf(entry)
    .flatMap((sentence) => trimStop(sentence).split(/,\s*|\s+na\s+/))
    .map((part) => part.trim())
    .filter((part) => part && !(part.toLowerCase().match(/\p{L}+/gu) ?? []).some(isSwahiliWord))
    .map((part) => `${capitalize(part)}.`)
    .join(' ');
}

// "Public holiday" → "public holiday" inside a list; names and acronyms keep their capitals.
function lowerFirst(text: string): string {
  const first = text.split(' ')[0] ?? '';
  const isPlainCapitalised = /^\p{Lu}\p{Ll}+$/u.test(first) && first !== 'I';
  return isPlainCapitalised ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}
