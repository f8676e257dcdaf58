import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { framedMail } from '../src/features/mail/transport';
import { readableLogStream } from '../src/lib/logger';
import { buildTestApp } from './helpers/build-test-app';

// Issue 15 item 9: a developer must find the verification code in the server's output.
function collector() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      callback();
    },
  });
  return { lines, stream };
}

describe('development logs', () => {
  it('are one readable line per entry, without pid, hostname or request ids', async () => {
    const { lines, stream } = collector();
    const app = Fastify({ logger: { level: 'info', stream: readableLogStream(stream) } });
    app.get('/api/ping/', async (request) => {
      request.log.info({ week: 3 }, 'week read');
      return { ok: true };
    });
    await app.inject({ url: '/api/ping/' });
    await app.close();
    const line = lines.find((entry) => entry.includes('week read'));
    expect(line).toMatch(/^\[\d\d:\d\d:\d\d\] INFO.*week read.*week.*3/);
    expect(lines.join('\n')).not.toMatch(/"level":|hostname|"pid"|reqId/);
  });

  it('print an unsent mail as a framed block that stands out', () => {
    const block = framedMail({
      to: 'amina@example.test',
      subject: 'Your PT Logbook verification code',
      text: 'Your code is 482913.\nIt expires in 10 minutes.',
    });
    const lines = block.trim().split('\n');
    expect(lines[0]).toMatch(/^╔═{20,}/);
    expect(lines.at(-1)).toMatch(/^╚═{20,}/);
    expect(lines.slice(1, -1).every((line) => line.startsWith('║ '))).toBe(true);
    expect(block).toContain('MAIL NOT SENT (SMTP_URL is not set)');
    expect(block).toContain('║ Your code is 482913.');
  });

  describe('static files', () => {
    const distDir = mkdtempSync(path.join(os.tmpdir(), 'ptlog-logs-dist-'));
    afterAll(() => rmSync(distDir, { recursive: true, force: true }));

    it('log no per-request lines; API requests still do', async () => {
      mkdirSync(path.join(distDir, 'assets'));
      writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><div id="root"></div>');
      writeFileSync(path.join(distDir, 'assets', 'index-1a2b3c.js'), 'console.log(1);');
      const { lines, stream } = collector();
      const testApp = await buildTestApp(
        { WEB_DIST_DIR: distDir, LOG_LEVEL: 'info' },
        { deps: { logStream: stream } },
      );
      try {
        for (const url of ['/assets/index-1a2b3c.js', '/favicon.svg', '/index.html']) {
          await testApp.app.inject({ url });
        }
        await testApp.app.inject({ url: '/api/health/' });
      } finally {
        await testApp.close();
      }
      const requestLines = lines.filter((line) => line.includes('"url"'));
      expect(requestLines.some((line) => line.includes('/api/health/'))).toBe(true);
      expect(requestLines.filter((line) => /assets|index\.html/.test(line))).toEqual([]);
    });
  });
});
