import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, mailDomainOf } from './config';

describe('loadConfig', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'ptlog-config-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const env = (overrides: Record<string, string> = {}) => ({
    DATA_DIR: dataDir,
    APP_SECRET: 'a'.repeat(32),
    ...overrides,
  });

  function problemsOf(overrides: Record<string, string>): string[] {
    try {
      loadConfig(env(overrides));
    } catch (error) {
      if (error instanceof ConfigError) return error.problems;
      throw error;
    }
    throw new Error('expected a ConfigError');
  }

  it('applies the documented defaults and freezes the result', () => {
    const config = loadConfig(env());
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      database: { kind: 'pglite', dataDir: path.join(dataDir, 'db') },
      publicUrl: 'http://localhost:3000',
      seedDemo: true,
      logLevel: 'info',
      rateLimitMax: 300,
      broadcastRateLimitMax: 10,
      trustProxy: false,
      ai: { provider: 'local' },
    });
    // No placeholder numbers that look real (issue 15): staff set them in the admin settings.
    expect(config.paymentNumbers).toEqual([]);
    expect(config.supportWhatsapp).toBe('');
    expect(config.webDistDir).toBe(path.resolve(import.meta.dirname, '../../web/dist'));
    expect(Object.isFrozen(config)).toBe(true);
    expect(Object.isFrozen(config.ai)).toBe(true);
  });

  it('picks the database engine from DATABASE_URL and SEED_DEMO defaults to match', () => {
    expect(loadConfig(env({ DATABASE_URL: 'pglite://memory' }))).toMatchObject({
      database: { kind: 'pglite-memory' },
      seedDemo: true,
    });
    const postgres = loadConfig(env({ DATABASE_URL: 'postgresql://u@db.internal:5432/pt' }));
    expect(postgres.database).toEqual({
      kind: 'postgres',
      url: 'postgresql://u@db.internal:5432/pt',
    });
    expect(postgres.seedDemo).toBe(false);
    expect(problemsOf({ DATABASE_URL: 'mysql://x' })[0]).toMatch(/^DATABASE_URL:/);
  });

  it.each(['abc', '70000', '-1', '3000.5'])('rejects PORT=%s', (port) => {
    expect(problemsOf({ PORT: port })).toEqual([expect.stringMatching(/^PORT: /)]);
  });

  it.each(['2026-03-10', '2026-02-30', '09/03/2026', 'monday'])(
    'rejects PT_START_DATE=%s (must be a real Monday)',
    (date) => {
      expect(problemsOf({ PT_START_DATE: date })).toEqual([
        'PT_START_DATE: must be a Monday written as YYYY-MM-DD',
      ]);
    },
  );

  it('accepts a Monday PT_START_DATE', () => {
    expect(loadConfig(env({ PT_START_DATE: '2026-03-09' })).ptStartDate).toBe('2026-03-09');
  });

  it('lists every bad variable in one clear message', () => {
    expect(() => loadConfig(env({ PORT: 'x', LOG_LEVEL: 'loud', REDIS_URL: 'http://r' }))).toThrow(
      /Invalid configuration:\n {2}- PORT: .*\n {2}- REDIS_URL: .*\n {2}- LOG_LEVEL: /s,
    );
  });

  it('requires a long APP_SECRET in production', () => {
    const production = {
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      SMTP_URL: 'smtp://mail.example',
      MAIL_FROM: 'PT Logbook <no-reply@pt.example>',
    };
    expect(() => loadConfig(production)).toThrow(/APP_SECRET: required when NODE_ENV=production/);
    expect(() => loadConfig({ ...production, APP_SECRET: 'short' })).toThrow(/APP_SECRET/);
    expect(
      loadConfig({ ...production, APP_SECRET: 's'.repeat(40), PUBLIC_URL: 'https://pt.example' })
        .appSecret,
    ).toBe('s'.repeat(40));
  });

  it('creates no demo accounts in production, and refuses SEED_DEMO=1 there', () => {
    const production = env({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://pt.example',
      SMTP_URL: 'smtp://mail.example',
      MAIL_FROM: 'PT Logbook <no-reply@pt.example>',
    });
    // The embedded database, as `NODE_ENV=production … DATA_DIR=… node server.mjs` starts it.
    expect(loadConfig(production).seedDemo).toBe(false);
    expect(loadConfig({ ...production, DATABASE_URL: 'pglite://memory' }).seedDemo).toBe(false);
    expect(loadConfig({ ...production, SEED_DEMO: '0' }).seedDemo).toBe(false);
    for (const on of ['1', 'true', 'yes']) {
      expect(problemsOf({ ...production, SEED_DEMO: on })).toEqual([
        expect.stringMatching(/^SEED_DEMO: must not be 1 when NODE_ENV=production/),
      ]);
    }
    // Development and tests keep the demo accounts on the embedded database.
    expect(loadConfig(env({ NODE_ENV: 'test' })).seedDemo).toBe(true);
    expect(loadConfig(env({ NODE_ENV: 'test', SEED_DEMO: '1' })).seedDemo).toBe(true);
  });

  it('derives PUBLIC_URL from the listening port, and requires it in production', () => {
    expect(loadConfig(env({ PORT: '3101' })).publicUrl).toBe('http://localhost:3101');
    expect(loadConfig(env({ PORT: '8080', HOST: '0.0.0.0' })).publicUrl).toBe(
      'http://localhost:8080',
    );
    expect(loadConfig(env({ PORT: '8080', HOST: '10.0.0.5' })).publicUrl).toBe(
      'http://10.0.0.5:8080',
    );
    expect(loadConfig(env({ PORT: '3101', PUBLIC_URL: 'https://pt.example/' })).publicUrl).toBe(
      'https://pt.example',
    );
    expect(problemsOf({ NODE_ENV: 'production' })).toContainEqual(
      expect.stringMatching(/^PUBLIC_URL: required when NODE_ENV=production/),
    );
    expect(
      loadConfig(
        env({
          NODE_ENV: 'production',
          PUBLIC_URL: 'https://pt.example',
          SMTP_URL: 'smtp://mail.example',
          MAIL_FROM: 'no-reply@pt.example',
        }),
      ).publicUrl,
    ).toBe('https://pt.example');
  });

  it('refuses a production start that would send mail from localhost (audit A2 finding 6)', () => {
    const production = {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://pt.example',
      SMTP_URL: 'smtp://mail.example',
    };
    expect(problemsOf(production)).toEqual([
      "MAIL_FROM: required when NODE_ENV=production, the sender of every mail in your own domain (e.g. MAIL_FROM='PT Logbook <no-reply@logbook.example.ac.tz>')",
    ]);
    for (const local of [
      'PT Logbook <no-reply@localhost>',
      'no-reply@LOCALHOST',
      'PT Logbook <no-reply@pt.localhost>',
      'PT Logbook <no-reply@mailhost>',
      'PT Logbook',
    ]) {
      expect(problemsOf({ ...production, MAIL_FROM: local })).toEqual([
        expect.stringMatching(
          /^MAIL_FROM: must be an address in a real domain when NODE_ENV=production, not ".+": mail servers reject or junk mail from it \(e\.g\. MAIL_FROM=/,
        ),
      ]);
    }
    const config = loadConfig(
      env({ ...production, MAIL_FROM: 'PT Logbook <no-reply@Logbook.Example.ac.tz>' }),
    );
    expect(config.mailFrom).toBe('PT Logbook <no-reply@Logbook.Example.ac.tz>');
    expect(config.mailDomain).toBe('logbook.example.ac.tz');
    // MAIL_TRANSPORT=log sends nothing, so the sender does not matter there.
    expect(loadConfig(env({ ...production, MAIL_TRANSPORT: 'log' })).mailFrom).toBe(
      'PT Logbook <no-reply@localhost>',
    );
  });

  it('lists every missing production setting at once, MAIL_FROM included (operator audit, defect 9)', () => {
    let problems: string[] = [];
    try {
      loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir });
    } catch (error) {
      if (error instanceof ConfigError) problems = error.problems;
    }
    expect(problems.map((problem) => problem.split(':')[0])).toEqual([
      'APP_SECRET',
      'PUBLIC_URL',
      'SMTP_URL',
      'MAIL_FROM',
    ]);
    // Without e-mail on purpose, no sender is needed.
    const withoutMail = { NODE_ENV: 'production', PUBLIC_URL: 'https://pt.example' };
    expect(loadConfig(env({ ...withoutMail, MAIL_TRANSPORT: 'log' })).mailTransport).toBe('log');
  });

  it('starts outside production with the localhost sender, warning only when mail goes out', () => {
    const development = loadConfig(env());
    expect(development.mailFrom).toBe('PT Logbook <no-reply@localhost>');
    expect(development.mailDomain).toBe('localhost');
    expect(development.warnings).toEqual([]);
    expect(loadConfig(env({ SMTP_URL: 'smtp://127.0.0.1:2525' })).warnings).toEqual([
      'MAIL_FROM is "PT Logbook <no-reply@localhost>": real mail servers reject or junk mail from it (set MAIL_FROM to an address in your own domain)',
    ]);
    const catcher = { SMTP_URL: 'smtp://127.0.0.1:2525', MAIL_FROM: 'no-reply@pt.example' };
    expect(loadConfig(env(catcher)).warnings).toEqual([]);
  });

  it("takes the Message-ID domain from MAIL_FROM's address, not its display name", () => {
    expect(mailDomainOf('PT Logbook <no-reply@logbook.example.ac.tz>')).toBe(
      'logbook.example.ac.tz',
    );
    expect(mailDomainOf('no-reply@Logbook.Example.ac.tz')).toBe('logbook.example.ac.tz');
    expect(mailDomainOf('"PT@Logbook" <no-reply@pt.example>')).toBe('pt.example');
    expect(mailDomainOf('PT Logbook')).toBeUndefined();
    expect(mailDomainOf('PT Logbook <no-reply@>')).toBeUndefined();
  });

  it('generates a development secret once, private to the owner, and reuses it', () => {
    const dir = path.join(dataDir, 'fresh');
    const first = loadConfig({ DATA_DIR: dir });
    const file = path.join(dir, 'app-secret');
    expect(first.appSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(file, 'utf8').trim()).toBe(first.appSecret);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: dir }).appSecret).toBe(first.appSecret);
  });

  it('parses TRUST_PROXY, SEED_DEMO and list variables', () => {
    expect(loadConfig(env({ TRUST_PROXY: 'true' })).trustProxy).toBe(true);
    expect(loadConfig(env({ TRUST_PROXY: '2' })).trustProxy).toBe(2);
    expect(loadConfig(env({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' })).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
    expect(loadConfig(env({ SEED_DEMO: '0' })).seedDemo).toBe(false);
    expect(problemsOf({ SEED_DEMO: 'maybe' })[0]).toMatch(/^SEED_DEMO:/);
    expect(
      loadConfig(env({ PAYMENT_NUMBERS: 'M-Pesa 0754 111 222, ,Airtel 0784 333 444' }))
        .paymentNumbers,
    ).toEqual(['M-Pesa 0754 111 222', 'Airtel 0784 333 444']);
  });

  it('reads the reminder times in East Africa Time and refuses bad ones', () => {
    expect(loadConfig(env()).reminders).toEqual({
      enabled: true,
      studentAt: 'thu 16:00',
      supervisorAt: 'mon 09:00',
      supervisorAfterDays: 3,
    });
    const custom = loadConfig(
      env({ REMINDER_STUDENT_AT: 'Fri 17:30', REMINDERS_ENABLED: '0' }),
    ).reminders;
    expect(custom).toMatchObject({ enabled: false, studentAt: 'fri 17:30' });
    expect(problemsOf({ REMINDER_SUPERVISOR_AT: 'monday 9am' })[0]).toMatch(
      /^REMINDER_SUPERVISOR_AT: must be a weekday and a time/,
    );
  });

  it('reads S3_URL into a path-style bucket target, and names what is wrong with a bad one', () => {
    expect(loadConfig(env()).s3).toBeUndefined();
    expect(
      loadConfig(
        env({ S3_URL: 'http://minio:minio%2Fs3cr%2Bt@127.0.0.1:9000/ptlog?region=af-south-1' }),
      ).s3,
    ).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'ptlog',
      prefix: '',
      region: 'af-south-1',
      accessKeyId: 'minio',
      secretAccessKey: 'minio/s3cr+t',
    });
    expect(
      loadConfig(env({ S3_URL: 'https://K:S@s3.example.org/files/ptlog/prod/' })).s3,
    ).toMatchObject({
      endpoint: 'https://s3.example.org',
      bucket: 'files',
      prefix: 'ptlog/prod/',
      region: 'us-east-1',
    });
    const problem = (value: string) => problemsOf({ S3_URL: value })[0] ?? '';
    expect(problem('ftp://K:S@host/ptlog')).toMatch(
      /^S3_URL: must start with http:\/\/ or https:\/\//,
    );
    expect(problem('http://127.0.0.1:9000/ptlog')).toMatch(
      /^S3_URL: must carry the access key and the secret/,
    );
    expect(problem('http://K:S@127.0.0.1:9000/')).toMatch(/^S3_URL: must name the bucket/);
    expect(problem('http://K:S@127.0.0.1:9000/My_Bucket')).toMatch(
      /bucket "My_Bucket" is not a valid name/,
    );
    expect(problem('http://K:S@127.0.0.1:9000/ptlog?regoin=x')).toBe(
      'S3_URL: unknown option regoin (only region is read)',
    );
    expect(problem('not a url')).toMatch(/^S3_URL: must be a URL shaped/);
    // The secret never appears in a problem.
    expect(problemsOf({ S3_URL: 'http://K:TopSecret@127.0.0.1:9000/B' }).join()).not.toContain(
      'TopSecret',
    );
  });

  it('requires AI_MODEL with the openai provider', () => {
    expect(problemsOf({ AI_PROVIDER: 'openai' })).toEqual([
      'AI_MODEL: required when AI_PROVIDER=openai',
    ]);
    expect(
      loadConfig(
        env({
          AI_PROVIDER: 'openai',
          AI_MODEL: 'llama3.1',
          AI_BASE_URL: 'http://127.0.0.1:11434/v1/',
        }),
      ).ai,
    ).toMatchObject({
      provider: 'openai',
      model: 'llama3.1',
      baseUrl: 'http://127.0.0.1:11434/v1',
    });
  });

  it('refuses a user name or password in AI_BASE_URL, without repeating it', () => {
    for (const url of [
      'http://proxyuser:S3cretProxyPass@127.0.0.1:8080/v1',
      'https://key@ai.example/v1',
    ]) {
      const problems = problemsOf({ AI_PROVIDER: 'openai', AI_MODEL: 'm', AI_BASE_URL: url });
      expect(problems).toEqual([
        expect.stringMatching(/^AI_BASE_URL: must not carry a user name or password/),
      ]);
      expect(problems.join()).not.toContain('S3cretProxyPass');
    }
  });
});
