import path from 'node:path';
import { LIMITS } from '@ptlog/shared';
import { z } from 'zod';
import { postgresUrlReadable, UNREADABLE_DATABASE_URL } from './config-database-url';
import {
  DEVELOPMENT_MAIL_FROM,
  isLocalMailDomain,
  mailDomainOf,
  mailProblems,
  mailTransportOf,
} from './config-mail';
import { parseS3Url } from './config-s3-url';
import { paymentNumbers, supportWhatsapp } from './config-support-contacts';
import { unknownVariableWarnings } from './config-unknown-names';
import { hasCredentials, publicUrl, urlWithScheme } from './config-urls';
import { isIsoMonday } from './features/calendar/placement-dates';
import { readOrCreateAppSecret } from './lib/app-secret';
import { parseTrustProxy } from './lib/trust-proxy';
import { serverPath } from './paths';

const DEFAULT_WEB_DIST_DIR = serverPath('../web/dist');
const MIN_SECRET_LENGTH = 32;

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const flag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no'])
  .transform((value) => value === '1' || value === 'true' || value === 'yes');

const integerIn = (min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, `must be a whole number from ${min} to ${max}`)
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));

const s3Url = z
  .string()
  .trim()
  .transform((value, context) => {
    const target = parseS3Url(value);
    if (typeof target !== 'string') return target;
    context.addIssue({ code: 'custom', message: target });
    return z.NEVER;
  });

/** 'thu 16:00': a weekday and a time of day in East Africa Time (reminders, issue 17). */
const weeklyTime = z
  .string()
  .trim()
  .toLowerCase()
  .regex(
    /^(mon|tue|wed|thu|fri|sat|sun) ([01]\d|2[0-3]):[0-5]\d$/,
    "must be a weekday and a time in East Africa Time, e.g. 'thu 16:00'",
  );

const placementStartInRange = (value: string) => {
  const year = Number(value.slice(0, 4));
  return year >= LIMITS.DATE_YEAR_MIN && year <= LIMITS.DATE_YEAR_MAX;
};

const NODE_ENVS = ['development', 'production', 'test'] as const;

