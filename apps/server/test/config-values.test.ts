// Environment values that used to start the server silently wrong, or failed without naming the
// variable (README, Configuration: "the server refuses to start and names the bad variable").
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ptlog-config-values-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const env = (overrides: Record<string, string> = {}) => ({
  DATA_DIR: dataDir,
  APP_SECRET: 'a'.repeat(32),
  ...overrides,
});

/** The ConfigError's problems, or the warnings of a config that loaded. */
function outcome(values: Record<string, string>): { problems: string[]; warnings: string[] } {
  try {
    return { problems: [], warnings: [...loadConfig(env(values)).warnings] };
  } catch (error) {
    if (error instanceof ConfigError) return { problems: error.problems, warnings: [] };
    throw error;
  }
}

describe('NODE_ENV', () => {
  it.each(['Production', 'prod', 'PRODUCTION', 'productoin', 'dev'])(
    'refuses %s, which ran a development server without a word',
    (value) => {
      expect(outcome({ NODE_ENV: value }).problems).toEqual([
        'NODE_ENV: must be development, production, test (in lower case)',
      ]);
    },
  );

  it.each(['development', 'test', ' development '])('takes %j', (value) => {
    expect(loadConfig(env({ NODE_ENV: value })).nodeEnv).toBe(value.trim());
  });
});

describe('PAYMENT_NUMBERS and SUPPORT_WHATSAPP, held to the Admin Settings rules', () => {
  it.each([
    // Two numbers in one entry (a forgotten comma): the Admin Settings field refuses this.
    ['M-Pesa 0754 111 222 Airtel Money 0688 333 444', /^PAYMENT_NUMBERS: entry 1 holds two/],
    // A number with a digit missing: students would send money to it.
    ['M-Pesa 0754 111 222, M-Pesa 0754 111 22', /^PAYMENT_NUMBERS: entry 2 is not a provider/],
    ['M-Pesa 0754 111 222, Tigo 0754 111 222', /^PAYMENT_NUMBERS: entry 2 lists a number/],
  ])('refuses PAYMENT_NUMBERS=%j naming the variable and the entry', (value, expected) => {
    const { problems } = outcome({ PAYMENT_NUMBERS: value });
    expect(problems).toEqual([expect.stringMatching(expected)]);
  });

  it('refuses a SUPPORT_WHATSAPP that is not a Tanzanian number', () => {
    expect(outcome({ SUPPORT_WHATSAPP: '0754 111' }).problems).toEqual([
      expect.stringMatching(/^SUPPORT_WHATSAPP: must be a Tanzanian number/),
    ]);
  });

  it('takes what the Admin Settings form takes', () => {
    const config = loadConfig(
      env({
        PAYMENT_NUMBERS: ' M-Pesa 0754 111 222 , Airtel Money +255 688 333 444,',
        SUPPORT_WHATSAPP: '+255754111222',
      }),
    );
    expect(config.paymentNumbers).toEqual(['M-Pesa 0754 111 222', 'Airtel Money +255 688 333 444']);
    expect(config.supportWhatsapp).toBe('+255754111222');
    expect(loadConfig(env()).paymentNumbers).toEqual([]);
  });
});

describe('a DATABASE_URL postgres.js cannot read', () => {
  it.each([
    'postgres://ptlogbook:pa#ss@127.0.0.1:5432/ptlogbook',
    'postgres://ptlogbook:pa/ss+w@127.0.0.1:5432/ptlogbook',
    'postgres://ptlogbook:pa%zzss@127.0.0.1:5432/ptlogbook',
    'postgres://ptlogbook:pass@127.0.0.1:99999/ptlogbook',
    // Digits before the '#' still parse, as host ptlogbook port 12: the rest would be cut off.
    'postgres://ptlogbook:12#ss@127.0.0.1:5432/ptlogbook',
  ])('refuses %s naming DATABASE_URL, saying how to encode, without the password', (value) => {
    const { problems } = outcome({ DATABASE_URL: value });
    expect(problems).toEqual([expect.stringMatching(/^DATABASE_URL: .*# → %23, \/ → %2F/)]);
    expect(problems.join('\n')).not.toMatch(/pa#ss|pa\/ss|pass@|ss@/);
  });

  it.each([
    'postgres://ptlogbook:pa%23ss%2Fw%2B@127.0.0.1:5432/ptlogbook',
    'postgres://ptlogbook:pa+ss@db.example:5432/ptlogbook?sslmode=require',
    'postgresql://ptlogbook@/ptlogbook?host=/var/run/postgresql',
    'postgres://ptlogbook:secret@db1.example,db2.example:5432/ptlogbook',
    'pglite://memory',
  ])('takes %s', (value) => {
    expect(outcome({ DATABASE_URL: value }).problems).toEqual([]);
  });
});

describe('PT_START_DATE', () => {
  it.each(['1999-01-04', '2100-01-04'])(
    'refuses %s, outside the years the product knows (2000 to 2099)',
    (value) => {
      expect(outcome({ PT_START_DATE: value }).problems).toEqual([
        'PT_START_DATE: must fall in the years 2000 to 2099',
      ]);
    },
  );

  it('words a date that is no Monday once', () => {
    expect(outcome({ PT_START_DATE: '2026-03-10' }).problems).toEqual([
      'PT_START_DATE: must be a Monday written as YYYY-MM-DD',
    ]);
  });
});

describe('AI_PROVIDER=openai without AI_API_KEY', () => {
  const openai = { AI_PROVIDER: 'openai', AI_MODEL: 'gpt-4o-mini' };

  it('warns at start when it calls api.openai.com, which refuses every request without a key', () => {
    expect(outcome(openai).warnings).toEqual([expect.stringMatching(/^AI_API_KEY is not set/)]);
    expect(outcome({ ...openai, AI_BASE_URL: 'https://api.openai.com/v1/' }).warnings).toHaveLength(
      1,
    );
  });

  it('says nothing with a key, or for a local OpenAI-compatible server', () => {
    expect(outcome({ ...openai, AI_API_KEY: 'sk-test' }).warnings).toEqual([]);
    expect(outcome({ ...openai, AI_BASE_URL: 'http://127.0.0.1:11434/v1' }).warnings).toEqual([]);
  });
});
