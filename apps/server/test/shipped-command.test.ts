// The server runs one way everywhere: `npm run start:server` (package.json), which the benches,
// the browser tests and bundle.test.ts read, and the systemd unit in docs/operations.md, which an
// operator copies. The unit once lagged two V8 flags behind; this keeps the two the same.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverDir, shippedServerCommand } from './helpers/server-process';

const operations = readFileSync(path.join(serverDir, '../../docs/operations.md'), 'utf8');

describe('the shipped server command', () => {
  it('runs the bundle with glibc malloc arenas bounded (ADR 0023)', () => {
    const shipped = shippedServerCommand();
    expect(shipped.entry).toBe('apps/server/dist/server.mjs');
    expect(shipped.env).toEqual({ MALLOC_ARENA_MAX: '2' });
  });

  it('is what the systemd unit in docs/operations.md runs', () => {
    const shipped = shippedServerCommand();
    const unitEnv = Object.fromEntries(
      [...operations.matchAll(/^Environment=([A-Z_]+)=(\S*)$/gm)].map(([, name, value]) => [
        name,
        value,
      ]),
    );
    expect(unitEnv).toEqual(shipped.env);
    const execStart = /^ExecStart=(.*)$/m.exec(operations)?.[1];
    expect(execStart).toBe(['/usr/bin/node', ...shipped.flags, shipped.entry].join(' '));
  });
});