const envSchema = z.object({
  /** Anything else ('Production', 'prod') would run a development server without a word. */
  NODE_ENV: z
    .string()
    .trim()
    .pipe(z.enum(NODE_ENVS, { message: `must be ${NODE_ENVS.join(', ')} (in lower case)` }))
    .default('development'),
  PORT: integerIn(0, 65535).default(3000),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  DATABASE_URL: z
    .string()
    .trim()
    .refine(
      (value) => value === '' || /^(postgres|postgresql):\/\/.+|^pglite:\/\/memory$/.test(value),
      {
        message:
          'must be postgres://…, postgresql://… or pglite://memory (unset for the embedded db)',
      },
    )
    .refine(postgresUrlReadable, { message: UNREADABLE_DATABASE_URL })
    .optional(),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  APP_SECRET: z
    .string()
    .min(MIN_SECRET_LENGTH, `must be at least ${MIN_SECRET_LENGTH} characters`)
    .optional(),
  /** Unset: derived from HOST and PORT (required in production, where a proxy sits in front). */
  PUBLIC_URL: publicUrl.optional(),
  SMTP_URL: urlWithScheme(['smtp', 'smtps']).optional(),
  /**
   * Unset: smtp with SMTP_URL, else console (development: whole mails printed). `log` runs without
   * e-mail on purpose and prints only recipient and subject, never a body with a link or code.
   */
  MAIL_TRANSPORT: z
    .enum(['smtp', 'console', 'log'], { message: 'must be smtp, console or log' })
    .optional(),
  /** Unset: no-reply@localhost, for development only (production refuses it: mailFromProblem). */
  MAIL_FROM: z.string().trim().min(3).optional(),
  AI_PROVIDER: z.enum(['local', 'openai']).default('local'),
  AI_BASE_URL: urlWithScheme(['http', 'https'])
    .refine((value) => !hasCredentials(value), {
      message:
        'must not carry a user name or password (user:password@host): fetch refuses such a URL, ' +
        'and the password would be written to the log; put the key in AI_API_KEY',
    })
    .default('https://api.openai.com/v1'),
  AI_API_KEY: optionalText,
  AI_MODEL: optionalText,
  // Below the 90 s the web waits for an enhancement (weekly-report/api.ts ENHANCE_TIMEOUT_MS): a
  // later answer reaches a page that gave up, and the server, seeing the cancel, writes nothing.
  AI_TIMEOUT_MS: integerIn(1000, 600_000)
    .refine((ms) => ms <= 80_000, {
      message: 'must be at most 80000 (80 s): the web gives up on an AI enhancement after 90 s',
    })
    .default(60_000),
  /** AI calls per user and minute (DESIGN §4.5: tighter than RATE_LIMIT_MAX). */
  AI_RATE_LIMIT_MAX: integerIn(1, 1_000_000).default(20),
  /**
   * AI calls per client IP, route and minute: a whole campus or mobile network may share one
   * address, so it is a ceiling for many students, well above one student's limit.
   */
  AI_IP_RATE_LIMIT_MAX: integerIn(1, 1_000_000).default(120),
  PT_START_DATE: z
    .string()
    .trim()
    .refine(isIsoMonday, { message: 'must be a Monday written as YYYY-MM-DD' })
    .refine((value) => !isIsoMonday(value) || placementStartInRange(value), {
      message: `must fall in the years ${LIMITS.DATE_YEAR_MIN} to ${LIMITS.DATE_YEAR_MAX}`,
    })
    .optional(),
  SEED_DEMO: flag.optional(),
  /**
   * Seed only (first start); staff change them in the admin settings. No placeholder numbers, and
   * the Admin Settings form's rules: students send money to these numbers.
   */
  PAYMENT_NUMBERS: paymentNumbers.default([]),
  SUPPORT_WHATSAPP: supportWhatsapp.default(''),
  PTMIS_URL: urlWithScheme(['http', 'https']).default('https://ptmis.udsm.ac.tz'),
  TRUST_PROXY: z
    .string()
    .transform((value, context) => {
      const parsed = parseTrustProxy(value);
      if ('value' in parsed) return parsed.value;
      context.addIssue({ code: 'custom', message: parsed.problem });
      return z.NEVER;
    })
    .optional(),
  /** Uploads in an S3-compatible bucket instead of DATA_DIR/uploads (parseS3Url). */
  S3_URL: s3Url.optional(),
  REDIS_URL: urlWithScheme(['redis', 'rediss']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: optionalText,
  RATE_LIMIT_MAX: integerIn(1, 1_000_000).default(300),
  /** E-mail broadcasts a staff member may send per hour (features/broadcast/broadcast.guard.ts). */
  BROADCAST_RATE_LIMIT_MAX: integerIn(1, 10_000).default(10),
  /** Benches only: report the event loop's delay on SIGUSR2 (lib/event-loop-report). */
  BENCH_EVENT_LOOP: flag.default(false),
  /** Worker threads rendering PDF/DOCX exports; 0 renders on the main thread. Unset: automatic. */
  EXPORT_WORKERS: integerIn(0, 16).optional(),
  /** Reminder e-mails (issue 17): whether this instance runs the scheduler at all. */
  REMINDERS_ENABLED: flag.default(true),
  /** Students whose current week has fewer than 5 logged days. */
  REMINDER_STUDENT_AT: weeklyTime.default('thu 16:00'),
  /** Supervisors of weeks sent and not answered after REMINDER_SUPERVISOR_AFTER_DAYS. */
  REMINDER_SUPERVISOR_AT: weeklyTime.default('mon 09:00'),
  REMINDER_SUPERVISOR_AFTER_DAYS: integerIn(1, 13).default(3),
});

type TEnv = z.infer<typeof envSchema>;

export type TDatabaseTarget =
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'pglite-memory' }
  | { kind: 'postgres'; url: string };

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

function databaseTarget(url: string | undefined, dataDir: string): TDatabaseTarget {
  if (!url) return { kind: 'pglite', dataDir: path.join(dataDir, 'db') };
  if (url === 'pglite://memory') return { kind: 'pglite-memory' };
  return { kind: 'postgres', url };
}

