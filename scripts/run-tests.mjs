#!/usr/bin/env node
// The one test command (`npm test`): typecheck, lint, import cycles, migration drift, unit + API
// tests (on PGlite, and again on PostgreSQL when TEST_DATABASE_URL is set), then the browser suite
// against the built app.
// Every stage runs even when an earlier one failed, so one run shows everything that is broken;
// the last line is the plain `N passed, N failed` summary CI counts.
import { spawn, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const root = new URL('..', import.meta.url).pathname;
const reportDir = mkdtempSync(join(tmpdir(), 'ptlog-test-'));
const totals = { passed: 0, failed: 0 };
const failures = [];
const failedTests = [];

/** Counts a stage that passes or fails as a whole. */
function countStage(name, ok) {
  if (ok) totals.passed += 1;
  else {
    totals.failed += 1;
    failures.push(name);
  }
}

/** A stage that passes or fails as a whole: `body` runs its commands and says whether it passed. */
async function stage(name, body) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const ok = await body();
  console.log(
    `--- ${name}: ${ok ? 'ok' : 'FAILED'} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
  countStage(name, ok);
}

function check(name, command, args, env) {
  return stage(name, async () => (await runShown(command, args, env)).ok);
}

/** Runs a command with its output shown as it comes; answers when it has ended. */
function runShown(command, args, env = {}) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
    child.on('close', (status) =>
      resolve({ ok: status === 0, seconds: ((Date.now() - started) / 1000).toFixed(1) }),
    );
  });
}

/** Runs a command with its output kept (stdout and stderr in the order written). */
function runCaptured(command, args, env = {}) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) =>
      resolve({
        ok: status === 0,
        output: Buffer.concat(output).toString(),
        seconds: ((Date.now() - started) / 1000).toFixed(1),
      }),
    );
  });
}

/**
 * Stages of one command each that read the sources and write nothing (typechecks, lint, madge), run as
 * many at once as the machine has cores: ~90 s one after another on CI's 2 cores. Each one's
 * output is printed whole, in the order given, once all have ended.
 */
async function checksAtOnce(checks) {
  const results = new Array(checks.length);
  let next = 0;
  const worker = async () => {
    while (next < checks.length) {
      const index = next++;
      const { command, args } = checks[index];
      results[index] = await runCaptured(command, args);
    }
  };
  const workers = Math.min(checks.length, availableParallelism());
  await Promise.all(Array.from({ length: workers }, worker));
  checks.forEach(({ name }, index) => {
    const { ok, output, seconds } = results[index];
    console.log(`\n=== ${name} ===`);
    process.stdout.write(output);
    console.log(`--- ${name}: ${ok ? 'ok' : 'FAILED'} (${seconds} s, run beside the others)`);
    countStage(name, ok);
  });
}

/** Files under `dir`, relative to it. */
const filesUnder = (dir) =>
  readdirSync(dir, { recursive: true }).filter((file) => statSync(join(dir, file)).isFile());

// `drizzle-kit generate` against a copy of the committed migrations must find nothing to write: a
// schema change without its migration fails here. The repository itself is never written to.
function migrationsMatchSchema() {
  const server = join(root, 'apps/server');
  const committed = join(server, 'src/db/migrations');
  const scratch = mkdtempSync(join(tmpdir(), 'ptlog-migrations-'));
  try {
    const out = join(scratch, 'migrations');
    cpSync(committed, out, { recursive: true });
    const config = join(scratch, 'drizzle.config.ts');
    // The server's own config with another `out`, which drizzle-kit reads relative to its working
    // directory (even an absolute path).
    writeFileSync(
      config,
      `import config from ${JSON.stringify(join(server, 'drizzle.config.ts'))};\n` +
        `export default { ...config, out: ${JSON.stringify(relative(server, out))} };\n`,
    );
    // No TTY: drizzle-kit cannot ask about a rename; it then prints an error and still exits 0,
    // so the stage also needs its "No schema changes" (or a written file) to pass.
    const generated = spawnSync('npx', ['drizzle-kit', 'generate', `--config=${config}`], {
      cwd: server,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: 120_000,
    });
    process.stdout.write(generated.stdout ?? '');
    process.stderr.write(generated.stderr ?? '');
    const confirmed = /No schema changes/.test(`${generated.stdout}${generated.stderr}`);
    const drift = filesUnder(out).filter((file) => {
      const before = join(committed, file);
      return !existsSync(before) || !readFileSync(before).equals(readFileSync(join(out, file)));
    });
    if (drift.length === 0 && confirmed && generated.status === 0) return true;
    if (drift.length === 0) {
      console.log(
        '\nMigration drift check failed: drizzle-kit generate did not confirm that the schema ' +
          'matches the committed migrations (see above; a change it would ask about, such as a ' +
          'renamed column, is drift too). Run `npm run db:generate` and commit the migration.',
      );
      return false;
    }
    console.log(
      `\nMigration drift: apps/server/src/db/schema has changes that no committed migration holds.\n` +
        `drizzle-kit generate would write: ${drift.join(', ')}`,
    );
    for (const file of drift.filter((f) => f.endsWith('.sql'))) {
      console.log(`\n--- ${file}\n${readFileSync(join(out, file), 'utf8').trim()}`);
    }
    console.log('\nRun `npm run db:generate` and commit the new migration with the schema change.');
    return false;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

// Every workspace's own files with its own tsconfig; `@ptlog/shared` imports lead to another
// workspace and are not followed. Type-only imports count: a cycle of types is still a cycle.
const WORKSPACE_SOURCES = [
  ['packages/shared/src', 'packages/shared/tsconfig.json'],
  ['packages/writing-assistant', 'packages/writing-assistant/tsconfig.json'],
  ['apps/server/src', 'apps/server/tsconfig.json'],
  ['apps/web/src', 'apps/web/tsconfig.json'],
  ['e2e', 'e2e/tsconfig.json'],
  ['scripts', 'scripts/tsconfig.json'],
];

/** First line of an error: what it says, without ANSI colours or its stack. */
const firstLine = (text = '') =>
  stripVTControlCharacters(text)
    .split('\n')
    .find((line) => line.trim() !== '')
    ?.trim()
    .slice(0, 300) ?? '';

/** A test file that failed before any of its tests ran (it did not load). */
const failedToLoad = (file) => file.status === 'failed' && file.assertionResults.length === 0;

/**
 * Every test a vitest JSON report counts as not passed, with its file and first error line, so the
 * end of the output (all a CI log's tail may keep) names them.
 */
function failedTestsIn(report, stageName) {
  return report.testResults.flatMap((file) => {
    const path = relative(root, file.name);
    if (failedToLoad(file)) {
      return [`${stageName}: ${path}: ${firstLine(file.message) || 'the file failed to load'}`];
    }
    return file.assertionResults
      .filter((test) => test.status !== 'passed')
      .map(
        (test) =>
          `${stageName}: ${path} > ${test.fullName} (${test.status}): ` +
          firstLine(test.failureMessages?.[0]),
      );
  });
}

/** Starts one vitest run that writes its JSON report; its output shows as it comes or is kept. */
function startVitest(name, args, env, { captured = false } = {}) {
  const outputFile = join(reportDir, `${name.replace(/\W+/g, '-')}.json`);
  const command = [
    'vitest',
    'run',
    ...args,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${outputFile}`,
  ];
  const ended = (captured ? runCaptured : runShown)('npx', command, env);
  return { name, outputFile, captured, ended };
}

