// The operator audit's configuration findings: production mail, TRUST_PROXY, misspelt variables
// and one message per bad URL.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { toFastifyTrustProxy } from './lib/trust-proxy';

describe('loadConfig for operations', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'ptlog-config-ops-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const env = (overrides: Record<string, string> = {}) => ({
    DATA_DIR: dataDir,
    APP_SECRET: 'a'.repeat(32),
    ...overrides,
  });
  const production = (overrides: Record<string, string> = {}) =>
    env({ NODE_ENV: 'production', PUBLIC_URL: 'https://pt.example', ...overrides });

  function problemsOf(values: Record<string, string>): string[] {
    try {
      loadConfig(values);
    } catch (error) {
      if (error instanceof ConfigError) return error.problems;
      throw error;
    }
    throw new Error('expected a ConfigError');
  }

  it('requires SMTP_URL in production unless MAIL_TRANSPORT=log says no e-mail on purpose', () => {
    expect(problemsOf(production())).toEqual([
      expect.stringMatching(/^SMTP_URL: required when NODE_ENV=production.*MAIL_TRANSPORT=log/),
      expect.stringMatching(/^MAIL_FROM: required when NODE_ENV=production/),
    ]);
    expect(problemsOf(production({ MAIL_TRANSPORT: 'console' }))).toEqual([
      expect.stringMatching(/^MAIL_TRANSPORT: console prints password-reset links/),
    ]);
    expect(loadConfig(production({ MAIL_TRANSPORT: 'log' })).mailTransport).toBe('log');
    const sender = { SMTP_URL: 'smtps://u:p@mail.example', MAIL_FROM: 'no-reply@pt.example' };
    expect(loadConfig(production(sender)).mailTransport).toBe('smtp');
    // Development keeps the console as its mailbox.
    expect(loadConfig(env()).mailTransport).toBe('console');
    expect(problemsOf(env({ MAIL_TRANSPORT: 'smtp' }))).toEqual([
      'SMTP_URL: required when MAIL_TRANSPORT=smtp',
    ]);
    expect(problemsOf(env({ MAIL_TRANSPORT: 'pigeon' }))).toEqual([
      'MAIL_TRANSPORT: must be smtp, console or log',
    ]);
  });

  it('refuses a PUBLIC_URL under a path: the app is served at the root of its host', () => {
    // The web build, its router and the unsubscribe page use root-absolute paths, so every
    // mailed link would break behind a proxy that strips a prefix.
    for (const value of [
      'https://uni.example.ac.tz/ptlog/',
      'https://uni.example.ac.tz/ptlog',
      'http://localhost:3101/a/b',
      'https://pt.example/?x=1',
      'https://pt.example/#top',
    ]) {
      expect(problemsOf(env({ PUBLIC_URL: value })), value).toEqual([
        expect.stringMatching(
          /^PUBLIC_URL: must be the root of its host .*served at the root of a host \(a subdomain/,
        ),
      ]);
    }
    for (const value of ['https://pt.example', 'https://pt.example/', 'http://10.0.0.5:8080/']) {
      expect(loadConfig(env({ PUBLIC_URL: value })).publicUrl, value).toBe(
        value.replace(/\/$/, ''),
      );
    }
  });

  it('gives one message for a bad PUBLIC_URL, SMTP_URL, REDIS_URL or AI_BASE_URL', () => {
    expect(problemsOf(env({ PUBLIC_URL: 'logbook.example' }))).toEqual([
      'PUBLIC_URL: must be a URL starting with http:// or https://',
    ]);
    expect(problemsOf(env({ PUBLIC_URL: 'ftp://logbook.example' }))).toEqual([
      'PUBLIC_URL: must be a URL starting with http:// or https://',
    ]);
    expect(problemsOf(env({ SMTP_URL: 'mail.example:587' }))).toEqual([
      'SMTP_URL: must be a URL starting with smtp:// or smtps://',
    ]);
    expect(problemsOf(env({ SMTP_URL: 'http://mail.example' }))).toEqual([
      'SMTP_URL: must be a URL starting with smtp:// or smtps://',
    ]);
    expect(problemsOf(env({ REDIS_URL: 'localhost' }))).toHaveLength(1);
    expect(problemsOf(env({ AI_BASE_URL: 'x' }))).toHaveLength(1);
  });

  it.each([
    ['garbage', /"garbage" is not an IP address/],
    ['10.0.0.0/33', /"10.0.0.0\/33" has a prefix length outside 1 to 32/],
    ['10.0.0.0/0', /prefix length outside 1 to 32/],
    ['::1/129', /outside 1 to 128/],
    ['127.0.0.1, 10.0.0.0/x', /"10.0.0.0\/x" has an invalid range/],
    ['10.0.0.0/255.0.255.0', /has an invalid range/],
  ])('refuses TRUST_PROXY=%s with a message naming the bad entry', (value, message) => {
    const problems = problemsOf(env({ TRUST_PROXY: value }));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^TRUST_PROXY: /);
    expect(problems[0]).toMatch(message);
  });

  it.each([
    '127.0.0.1',
    '10.0.0.0/8, 192.168.1.0/255.255.255.0',
    'loopback, uniquelocal',
    '::1, fd00::/8',
    '2',
    'true',
  ])('accepts TRUST_PROXY=%s, and Fastify starts with it', async (value) => {
    const { trustProxy } = loadConfig(env({ TRUST_PROXY: value }));
    const app = Fastify({ trustProxy: toFastifyTrustProxy(trustProxy) });
    await app.ready();
    await app.close();
  });

  it('warns about variables that look like ours but are not, naming the likely one', () => {
    const config = loadConfig(
      env({
        DATABSE_URL: 'postgres://db/pt',
        SMTP_HOST: 'mail.example',
        Port: '8080',
        PUBLIC_ULR: 'https://pt.example',
        // Not ours and not near any of ours: no warning.
        HOME: '/root',
        PATH: '/usr/bin',
        PGPORT: '5432',
        NODE_OPTIONS: '--max-old-space-size=512',
        TEST_DATABASE_URL: 'postgres://db/test',
      }),
    );
    expect(config.database.kind).toBe('pglite');
    expect(config.warnings).toEqual([
      expect.stringMatching(
        /^DATABSE_URL is not a PT Logbook setting .*did you mean DATABASE_URL\?/,
      ),
      expect.stringMatching(/^PUBLIC_ULR .*did you mean PUBLIC_URL\?/),
      expect.stringMatching(/^Port .*did you mean PORT\?/),
      expect.stringMatching(/^SMTP_HOST .*did you mean SMTP_URL\?/),
    ]);
    expect(loadConfig(env()).warnings).toEqual([]);
  });

  it('warns when SMTP_URL is set but another mail transport is chosen', () => {
    expect(
      loadConfig(env({ SMTP_URL: 'smtp://mail.example', MAIL_TRANSPORT: 'log' })).warnings,
    ).toEqual(['SMTP_URL is set but MAIL_TRANSPORT=log: no mail is sent']);
  });
});
