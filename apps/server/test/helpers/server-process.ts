// A server as a child process of its own (shutdown.test.ts, bundle.test.ts): node with the given
// arguments in apps/server, only the environment given (plus PATH and HOME).
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

export const serverDir = path.resolve(import.meta.dirname, '../..');

export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

export interface TRunningServer {
  child: ChildProcess;
  output: () => string;
  exit: Promise<number | null>;
}

/** Runs `node <args>` in apps/server: from source by default, as `npm run dev` does. */
export function startServerProcess(
  env: Record<string, string>,
  args: readonly string[] = ['--import', 'tsx', 'src/server.ts'],
): TRunningServer {
  const child = spawn(process.execPath, args, {
    cwd: serverDir,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exit };
}

export async function waitForHealth(url: string, server: TRunningServer): Promise<void> {
  const deadline = Date.now() + 45_000; // a loaded CI machine starts slowly
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`server exited:\n${server.output()}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`server did not become healthy:\n${server.output()}`);
}
