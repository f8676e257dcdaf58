// The server runs one way everywhere: `npm run start:server` (package.json), which the benches,
// the browser tests and bundle.test.ts run through serverCommand, and the systemd unit in
// docs/operations.md, which an operator copies. The unit once lagged two V8 flags behind; this
// keeps the two the same.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { serverCommand } from './start-server';

const operations = readFileSync(new URL('../../docs/operations.md', import.meta.url), 'utf8');

describe('the shipped server command', () => {
  it('runs the bundle with glibc malloc arenas bounded (ADR 0023)', () => {
    const shipped = serverCommand();
    expect(shipped.args.at(-1)).toBe('apps/server/dist/server.mjs');
    expect(shipped.env).toEqual({ MALLOC_ARENA_MAX: '2' });
  });

  it('is what the systemd unit in docs/operations.md runs', () => {
    const shipped = serverCommand();
    const unitEnv = Object.fromEntries(
      [...operations.matchAll(/^Environment=([A-Z_]+)=(\S*)$/gm)].map(([, name, value]) => [
        name,
        value,
      ]),
    );
    expect(unitEnv).toEqual(shipped.env);
    const execStart = /^ExecStart=(.*)$/m.exec(operations)?.[1];
    expect(execStart).toBe(['/usr/bin/node', ...shipped.args].join(' '));
  });
});
