import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import Queue from './postgres-queue';

// postgres.js's own queue, which the bundle replaces: the package exports no path to it.
const originalQueueUrl = pathToFileURL(
  path.resolve(import.meta.dirname, '../../../../node_modules/postgres/src/queue.js'),
).href;

type TAnyQueue = {
  readonly length: number;
  remove(item: number): number | null;
  push(item: number): number;
  shift(): number | undefined;
};

/** A pool's connections moving between two queues, as postgres.js moves them (index.js). */
function drivePool(queueOf: () => TAnyQueue, steps: number) {
  const open = queueOf();
  const busy = queueOf();
  const where = new Map<number, TAnyQueue>();
  for (const connection of [1, 2, 3]) {
    open.push(connection);
    where.set(connection, open);
  }
  const move = (connection: number, to: TAnyQueue) => {
    where.get(connection)!.remove(connection);
    to.push(connection);
    where.set(connection, to);
  };
  const trace: (number | undefined | null)[] = [];
  let seed = 7;
  const random = () => {
    seed = (seed * 48_271) % 2_147_483_647;
    return seed / 2_147_483_647;
  };
  for (let step = 0; step < steps; step += 1) {
    // A query: the longest-idle open connection, else the next busy one (shift), back on busy.
    const connection = open.length ? open.shift()! : busy.shift()!;
    trace.push(connection);
    move(connection, busy);
    // Now and then a connection answers all it was sent and goes back to open.
    if (random() < 0.05) {
      const idle = 1 + Math.floor(random() * 3);
      if (where.get(idle) === busy) move(idle, open);
    }
    trace.push(open.length, busy.length);
  }
  return { trace, busy };
}

describe("the server bundle's postgres.js queue", () => {
  it('serves a pool in the same order as the original', async () => {
    const original = (await import(originalQueueUrl)).default as () => TAnyQueue;
    expect(drivePool(() => Queue<number>(), 5_000).trace).toEqual(drivePool(original, 5_000).trace);
  });

  it('keeps a busy queue small however long it stays busy', () => {
    const { busy } = drivePool(() => Queue<number>(), 100_000);
    expect((busy as ReturnType<typeof Queue<number>>).slots).toBeLessThanOrEqual(2 * 64 + 3);
  });

  it('is first in, first out, removes from anywhere, and answers nothing when empty', () => {
    const queue = Queue(['a', 'b']);
    queue.push('c');
    queue.push('d');
    expect(queue.shift()).toBe('a');
    expect(queue.remove('c')).toBe('c');
    expect(queue.remove('a')).toBeNull();
    expect(queue.length).toBe(2);
    expect([queue.shift(), queue.shift(), queue.shift()]).toEqual(['b', 'd', undefined]);
    expect(queue.length).toBe(0);
    queue.push('e');
    expect(queue.shift()).toBe('e');
  });
});
