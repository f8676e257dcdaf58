import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { recordRequestTimes, takeRequestTimes } from './event-loop-report';

describe('the benches’ request times', () => {
  it('records each request from its first hook to its answer, and starts over once read', async () => {
    const app = Fastify();
    recordRequestTimes(app);
    app.get('/slow', async () => {
      await new Promise((resolve) => setTimeout(resolve, 30));
      return { ok: true };
    });
    app.get('/fast', async () => ({ ok: true }));
    takeRequestTimes();
    for (let index = 0; index < 3; index += 1) await app.inject({ url: '/fast' });
    await app.inject({ url: '/slow' });
    const times = takeRequestTimes();
    expect(times).toBeDefined();
    expect(times!.max).toBeGreaterThanOrEqual(29);
    expect(times!.p50).toBeLessThan(20);
    expect(takeRequestTimes()).toBeUndefined();
    await app.close();
  });
});