/** Waits for a started vitest run, prints what it kept, and counts it test by test. */
async function countVitest({ name, outputFile, captured, ended }) {
  const { ok, seconds, output } = await ended;
  if (captured) {
    console.log(`\n=== ${name} ===`);
    process.stdout.write(output);
  }
  let passed = 0;
  let failed = 0;
  try {
    const report = JSON.parse(readFileSync(outputFile, 'utf8'));
    passed = report.numPassedTests;
    failed = report.numFailedTests + report.numPendingTests + report.numTodoTests;
    // A suite that fails to load has no tests to count: count the file itself as a failure.
    failed += report.testResults.filter(failedToLoad).length;
    failedTests.push(...failedTestsIn(report, name));
  } catch {
    failed += 1;
  }
  if (!ok && failed === 0) failed = 1;
  if (ok && passed === 0) {
    console.log(`--- ${name}: ran no test`);
    failed += 1;
  }
  totals.passed += passed;
  totals.failed += failed;
  if (failed > 0) failures.push(name);
  const beside = captured ? ', run beside the stage before it' : '';
  console.log(`--- ${name}: ${passed} passed, ${failed} failed (${seconds} s${beside})`);
}

/** One vitest run as a stage of its own, its output shown as it comes. */
function vitest(name, args, env) {
  console.log(`\n=== ${name} ===`);
  return countVitest(startVitest(name, args, env));
}

const skipBrowser = process.argv.includes('--no-e2e');
const databaseUrl = process.env.TEST_DATABASE_URL;

await checksAtOnce([
  ...[
    'packages/shared',
    'packages/writing-assistant',
    'apps/server',
    'apps/web',
    'e2e',
    'scripts',
  ].map((project) => ({
    name: `typecheck ${project}`,
    command: 'npx',
    args: ['tsc', '-p', `${project}/tsconfig.json`],
  })),
  { name: 'lint', command: 'npx', args: ['biome', 'check', '.'] },
  ...WORKSPACE_SOURCES.map(([dir, tsconfig]) => ({
    name: `import cycles (madge) ${dir}`,
    command: 'npx',
    args: ['madge', '--circular', '--extensions', 'ts,tsx', '--ts-config', tsconfig, dir],
  })),
]);
await stage('migration drift (drizzle-kit generate)', migrationsMatchSchema);

// The API suite on PostgreSQL runs beside the one on PGlite: each is one vitest worker, and on CI's
// 2 cores the two together took 402 s against 298 + 194 s one after the other (2026-11-29). Their
// databases, free ports, temporary folders and Redis keys are each test file's own. The browser suite
// runs alone: it keeps both cores busy (87 % of them), so beside it the PostgreSQL run took 412 s
// instead of 194 and the pair saved 75 s of 967 while every wait in the browser grew.
console.log('\n=== unit and API tests (PGlite) ===');
const unitAndApiOnPglite = startVitest(
  'unit and API tests (PGlite)',
  ['shared', 'writing-assistant', 'web', 'web-isolated', 'api'].flatMap((name) => [
    '--project',
    name,
  ]),
  { TEST_DATABASE_URL: '' },
);
const apiOnPostgres =
  databaseUrl &&
  startVitest(
    'API tests (PostgreSQL)',
    ['--project', 'api'],
    { TEST_DATABASE_URL: databaseUrl },
    { captured: true },
  );
await countVitest(unitAndApiOnPglite);
if (apiOnPostgres) await countVitest(apiOnPostgres);
else console.log('\nTEST_DATABASE_URL is not set: the API suite ran on PGlite only.');

if (!skipBrowser) {
  await check('build web app', 'npm', ['run', 'build']);
  await vitest('browser tests', ['--config', 'e2e/vitest.config.ts']);
}

rmSync(reportDir, { recursive: true, force: true });
if (failures.length > 0) console.log(`\nFailed stages: ${failures.join('; ')}`);
for (const test of failedTests) console.log(`  ✗ ${test}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 ? 1 : 0);
