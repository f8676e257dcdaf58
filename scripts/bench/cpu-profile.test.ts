import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { summarizeCpuProfile, type TCpuProfile } from './cpu-profile';

const frame = (id: number, functionName: string, url = '') => ({
  id,
  callFrame: { functionName, url, lineNumber: id },
});

/** One sample of each node, every `step` µs from 1,000 µs on. */
function profileOf(sampled: number[], step = 100): TCpuProfile {
  return {
    nodes: [
      frame(1, '(root)'),
      frame(2, '(idle)'),
      frame(3, '(garbage collector)'),
      frame(4, 'writev'),
      frame(5, 'send', 'file:///srv/node_modules/fastify/lib/reply.js'),
      frame(6, 'safeParse', 'file:///srv/node_modules/@zod/core/schemas.js'),
      frame(7, 'weeklyAnswerOf', 'file:///srv/apps/server/dist/server.mjs'),
      frame(8, 'emit', 'node:events'),
      frame(9, 'writev', 'file:///srv/node_modules/ws/lib/sender.js'),
    ],
    startTime: 1_000,
    samples: sampled,
    timeDeltas: sampled.map(() => step),
  };
}

describe('summarizeCpuProfile', () => {
  it('counts each kind of work per request, and idle time not at all', () => {
    const profile = profileOf([2, 2, 3, 4, 4, 5, 6, 7, 7, 7, 8, 9]);
    const summary = summarizeCpuProfile(profile, [{ fromUs: 0, toUs: 10_000 }], 2);
    expect(Object.fromEntries(summary.kinds.map(({ kind, us }) => [kind, us]))).toEqual({
      'the server bundle': 150,
      'socket writes (system calls)': 100,
      'garbage collection': 50,
      fastify: 50,
      '@zod/core': 50,
      'Node and V8': 50,
      // A package's own function named like a system call is the package's.
      ws: 50,
    });
    expect(summary.busy).toBe(500);
    expect(summary.kinds[0]).toEqual({ kind: 'the server bundle', us: 150 });
    expect(summary.functions[0]).toEqual({ name: 'weeklyAnswerOf server.mjs:8', us: 150 });
  });

  it('takes only the samples inside the windows', () => {
    // Samples at 1,100, 1,200, … 1,800 µs.
    const profile = profileOf([7, 7, 4, 4, 5, 5, 3, 3]);
    const summary = summarizeCpuProfile(
      profile,
      [
        { fromUs: 1_100, toUs: 1_200 },
        { fromUs: 1_700, toUs: 1_800 },
      ],
      1,
    );
    expect(summary.kinds).toEqual([
      { kind: 'the server bundle', us: 200 },
      { kind: 'garbage collection', us: 200 },
    ]);
  });

  it('counts our functions with what they call, each once per sample', () => {
    const profile = profileOf([6, 6, 7, 5, 10]);
    // weeklyAnswerOf (7) calls safeParse (6) and itself (10), which calls nothing; send (5) is
    // not under it.
    profile.nodes[6]!.children = [6, 10];
    profile.nodes.push({
      ...frame(10, 'weeklyAnswerOf', 'file:///srv/apps/server/dist/server.mjs'),
    });
    profile.nodes[9]!.callFrame.lineNumber = 7;
    const summary = summarizeCpuProfile(profile, [{ fromUs: 0, toUs: 10_000 }], 1);
    expect(summary.ours).toEqual([{ name: 'weeklyAnswerOf server.mjs:8', us: 400 }]);
  });

  it('counts a package bundled into the server as that package', () => {
    const dist = join(mkdtempSync(join(tmpdir(), 'ptlog-cpu-')), 'apps/server/dist');
    mkdirSync(dist, { recursive: true });
    const file = join(dist, 'chunk.mjs');
    writeFileSync(
      file,
      [
        '// src/db/client.ts',
        'function openPostgres() {}',
        '// ../../node_modules/postgres/src/connection.js',
        'function execute() {}',
        '// src/db/postgres-queue.ts',
        'function Queue() {}',
      ].join('\n'),
    );
    const url = pathToFileURL(file).href;
    const profile: TCpuProfile = {
      nodes: [1, 3, 5].map((line) => ({
        id: line,
        callFrame: { functionName: `at${line}`, url, lineNumber: line },
      })),
      startTime: 0,
      samples: [1, 3, 3, 5],
      timeDeltas: [100, 100, 100, 100],
    };
    const summary = summarizeCpuProfile(profile, [{ fromUs: 0, toUs: 1_000 }], 1);
    expect(summary.kinds).toEqual([
      { kind: 'the server bundle', us: 200 },
      { kind: 'postgres', us: 200 },
    ]);
    expect(summary.ours.map(({ name }) => name).sort()).toEqual([
      'at1 chunk.mjs:2',
      'at5 chunk.mjs:6',
    ]);
  });
});
