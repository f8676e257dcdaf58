// A command's source (apps/server/src/cli/<script>.ts) run as `npm run <script>` runs it: its own
// node process from the repository root, through tsx, in development, with no DATABASE_URL unless
// `env` gives one.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../..', import.meta.url));

export interface TCliRun {
  code: number;
  stdout: string;
  stderr: string;
}

export function runCli(script: string, args: string[], env: Record<string, string>) {
  return new Promise<TCliRun>((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', `apps/server/src/cli/${script}.ts`, ...args],
      { cwd: root, env: { ...process.env, DATABASE_URL: '', NODE_ENV: 'development', ...env } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
    );
  });
}
