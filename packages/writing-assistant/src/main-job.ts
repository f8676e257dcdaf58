import { actionOf, capitalize, contentWords, ongoingWorkOf, sentencesOf, titleOf } from './clauses';
import { recordsNoWork } from './no-work';
import { isSwahiliText } from './terms';

// The week's main job. When the student gave none, it is suggested from the entries: the entry
// that shares the most words with the rest of the week (the work that runs through it), weighted by
// hours, names the job; the entries about the same work describe it. A day without work ("I was
// absent", "Public holiday", no-work.ts) or an entry in Swahili never does: a week of such days has
// no suggestion at all.

export interface TEntry {
  /** Polished text of the entry. */
  text: string;
  hours: number | null;
}

const TITLE_MAX = 100;

/**
 * Whether an entry can name or describe the main job: it has text, records work and is written in
 * English (a Swahili entry is left as the student typed it: an English title cannot quote it).
 */
export const recordsWork = (entry: TEntry | undefined) =>
  Boolean(entry?.text) && !recordsNoWork(entry?.text ?? '') && !isSwahiliText(entry?.text ?? '');

/** Index of the entry that best represents the week, or -1 when no entry records work. */
export function mainEntryIndex(entries: TEntry[], focus?: string): number {
  const words = entries.map((entry) => contentWords(entry.text));
  const focusWords = focus ? contentWords(focus) : null;
  let best = -1;
  let bestScore = -1;
  words.forEach((own, i) => {
    const entry = entries[i];
    if (!entry || !recordsWork(entry)) return;
    let score = 0;
    for (const word of own) {
      if (focusWords) score += focusWords.has(word) ? 1 : 0;
      else score += words.filter((other, j) => j !== i && other.has(word)).length;
    }
    // A day off (0 hours) only names the job when nothing else can; more hours break a tie.
    const weighted = (entry.hours === 0 ? -1000 : 0) + score * 100 + (entry.hours ?? 0);
    if (weighted > bestScore) {
      best = i;
      bestScore = weighted;
    }
  });
  return best;
}

/**
 * A title from an entry: "I installed a new cable and …" → "Installing a new cable and …"; '' for
 * a day without work ("I was absent."), which names no job.
 */
export function suggestTitle(entryText: string): string {
  if (!recordsWork({ text: entryText, hours: null })) return '';
  const sentences = sentencesOf(entryText);
  const action = sentences.map((s) => actionOf(s)).find(Boolean);
  const first = (sentences[0] ?? '').split(/[,;]/)[0] ?? '';
  // "I was in the workshop rewinding motor" → "Rewinding motor in the workshop" (a verb we cannot
  // put in the past; one we can is already an action).
  const ongoing = ongoingWorkOf(first);
  const title = action ? titleOf(action) : ongoing ? capitalize(ongoing) : first;
  const plain = title.replace(/[.!?]+$/, '').trim();
  if (plain.length <= TITLE_MAX) return plain;
  return plain.slice(0, plain.lastIndexOf(' ', TITLE_MAX)).replace(/[,;:]$/, '');
}

/** A description from the main entry and the entries that share its subject (at most three). */
export function suggestDescription(entries: TEntry[], mainIndex: number): string {
  const main = entries[mainIndex];
  if (!main || !recordsWork(main)) return '';
  const mainWords = contentWords(main.text);
  const related = entries
    .map((entry, i) => ({ entry, i }))
    .filter(({ entry, i }) => {
      if (i === mainIndex || !recordsWork(entry)) return false;
      return [...contentWords(entry.text)].some((word) => mainWords.has(word));
    })
    .slice(0, 2)
    .map(({ i }) => i);
  // The main entry and the related ones, in the order of the week.
  const chosen = new Set([mainIndex, ...related]);
  return entries
    .filter((_, i) => chosen.has(i))
    .map((entry) => entry.text)
    .join(' ');
}

/** The indexes of the entries about the main job, main entry first. */
export function relatedOrder(entries: TEntry[], mainIndex: number): number[] {
  const main = entries[mainIndex];
  if (!main) return entries.map((_, i) => i);
  const mainWords = contentWords(main.text);
  const shares = (entry: TEntry) => [...contentWords(entry.text)].some((w) => mainWords.has(w));
  const rest = entries.map((entry, i) => ({ entry, i })).filter(({ i }) => i !== mainIndex);
  return [
    mainIndex,
    ...rest.filter(({ entry }) => shares(entry)).map(({ i }) => i),
    ...rest.filter(({ entry }) => !shares(entry)).map(({ i }) => i),
  ];
}
