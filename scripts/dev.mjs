#!/usr/bin/env node
// `npm run dev`: the API server in watch mode (it restarts when a file it loads changes) and Vite's
// dev server (hot reload, with /api proxied to the server on PORT, default 3000), in one terminal. Each line
// is prefixed with the name of the process that printed it. Ctrl-C, or either process exiting,
// stops both.
//
// The two run in their own process groups, so a Ctrl-C reaches only this script, which sends each
// one a single SIGTERM: a second signal would make the server skip its graceful shutdown (and
// leave the embedded database locked).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';

const root = new URL('..', import.meta.url).pathname;
const WEB_PORT = 5173;
const API_PORT = process.env.PORT ?? '3000';
/** The server gives itself 25 s to finish its requests; after that, both are killed. */
const FORCE_KILL_AFTER_MS = 30_000;

const viteBin = join(
  dirname(createRequire(join(root, 'apps/web/package.json')).resolve('vite/package.json')),
  'bin/vite.js',
);
const color = process.stdout.isTTY;
const paint = (code, text) => (color ? `\x1b[${code}m${text}\x1b[0m` : text);

const processes = [
  {
    name: 'api',
    colorCode: 36,
    command: process.execPath,
    args: ['--watch', '--import', 'tsx', 'apps/server/src/server.ts'],
    cwd: root,
    // Links in e-mails (printed to this console without SMTP_URL) open the dev app.
    env: { PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${WEB_PORT}` },
  },
  {
    name: 'web',
    colorCode: 35,
    command: process.execPath,
    args: [viteBin, '--port', String(WEB_PORT), '--strictPort'],
    cwd: join(root, 'apps/web'),
    env: { API_PORT },
  },
];

function say(message) {
  console.log(`${paint(33, '[dev]')} ${message}`);
}

/** Copies a child's output line by line, each line with the child's prefix. */
function forward(stream, target, prefix) {
  createInterface({ input: stream, crlfDelay: Number.POSITIVE_INFINITY }).on('line', (line) => {
    target.write(`${prefix} ${line}\n`);
  });
}

let stopping = false;
let exitCode = 0;
let running = 0;

function stopAll(reason) {
  if (stopping) return;
  stopping = true;
  say(`${reason}: stopping`);
  for (const entry of processes) {
    if (entry.child && entry.child.exitCode === null && entry.child.signalCode === null) {
      entry.child.kill('SIGTERM');
    }
  }
  setTimeout(() => {
    for (const entry of processes) {
      // The whole group: `node --watch` runs the server in a child of its own.
      if (entry.child?.pid) {
        try {
          process.kill(-entry.child.pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }
    }
    process.exit(exitCode || 1);
  }, FORCE_KILL_AFTER_MS).unref();
}

for (const entry of processes) {
  const prefix = paint(entry.colorCode, `[${entry.name}]`);
  const child = spawn(entry.command, entry.args, {
    cwd: entry.cwd,
    env: { ...process.env, ...(color ? { FORCE_COLOR: '1' } : {}), ...entry.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  entry.child = child;
  running += 1;
  forward(child.stdout, process.stdout, prefix);
  forward(child.stderr, process.stderr, prefix);
  child.on('error', (error) => {
    say(`${entry.name} could not start: ${error.message}`);
  });
  child.on('close', (code, signal) => {
    running -= 1;
    if (!stopping) {
      exitCode = code || 1;
      stopAll(`${entry.name} exited (${signal ?? `code ${code}`})`);
    }
    if (running === 0) process.exit(exitCode);
  });
}

say(
  `API on http://localhost:${API_PORT}, the app on http://localhost:${WEB_PORT} (Ctrl-C stops both)`,
);
process.on('SIGINT', () => stopAll('Ctrl-C'));
process.on('SIGTERM', () => stopAll('SIGTERM'));
process.on('SIGHUP', () => stopAll('SIGHUP'));
