// Work verbs we put in the past tense when a student writes them as a bare command ("instal new
// cable and test motor" → "I installed a new cable and tested the motor"). compromise tags the
// sentence but leaves a leading imperative unchanged and guesses badly on rarer verbs (weld → wold),
// so the past forms of the verbs we rewrite are fixed here. A verb not in this list is never
// rewritten: better unchanged than wrong.

const REGULAR = `
  adjust align analyse analyze arrange assemble assist attend calculate calibrate change check
  clean collect compact compile configure connect construct crimp debug deliver deploy
  design discuss dismantle drain draft earth enter erect excavate fill finish fix grease help
  identify inspect install insulate isolate join label load lubricate maintain mark measure
  mix monitor mount move observe pour carry open operate paint perform plaster prepare print
  record remove repair replace review sample screw service solder sort splice
  start strip supervise survey terminate test tighten tile train travel tune
  unload update upgrade use visit wash weld wire work
`;

const IRREGULAR: Record<string, string> = {
  bend: 'bent',
  build: 'built',
  buy: 'bought',
  cast: 'cast',
  cut: 'cut',
  dig: 'dug',
  do: 'did',
  draw: 'drew',
  drill: 'drilled',
  fit: 'fitted',
  get: 'got',
  go: 'went',
  grind: 'ground',
  hold: 'held',
  lay: 'laid',
  lead: 'led',
  learn: 'learned',
  log: 'logged',
  make: 'made',
  meet: 'met',
  plan: 'planned',
  put: 'put',
  read: 'read',
  reset: 'reset',
  run: 'ran',
  see: 'saw',
  set: 'set',
  shut: 'shut',
  spend: 'spent',
  stop: 'stopped',
  take: 'took',
  teach: 'taught',
  trim: 'trimmed',
  write: 'wrote',
  program: 'programmed',
  troubleshoot: 'troubleshot',
};

/** Verbs that go on with "to": "travel to site" → "travelled to site". */
export const MOTION_VERBS: ReadonlySet<string> = new Set(['travel', 'go', 'move']);

function regularPast(base: string): string {
  if (base.endsWith('e')) return `${base}d`;
  // British spelling, as in the rest of the text: labelled, travelled, levelled.
  if (/[^aeiou][aeiou]l$/.test(base)) return `${base}led`;
  if (/[^aeiou]y$/.test(base)) return `${base.slice(0, -1)}ied`;
  return `${base}ed`;
}

/** Base form → past form, for the verbs we rewrite. */
export const PAST_OF: ReadonlyMap<string, string> = new Map([
  ...REGULAR.trim()
    .split(/\s+/)
    .map((base): [string, string] => [base, regularPast(base)]),
  ...Object.entries(IRREGULAR),
]);

/** Past forms of the verbs above, plus common past forms students already write. */
export const PAST_FORMS: ReadonlySet<string> = new Set([
  ...PAST_OF.values(),
  ...'was were had did went saw took made got found noted recorded observed'.split(' '),
]);

/** Gerund → base, for "grinding the joints" after a clause in the past ("… and ground the joints"). */
export function baseOfGerund(word: string): string | null {
  if (!word.endsWith('ing') || word.length < 6) return null;
  const stem = word.slice(0, -3);
  const candidates = [stem, `${stem}e`, stem.slice(0, -1)];
  for (const candidate of candidates) if (PAST_OF.has(candidate)) return candidate;
  return null;
}

// Nouns naming an activity. A fragment that starts with one ("maintenance of pump", "megger
// test on motor", "site visit") gets the verb that goes with it, so that the day reads as what the
// student did: "I carried out maintenance of the pump". `article` is used when the noun is
// countable and its phrase has no article yet.
export interface TActivity {
  verb: string;
  countable: boolean;
}

const CARRIED_OUT = `
  maintenance servicing repair repairs installation inspection troubleshooting testing casting
  splicing welding sampling calibration alignment logging turning drilling cleaning painting
  lubrication wiring assembly excavation surveying plastering earthing termination
  configuration finding
`;
const CARRIED_OUT_COUNTABLE = 'test analysis survey inspection check';

export const ACTIVITIES: ReadonlyMap<string, TActivity> = new Map([
  ...CARRIED_OUT.trim()
    .split(/\s+/)
    .map((noun): [string, TActivity] => [noun, { verb: 'carried out', countable: false }]),
  ...CARRIED_OUT_COUNTABLE.split(' ').map((noun): [string, TActivity] => [
    noun,
    { verb: 'carried out', countable: true },
  ]),
  ['setting out', { verb: 'carried out', countable: false }],
  ['visit', { verb: 'went on', countable: true }],
  ['training', { verb: 'attended', countable: false }],
  ['induction', { verb: 'attended', countable: true }],
  ['meeting', { verb: 'attended', countable: true }],
  ['seminar', { verb: 'attended', countable: true }],
  ['lecture', { verb: 'attended', countable: true }],
]);