const LOOPBACK_OR_ANY = new Set(['127.0.0.1', '0.0.0.0', '::', '::1', 'localhost']);

/**
 * Where links in e-mails, reset pages and export QR codes point: PUBLIC_URL, else the address the
 * server listens on (a loopback or every-interface host is reached as localhost).
 */
export function publicUrlOf(env: { PUBLIC_URL?: string; HOST: string; PORT: number }): string {
  if (env.PUBLIC_URL) return env.PUBLIC_URL.replace(/\/+$/, '');
  const host = LOOPBACK_OR_ANY.has(env.HOST)
    ? 'localhost'
    : env.HOST.includes(':')
      ? `[${env.HOST}]`
      : env.HOST;
  return `http://${host}:${env.PORT}`;
}

function buildConfig(env: TEnv, warnings: string[]) {
  const isProduction = env.NODE_ENV === 'production';
  const dataDir = path.resolve(process.cwd(), env.DATA_DIR);
  const database = databaseTarget(env.DATABASE_URL, dataDir);
  return {
    nodeEnv: env.NODE_ENV,
    isProduction,
    port: env.PORT,
    host: env.HOST,
    database,
    dataDir,
    appSecret: env.APP_SECRET ?? readOrCreateAppSecret(dataDir),
    publicUrl: publicUrlOf(env),
    smtpUrl: env.SMTP_URL || undefined,
    /** smtp (SMTP_URL), console (development: whole mails printed) or log (recipient and subject). */
    mailTransport: mailTransportOf(env),
    mailFrom: env.MAIL_FROM ?? DEVELOPMENT_MAIL_FROM,
    /** MAIL_FROM's domain, which the Message-IDs use too (one domain, as mail servers expect). */
    mailDomain: mailDomainOf(env.MAIL_FROM ?? DEVELOPMENT_MAIL_FROM) ?? 'ptlogbook.invalid',
    ai: {
      provider: env.AI_PROVIDER,
      baseUrl: env.AI_BASE_URL.replace(/\/+$/, ''),
      apiKey: env.AI_API_KEY,
      model: env.AI_MODEL,
      timeoutMs: env.AI_TIMEOUT_MS,
      rateLimitMax: env.AI_RATE_LIMIT_MAX,
      ipRateLimitMax: env.AI_IP_RATE_LIMIT_MAX,
    },
    ptStartDate: env.PT_START_DATE,
    // Never by default in production: the demo passwords are in the README (SEED_DEMO=1 is refused).
    seedDemo: env.SEED_DEMO ?? (!isProduction && database.kind !== 'postgres'),
    paymentNumbers: env.PAYMENT_NUMBERS,
    supportWhatsapp: env.SUPPORT_WHATSAPP,
    ptmisUrl: env.PTMIS_URL,
    trustProxy: env.TRUST_PROXY ?? false,
    redisUrl: env.REDIS_URL || undefined,
    /** Unset: uploads live under DATA_DIR/uploads. */
    s3: env.S3_URL,
    logLevel: env.LOG_LEVEL,
    webDistDir: env.WEB_DIST_DIR
      ? path.resolve(process.cwd(), env.WEB_DIST_DIR)
      : DEFAULT_WEB_DIST_DIR,
    rateLimitMax: env.RATE_LIMIT_MAX,
    broadcastRateLimitMax: env.BROADCAST_RATE_LIMIT_MAX,
    benchEventLoop: env.BENCH_EVENT_LOOP,
    exportWorkers: env.EXPORT_WORKERS,
    reminders: {
      enabled: env.REMINDERS_ENABLED,
      studentAt: env.REMINDER_STUDENT_AT,
      supervisorAt: env.REMINDER_SUPERVISOR_AT,
      supervisorAfterDays: env.REMINDER_SUPERVISOR_AFTER_DAYS,
    },
    /** Printed at start (startup-data): misspelt variables, settings that have no effect. */
    warnings,
  };
}

export type TConfig = Readonly<ReturnType<typeof buildConfig>>;

