import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildIfChanged, SERVER_BUILD } from './build-state';

const repoRoot = new URL('../..', import.meta.url).pathname;

export interface StartedServer {
  baseURL: string;
  /** The server process, for benches that read its memory from /proc. */
  pid: number;
  dataDir: string;
  /** Everything the server printed, for tests that read mails from the log transport. */
  output: () => string;
  stop: () => Promise<void>;
}

const ASSIGNMENT = /^([A-Z_]+)=(\S*)$/;

/**
 * How `npm run start:server` runs the server: the environment it sets (glibc's malloc arenas), then
 * node's arguments (its V8 memory flags, the bundle). Read from package.json so that benches and
 * browser tests run the server exactly as it ships.
 */
export function serverCommand(root = repoRoot): { env: Record<string, string>; args: string[] } {
  const packageJson = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const words = (packageJson.scripts['start:server'] ?? '').split(/\s+/);
  const env: Record<string, string> = {};
  while (ASSIGNMENT.test(words[0] ?? '')) {
    const [, name, value] = ASSIGNMENT.exec(words.shift()!)!;
    env[name!] = value!;
  }
  const [command, ...args] = words;
  if (command !== 'node' || args.length === 0) {
    throw new Error('package.json: "start:server" must be `[NAME=value …] node <flags> <entry>`');
  }
  return { env, args };
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(baseURL: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early with code ${child.exitCode}`);
    try {
      const response = await fetch(`${baseURL}/api/health/`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not become healthy within ${timeoutMs} ms`);
}

/**
 * Starts the real server as `npm start` does, on a fresh embedded database. Its bundle is rebuilt
 * first when a server source changed since the last build, so no bench measures stale code; the
 * web app is not (`npm run build`, or the bench's own build step). `nodeArgs` go to node before
 * the shipped ones (a bench's `--cpu-prof`).
 */
export async function startServer(
  env: Record<string, string> = {},
  options: {
    nodeArgs?: string[];
    /** Another checkout whose server (built there already) runs instead: an A/B of two versions. */
    root?: string;
  } = {},
): Promise<StartedServer> {
  const root = options.root ?? repoRoot;
  if (!options.root) buildIfChanged(repoRoot, SERVER_BUILD);
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'ptlog-e2e-'));
  const baseURL = `http://127.0.0.1:${port}`;
  let output = '';
  const shipped = serverCommand(root);
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), ...shipped.args], {
    cwd: root,
    env: {
      ...process.env,
      ...shipped.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: 'pglite://memory',
      PUBLIC_URL: baseURL,
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  try {
    await waitForHealth(baseURL, child, 60_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${(error as Error).message}\n--- server output ---\n${output}`);
  }
  return {
    baseURL,
    pid: child.pid ?? 0,
    dataDir,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
