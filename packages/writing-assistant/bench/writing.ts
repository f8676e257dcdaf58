// `npm run bench:writing`: the evaluation of grammar engines on test/fixtures/evaluation-set.json
// (planted mistakes fixed, correct sentences changed), their warm latency per week of five
// entries and the RSS they add to the process once loaded. Each candidate runs in a child process
// of its own so that its memory is measured alone. The table is printed and written into
// README.md between the bench markers.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { loadSpeller } from '../src/dictionary';
import { createWritingAssistant, createWritingAssistantInWorker } from '../src/index';
import { polishText } from '../src/polish';
import { type TWritingAssistant, WEEKDAYS } from '../src/types';
import { CORRECT, HELD_OUT, PLANTED, score } from '../test/evaluation';
import { applyEdits, harperEdits, loadHarper } from './harper';

type TEngine = (text: string) => Promise<string>;

const HARPER_GRAMMAR = new Set(['Agreement', 'Repetition', 'Grammar']);
const signal = new AbortController().signal;

/** The assistant, loaded, polishing each text as a daily entry. */
async function dailyEntries(assistant: TWritingAssistant): Promise<TEngine> {
  await assistant.warmUp();
  return (text) => assistant.enhanceText({ text, kind: 'daily' }, signal);
}

const CANDIDATES: Record<string, { label: string; load: () => Promise<TEngine> }> = {
  rules: {
    label: 'Rules before this change (nspell + compromise + hand rules, no grammar pass)',
    load: async () => {
      const speller = await loadSpeller();
      return async (text) => polishText(speller, text, { firstPersonPast: true, grammar: false });
    },
  },
  nspell: {
    label: 'nspell alone (spelling, capitals, full stops)',
    load: async () => {
      const speller = await loadSpeller();
      return async (text) => polishText(speller, text, { firstPersonPast: false, grammar: false });
    },
  },
  harper: {
    label: 'harper.js 2.10.0 alone (British, all lints, first suggestion)',
    load: async () => {
      const linter = await loadHarper();
      return async (text) => applyEdits(text, await harperEdits(linter, text));
    },
  },
  'rules+harper': {
    label: 'Rules + harper.js grammar lints (agreement, repetition, grammar)',
    load: async () => {
      const [speller, linter] = await Promise.all([loadSpeller(), loadHarper()]);
      return async (text) => {
        const polished = polishText(speller, text, { firstPersonPast: true, grammar: false });
        return applyEdits(polished, await harperEdits(linter, polished, HARPER_GRAMMAR));
      };
    },
  },
  assistant: {
    label: '**Chosen**: rules + grammar pass (grammar.ts), the shipped assistant',
    load: () => dailyEntries(createWritingAssistant()),
  },
  worker: {
    label: 'The same in its worker thread, as the server runs it',
    load: () => dailyEntries(createWritingAssistantInWorker()),
  },
};

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** The evaluation sentences as weeks of five entries. */
function weeksOfText(): string[][] {
  const texts = [...PLANTED.map((p) => p.text), ...CORRECT];
  const weeks: string[][] = [];
  for (let i = 0; i < texts.length; i += WEEKDAYS.length) weeks.push(texts.slice(i, i + 5));
  return weeks;
}