export { mailDomainOf, parseS3Url };

function crossFieldProblems(env: TEnv): string[] {
  const problems: string[] = [];
  if (env.NODE_ENV === 'production' && !env.APP_SECRET) {
    problems.push(
      `APP_SECRET: required when NODE_ENV=production (at least ${MIN_SECRET_LENGTH} random characters)`,
    );
  }
  if (env.NODE_ENV === 'production' && !env.PUBLIC_URL) {
    problems.push(
      'PUBLIC_URL: required when NODE_ENV=production (the address students open, e.g. https://logbook.example.ac.tz)',
    );
  }
  if (env.NODE_ENV === 'production' && env.SEED_DEMO) {
    problems.push(
      'SEED_DEMO: must not be 1 when NODE_ENV=production: the demo staff account has a published password (make staff accounts with npm run create-staff)',
    );
  }
  problems.push(...mailProblems(env));
  if (env.AI_PROVIDER === 'openai' && !env.AI_MODEL) {
    problems.push('AI_MODEL: required when AI_PROVIDER=openai');
  }
  return problems;
}

function callsOpenAi(baseUrl: string): boolean {
  return URL.canParse(baseUrl) && new URL(baseUrl).hostname === 'api.openai.com';
}

function settingWarnings(env: NodeJS.ProcessEnv, parsed: TEnv): string[] {
  const warnings = unknownVariableWarnings(env, Object.keys(envSchema.shape));
  if (parsed.SMTP_URL && parsed.MAIL_TRANSPORT && parsed.MAIL_TRANSPORT !== 'smtp') {
    warnings.push(`SMTP_URL is set but MAIL_TRANSPORT=${parsed.MAIL_TRANSPORT}: no mail is sent`);
  }
  // Outside production it still starts (a local mail catcher is fine), but says what it sends as.
  if (parsed.AI_PROVIDER === 'openai' && !parsed.AI_API_KEY && callsOpenAi(parsed.AI_BASE_URL)) {
    warnings.push(
      'AI_API_KEY is not set while AI_PROVIDER=openai calls api.openai.com, which refuses every request without a key: set AI_API_KEY (a local OpenAI-compatible server needs AI_BASE_URL)',
    );
  }
  const sendsMail = mailTransportOf(parsed) === 'smtp' && parsed.SMTP_URL;
  if (sendsMail && parsed.NODE_ENV !== 'production') {
    const from = parsed.MAIL_FROM ?? DEVELOPMENT_MAIL_FROM;
    if (isLocalMailDomain(mailDomainOf(from))) {
      warnings.push(
        `MAIL_FROM is "${from}": real mail servers reject or junk mail from it (set MAIL_FROM to an address in your own domain)`,
      );
    }
  }
  return warnings;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

/** Every variable checked on its own; throws ConfigError naming every bad one. */
function parseEnv(env: NodeJS.ProcessEnv): TEnv {
  // An empty string means "unset" for every variable, as it does in most .env tooling.
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || 'env'}: ${issue.message}`),
    );
  }
  return parsed.data;
}

/** Reads and validates the environment once; throws ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): TConfig {
  const parsed = parseEnv(env);
  const problems = crossFieldProblems(parsed);
  if (problems.length > 0) throw new ConfigError(problems);
  return deepFreeze(buildConfig(parsed, settingWarnings(env, parsed)));
}

export type TDatabaseConfig = { database: TDatabaseTarget; dataDir: string };

/**
 * What the operator's commands (create-staff …) need: the database, from the server's variables,
 * each checked the same way. Unlike loadConfig it neither creates DATA_DIR/app-secret (they sign
 * nothing, and a secret left in a production DATA_DIR would pass for the server's) nor asks for
 * the production settings (mail, PUBLIC_URL) a command does not use.
 */
export function loadDatabaseConfig(env: NodeJS.ProcessEnv = process.env): TDatabaseConfig {
  const parsed = parseEnv(env);
  const dataDir = path.resolve(process.cwd(), parsed.DATA_DIR);
  return { database: databaseTarget(parsed.DATABASE_URL, dataDir), dataDir };
}
