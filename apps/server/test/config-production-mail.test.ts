// Security audit 2, finding 3: MAIL_TRANSPORT=console prints whole mails, reset links and codes
// included, to the log. Production refused it only without SMTP_URL; with one set it started,
// warning, and sent every code to the log.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ptlog-config-mail-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const production = (overrides: Record<string, string> = {}) => ({
  DATA_DIR: dataDir,
  APP_SECRET: 'a'.repeat(32),
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://pt.example',
  MAIL_FROM: 'no-reply@pt.example',
  ...overrides,
});

function problemsOf(values: Record<string, string>): string[] {
  try {
    loadConfig(values);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('MAIL_TRANSPORT=console in production', () => {
  it('is refused with SMTP_URL set too', () => {
    const problems = problemsOf(
      production({ SMTP_URL: 'smtps://u:p@mail.example', MAIL_TRANSPORT: 'console' }),
    );
    expect(problems).toEqual([
      expect.stringMatching(/^MAIL_TRANSPORT: console prints password-reset links and codes/),
    ]);
    expect(problems[0]).toContain('not allowed when NODE_ENV=production');
  });

  it('is refused without SMTP_URL, while smtp and log still start', () => {
    expect(problemsOf(production({ MAIL_TRANSPORT: 'console' }))).toEqual([
      expect.stringMatching(/^MAIL_TRANSPORT: console prints/),
    ]);
    const smtp = { SMTP_URL: 'smtps://u:p@mail.example' };
    expect(loadConfig(production(smtp)).mailTransport).toBe('smtp');
    expect(loadConfig(production({ ...smtp, MAIL_TRANSPORT: 'smtp' })).mailTransport).toBe('smtp');
    expect(loadConfig(production({ ...smtp, MAIL_TRANSPORT: 'log' })).mailTransport).toBe('log');
  });

  it('stays the mailbox of development, SMTP_URL or not', () => {
    const development = { DATA_DIR: dataDir, APP_SECRET: 'a'.repeat(32) };
    expect(loadConfig({ ...development, MAIL_TRANSPORT: 'console' }).mailTransport).toBe('console');
    const both = { ...development, SMTP_URL: 'smtp://mail.example', MAIL_TRANSPORT: 'console' };
    expect(loadConfig(both).mailTransport).toBe('console');
  });
});
