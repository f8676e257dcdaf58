import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quantile, runPaced } from './paced-load';

describe('quantile', () => {
  it('takes the nearest rank', () => {
    const values = Array.from({ length: 100 }, (_, index) => index + 1);
    expect(quantile(values, 0.5)).toBe(50);
    expect(quantile(values, 0.99)).toBe(99);
    expect(quantile([7], 0.99)).toBe(7);
    expect(quantile([], 0.5)).toBeNaN();
  });
});

describe('runPaced', () => {
  let server: http.Server;
  let baseURL: string;
  let answered = 0;
  beforeAll(async () => {
    // Answers at once, except the 10th request, held 200 ms.
    server = http.createServer((request, response) => {
      answered += 1;
      const delay = request.url === '/slow' && answered === 10 ? 200 : 0;
      setTimeout(() => response.end('ok'), delay);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('spreads the requests evenly over the run', async () => {
    const started = Date.now();
    const run = await runPaced(baseURL, { name: 'fast', next: () => ({ path: '/' }) }, 4, 1, 200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(run.rps).toBeGreaterThan(150);
    expect(run.rps).toBeLessThanOrEqual(210);
  });

  it('counts a stall against every request due during it, not only the one held', async () => {
    answered = 0;
    // One socket, a request due every 10 ms: the 20 due while the 10th is held wait behind it.
    const run = await runPaced(
      baseURL,
      { name: 'slow', next: () => ({ path: '/slow' }) },
      1,
      1,
      100,
    );
    // Most requests are not held; on a busy machine all of them wait a little (p50 near 100 ms
    // was seen under CI load), so the check is the gap the stall makes, not an absolute p50.
    expect(run.p99).toBeGreaterThan(150);
    expect(run.p99 - run.p50).toBeGreaterThan(100);
  });

  it('runs one paced load at a time, each measured on its own', async () => {
    const scenario = { name: 'fast', next: () => ({ path: '/' }) };
    const first = runPaced(baseURL, scenario, 2, 0.2, 100);
    await expect(runPaced(baseURL, scenario, 2, 0.2, 100)).rejects.toThrow(
      /one paced run at a time/,
    );
    expect((await first).rps).toBeGreaterThan(50);
    // The generator thread serves the next run too.
    expect((await runPaced(baseURL, scenario, 2, 0.2, 100)).rps).toBeGreaterThan(50);
  });

  it('fails on an answer that is not 2xx', async () => {
    const failing = http.createServer((_request, response) => {
      response.statusCode = 503;
      response.end();
    });
    await new Promise<void>((resolve) => failing.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(failing.address() as AddressInfo).port}`;
    await expect(
      runPaced(url, { name: 'down', next: () => ({ path: '/' }) }, 2, 0.1, 50),
    ).rejects.toThrow(/down: 5 answers not 2xx/);
    await new Promise<void>((resolve) => failing.close(() => resolve()));
  });
});
