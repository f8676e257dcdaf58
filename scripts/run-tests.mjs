#!/usr/bin/env node
// The one test command (`npm test`): typecheck, lint, unit + API tests (on PGlite, and again on
// PostgreSQL when TEST_DATABASE_URL is set), then the browser suite against the built app.
// Every stage runs even when an earlier one failed, so one run shows everything that is broken;
// the last line is the plain `N passed, N failed` summary CI counts.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const reportDir = mkdtempSync(join(tmpdir(), 'ptlog-test-'));
const totals = { passed: 0, failed: 0 };
const failures = [];

function run(command, args, env = {}) {
  const started = Date.now();
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return { ok: result.status === 0, seconds: ((Date.now() - started) / 1000).toFixed(1) };
}

function check(name, command, args, env) {
  console.log(`\n=== ${name} ===`);
  const { ok, seconds } = run(command, args, env);
  console.log(`--- ${name}: ${ok ? 'ok' : 'FAILED'} (${seconds} s)`);
  if (ok) totals.passed += 1;
  else {
    totals.failed += 1;
    failures.push(name);
  }
}

function vitest(name, args, env) {
  console.log(`\n=== ${name} ===`);
  const outputFile = join(reportDir, `${name.replace(/\W+/g, '-')}.json`);
  const { ok, seconds } = run(
    'npx',
    [
      'vitest',
      'run',
      ...args,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${outputFile}`,
    ],
    env,
  );
  let passed = 0;
  let failed = 0;
  try {
    const report = JSON.parse(readFileSync(outputFile, 'utf8'));
    passed = report.numPassedTests;
    failed = report.numFailedTests + report.numPendingTests + report.numTodoTests;
    // A suite that fails to load has no tests to count: count the file itself as a failure.
    failed += report.testResults.filter(
      (file) => file.status === 'failed' && file.assertionResults.length === 0,
    ).length;
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
  console.log(`--- ${name}: ${passed} passed, ${failed} failed (${seconds} s)`);
}

const skipBrowser = process.argv.includes('--no-e2e');
const databaseUrl = process.env.TEST_DATABASE_URL;

for (const project of ['packages/shared', 'apps/server', 'apps/web', 'e2e', 'scripts']) {
  check(`typecheck ${project}`, 'npx', ['tsc', '-p', `${project}/tsconfig.json`]);
}
check('lint', 'npx', ['biome', 'check', '.']);

vitest(
  'unit and API tests (PGlite)',
  ['--project', 'shared', '--project', 'web', '--project', 'api'],
  {
    TEST_DATABASE_URL: '',
  },
);
if (databaseUrl) {
  vitest('API tests (PostgreSQL)', ['--project', 'api'], { TEST_DATABASE_URL: databaseUrl });
} else {
  console.log('\nTEST_DATABASE_URL is not set: the API suite ran on PGlite only.');
}

if (!skipBrowser) {
  check('build web app', 'npm', ['run', 'build']);
  vitest('browser tests', ['--config', 'e2e/vitest.config.ts']);
}

rmSync(reportDir, { recursive: true, force: true });
if (failures.length > 0) console.log(`\nFailed stages: ${failures.join('; ')}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 ? 1 : 0);
