import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildLoggerOptions } from './logger';

describe('request logging', () => {
  it('never writes secrets from headers, query strings or logged bodies', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, callback) {
        lines.push(chunk.toString());
        callback();
      },
    });
    const app = Fastify({ logger: buildLoggerOptions({ logLevel: 'info' }, stream) });
    app.post('/api/auth/login/', async (request) => {
      request.log.info({ body: request.body }, 'login attempt');
      return { ok: true };
    });
    await app.inject({
      method: 'POST',
      url: '/api/auth/login/?token=query-secret-1',
      headers: { authorization: 'Bearer header-secret-2', cookie: 'refresh=cookie-secret-3' },
      payload: { username: 'amina@example.test', password: 'body-secret-4' },
    });
    await app.close();
    const output = lines.join('');
    expect(output).toContain('login attempt');
    expect(output).toContain('amina@example.test');
    for (const secret of [
      'query-secret-1',
      'header-secret-2',
      'cookie-secret-3',
      'body-secret-4',
    ]) {
      expect(output).not.toContain(secret);
    }
  });
});
