// `npm run bench:ai`: speed of the offline `local` AI provider on full weeks built from the real
// student-style fixture entries (packages/writing-assistant/test/fixtures). Measures the cold first call (loading
// the Hunspell dictionary and compromise's lexicon, once per process), the first call of each other
// week (new words: spelling look-ups and tags not cached yet), then, after a warm-up, N
// enhanceWeekly calls cycling through the weeks: median, p95 and mean ms per weekly report.
// The in-run baseline is a deep copy (JSON stringify + parse) plus a trim of every text of the same
// input: the cheapest thing any provider must do with a week.
import { createLocalProvider } from '../../apps/server/src/features/ai/local';
import type { TWeeklyEnhanceInput } from '../../apps/server/src/features/ai/provider';
import { studentWeeks } from '../../packages/writing-assistant/test/fixtures/student-weeks';

const CALLS = Number(process.env.BENCH_CALLS ?? 200);
const WARM_UP = 20;

// NaN for no samples, like the mean.
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const mean = samples.reduce((sum, v) => sum + v, 0) / samples.length;
  return { median: percentile(sorted, 50), p95: percentile(sorted, 95), mean };
}

function baseline(input: TWeeklyEnhanceInput) {
  const copy: TWeeklyEnhanceInput = JSON.parse(JSON.stringify(input));
  return {
    summary: copy.summary.trim(),
    days: copy.days.map((day) => day.description.trim()),
    operations: copy.operations.map((op) => op.description.trim()),
  };
}

const fmt = (ms: number) => `${ms.toFixed(3)} ms`;

async function main() {
  const provider = createLocalProvider();
  const signal = new AbortController().signal;
  const weeks = studentWeeks();
  const [first] = weeks;
  if (!first) throw new Error('the student fixture gives no week');
  /** The fixture weeks in turn. */
  const weekAt = (i: number) => weeks[i % weeks.length] ?? first;

  let started = performance.now();
  await provider.enhanceWeekly(first, signal);
  const cold = performance.now() - started;

  // The other weeks' first calls: dictionary loaded, but their words not yet in the caches.
  const unseen: number[] = [];
  for (const week of weeks.slice(1)) {
    started = performance.now();
    await provider.enhanceWeekly(week, signal);
    unseen.push(performance.now() - started);
  }

  for (let i = 0; i < WARM_UP; i += 1) await provider.enhanceWeekly(weekAt(i), signal);

  const local: number[] = [];
  const bare: number[] = [];
  let sink = 0;
  for (let i = 0; i < CALLS; i += 1) {
    const week = weekAt(i);
    started = performance.now();
    const out = await provider.enhanceWeekly(week, signal);
    local.push(performance.now() - started);
    started = performance.now();
    const copy = baseline(week);
    bare.push(performance.now() - started);
    sink += out.summary.length + copy.days.length;
  }

  const l = stats(local);
  const b = stats(bare);
  console.log(
    `local AI provider (${provider.model}), ${CALLS} enhanceWeekly calls over ${weeks.length} fixture weeks`,
  );
  console.log(`  cold first call (dictionary + lexicon load): ${fmt(cold)}`);
  console.log(
    `  first call of each other week (words not cached yet): ${unseen.map((ms) => ms.toFixed(1)).join(', ')} ms`,
  );
  console.log(
    `  local provider : median ${fmt(l.median)}, p95 ${fmt(l.p95)}, mean ${fmt(l.mean)} per weekly report`,
  );
  console.log(
    `  baseline copy  : median ${fmt(b.median)}, p95 ${fmt(b.p95)}, mean ${fmt(b.mean)} (JSON copy + trim)`,
  );
  console.log(`  ratio local / baseline (median): ${(l.median / b.median).toFixed(0)}×`);
  console.log(`  target: under 50 ms per weekly report warm — ${l.p95 < 50 ? 'met' : 'NOT met'}`);
  if (sink < 0) console.log(sink); // keeps the work observable
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