async function runCandidate(name: string) {
  const candidate = CANDIDATES[name];
  if (!candidate) throw new Error(`unknown candidate ${name}`);
  const rssBefore = process.memoryUsage().rss;
  let started = performance.now();
  const engine = await candidate.load();
  const loadMs = performance.now() - started;
  started = performance.now();
  const result = await score(engine); // also warms the caches
  const firstPassMs = (performance.now() - started) / (result.planted + result.correct);
  const heldOut = await score(engine, HELD_OUT);
  const perWeek: number[] = [];
  for (const week of weeksOfText()) {
    started = performance.now();
    for (const text of week) await engine(text);
    perWeek.push(performance.now() - started);
  }
  let weeklyMs: number | null = null;
  if (name === 'assistant') {
    const assistant = createWritingAssistant();
    const samples: number[] = [];
    for (const [n, week] of weeksOfText().entries()) {
      started = performance.now();
      await assistant.enhanceWeekly(
        {
          program: null,
          programName: null,
          company: 'TANESCO',
          weekNumber: n + 1,
          days: WEEKDAYS.map((day, i) => ({ day, date: '', hours: 8, description: week[i] ?? '' })),
          summary: '',
          mainJobTitle: '',
          mainJobDescription: '',
          operations: [],
          additionalInstructions: '',
        },
        signal,
      );
      samples.push(performance.now() - started);
    }
    weeklyMs = median(samples);
  }
  const rssMb = (process.memoryUsage().rss - rssBefore) / 1024 / 1024;
  if (name === 'worker') setImmediate(() => process.exit(0)); // the thread is unref'd; be sure
  return {
    ...result,
    heldOut: { fixed: heldOut.fixed, changed: heldOut.changed },
    loadMs,
    firstPassMs,
    weekMs: median(perWeek),
    weeklyMs,
    rssMb,
  };
}

async function main() {
  const only = process.argv.find((arg) => arg.startsWith('--candidate='))?.split('=')[1];
  if (only) {
    process.stdout.write(JSON.stringify(await runCandidate(only)));
    return;
  }
  const self = fileURLToPath(import.meta.url);
  const rows: string[] = [
    '| Candidate | Planted errors fixed | Correct sentences changed | Warm ms per week (5 entries) | First pass, ms per sentence | Load (cold) | RSS growth once loaded |',
    '| --- | --- | --- | --- | --- | --- | --- |',
  ];
  const misses: string[] = [];
  let heldOut = '';
  for (const [name, candidate] of Object.entries(CANDIDATES)) {
    const out = execFileSync(process.execPath, ['--import', 'tsx', self, `--candidate=${name}`], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    const r = JSON.parse(out) as Awaited<ReturnType<typeof runCandidate>>;
    const pct = (n: number, of: number) => `${n}/${of} (${((100 * n) / of).toFixed(1)}%)`;
    const week =
      r.weeklyMs === null
        ? `${r.weekMs.toFixed(1)} ms`
        : `${r.weekMs.toFixed(1)} ms (full enhanceWeekly: ${r.weeklyMs.toFixed(1)} ms)`;
    rows.push(
      `| ${candidate.label} | ${pct(r.fixed, r.planted)} | ${pct(r.changed, r.correct)} | ${week} | ${r.firstPassMs.toFixed(1)} ms | ${(r.loadMs / 1000).toFixed(1)} s | ${Math.round(r.rssMb)} MB |`,
    );
    if (name === 'assistant') {
      heldOut = `The chosen engine on the held-out sentences alone (\`test/fixtures/evaluation-held-out.json\`), now that they have been looked at: ${pct(r.heldOut.fixed, HELD_OUT.planted.length)} fixed, ${pct(r.heldOut.changed, HELD_OUT.correct.length)} changed.`;
      for (const [input, output] of [...r.missed, ...r.falseChanges]) {
        misses.push(`- \`${input}\` → \`${output}\``);
      }
    }
    console.log(rows.at(-1));
  }
  const table = [
    `Measured on ${new Date().toISOString().slice(0, 10)} by \`npm run bench:writing\` on ${PLANTED.length} planted mistakes and ${CORRECT.length} correct sentences (Node ${process.versions.node}, ${availableParallelism()} CPU cores shared with other work, so the timings are noisy).`,
    '',
    ...rows,
    '',
    heldOut,
    '',
    misses.length > 0
      ? 'What the chosen engine still gets wrong:'
      : 'The chosen engine gets every sentence of the set right.',
    '',
    ...misses,
  ].join('\n');
  const readme = new URL('../README.md', import.meta.url);
  const text = readFileSync(readme, 'utf8');
  const start = '<!-- bench:writing:start -->';
  const end = '<!-- bench:writing:end -->';
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from >= 0 && to > from) {
    writeFileSync(readme, `${text.slice(0, from + start.length)}\n${table}\n${text.slice(to)}`);
    console.log('README.md updated.');
  }
}

await main();
