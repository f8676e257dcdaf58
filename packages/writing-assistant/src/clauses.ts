import { ACTIVITIES, PAST_FORMS, PAST_OF } from './verbs';

// Reading polished sentences back: which ones say what "I" did, and the single actions in them
// ("installed a new cable", "tested the motor"). Used by the summary, the suggested main job and
// the suggested operations, so that they only reuse what the student wrote.

const PAST_VERBS: ReadonlySet<string> = new Set([
  ...PAST_FORMS,
  'carried',
  'attended',
  'went',
  'identified',
  'helped',
]);

const BASE_OF_PAST: ReadonlyMap<string, string> = new Map([
  ...[...PAST_OF].map(([base, past]): [string, string] => [past, base]),
  ['carried', 'carry'],
  ['went', 'go'],
  ['attended', 'attend'],
  ['identified', 'identify'],
  ['took', 'take'],
  ['did', 'do'],
  ['made', 'make'],
]);

/** Sentences of a polished text ("Half day. I attended training." → two). */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<!\b(?:mr|mrs|ms|dr|eng|prof|e\.g|i\.e|no|vs|approx)\.)(?<=[.!?])\s+|\n+/i)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** "I installed a new cable …." → "installed a new cable …" (no subject, no full stop), or null. */
export function actionOf(sentence: string): string | null {
  const [, verb, rest] = /^(?:I|We)\s+(\S+)\s+(.+?)[.!?]*$/.exec(sentence) ?? [];
  if (verb === undefined || rest === undefined || !PAST_VERBS.has(verb)) return null;
  return `${verb} ${rest}`;
}

/**
 * Splits an action into single actions: "installed a cable and tested the motor" → two, and
 * "carried out a site survey … and alignment of the antenna" → two activities carried out.
 */
export function splitActions(action: string): string[] {
  const pieces = action.split(/,\s+(?:and\s+)?|\s+and\s+/);
  const out: string[] = [];
  for (const piece of pieces) {
    const words = piece.split(' ');
    const previous = out.at(-1);
    if (!previous || PAST_VERBS.has(words[0] ?? '')) out.push(piece);
    else if (previous.startsWith('carried out ') && isActivity(words)) {
      out.push(`carried out ${piece}`);
    } else out[out.length - 1] += joinerBefore(piece, action);
  }
  return out;
}

// "alignment of …", "OTDR testing": an activity noun first or after one modifier, then nothing or
// a preposition.
function isActivity(words: string[]): boolean {
  const head = ACTIVITIES.has(words[0]?.toLowerCase() ?? '') ? 0 : 1;
  const activity = ACTIVITIES.get(words[head]?.toLowerCase() ?? '');
  const after = words[head + 1];
  return activity?.verb === 'carried out' && (!after || /^(of|on|at|for|in|to)$/.test(after));
}

// Re-joins a piece that was not an action of its own ("… checked belts and pressure switch").
function joinerBefore(piece: string, action: string): string {
  return action.includes(`, ${piece}`) ? `, ${piece}` : ` and ${piece}`;
}

function gerund(base: string): string {
  if (base === 'carry') return 'carrying';
  if (/ie$/.test(base)) return `${base.slice(0, -2)}ying`;
  if (/[^e]e$/.test(base)) return `${base.slice(0, -1)}ing`;
  if (/[^aeiou][aeiou]l$/.test(base)) return `${base}ling`; // British: labelling, travelling
  if (/^(set|cut|put|dig|fit|get|plan|stop|trim|log|run|program|shut)$/.test(base)) {
    return `${base}${base.at(-1)}ing`;
  }
  return `${base}ing`;
}

/** "installed a new cable and tested the motor" → "Installing a new cable and testing the motor". */
export function titleOf(action: string): string {
  const first = action.split(/,\s+/)[0] ?? '';
  const carried = /^(?:carried out|went on|attended)\s+(?:(?:a|an|the)\s+)?(.+)$/.exec(first);
  const text = (carried?.[1] ?? first)
    .split(' ')
    .map((word, i, all) => {
      const base = BASE_OF_PAST.get(word);
      return base && (i === 0 || all[i - 1] === 'and') ? gerund(base) : word;
    })
    .join(' ');
  return capitalize(text);
}

export const capitalize = (text: string) =>
  /^\p{Ll}/u.test(text) ? text.charAt(0).toUpperCase() + text.slice(1) : text;

const STOP_WORDS = new Set(
  'the and with from that this then also were have after before into using about over under carried attended went'.split(
    ' ',
  ),
);

/** Content words of a text, for finding the entries that belong together. */
export function contentWords(text: string): Set<string> {
  const words = text.toLowerCase().match(/[\p{L}\p{N}-]{4,}/gu) ?? [];
  return new Set(words.filter((w) => !STOP_WORDS.has(w) && !BASE_OF_PAST.has(w)));
}
