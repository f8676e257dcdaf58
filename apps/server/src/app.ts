import { parse as parseQuery } from 'node:querystring';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import { ERROR_CODES, LIMITS } from '@ptlog/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import type { TConfig } from './config';
import type { TDatabaseHandle } from './db/client';
import accountsFeature from './features/accounts';
import adminFeature from './features/admin';
import aiFeature from './features/ai';
import authFeature from './features/auth';
import billingFeature from './features/billing';
import broadcastFeature from './features/broadcast';
import calendarFeature from './features/calendar';
import companiesFeature from './features/companies';
import dailyReportsFeature from './features/daily-reports';
import dashboardFeature from './features/dashboard';
import exportFeature from './features/export';
import feedbackFeature from './features/feedback';
import healthFeature from './features/health';
import helpFeature from './features/help';
import mainJobsFeature from './features/main-jobs';
import profileFeature from './features/profile';
import remindersFeature from './features/reminders';
import resourcesFeature from './features/resources';
import signoffFeature from './features/signoff';
import siteSettingsFeature from './features/site-settings';
import tokensFeature from './features/tokens';
import weeklyReportsFeature from './features/weekly-reports';
import { AppError } from './lib/app-error';
import { FOUNDATION_MESSAGES } from './lib/error-messages';
import { recordRequestTimes } from './lib/event-loop-report';
import { buildLoggerOptions } from './lib/logger';
import { REQUEST_ID_HEADER, requestIdFor } from './lib/request-id';
import { requestValidatorCompiler } from './lib/request-validator';
import { responseSerializerCompiler } from './lib/response-serializer';
import { s3UploadStore } from './lib/s3-upload-store';
import { toFastifyTrustProxy } from './lib/trust-proxy';
import { directoryUploadStore, type TUploadStore } from './lib/upload-store';
import authPlugin from './plugins/auth';
import databasePlugin from './plugins/database';
import errorHandlerPlugin, { routerErrorHandler } from './plugins/error-handler';
import jsonBodyPlugin from './plugins/json-body';
import mailPlugin from './plugins/mail';
import openapiPlugin from './plugins/openapi';
import rateLimitPlugin from './plugins/rate-limit';
import securityPlugin from './plugins/security';
import shutdownPlugin from './plugins/shutdown';
import spaPlugin from './plugins/spa';
import startupDataPlugin from './plugins/startup-data';
import textGuardPlugin from './plugins/text-guard';

declare module 'fastify' {
  interface FastifyInstance {
    config: TConfig;
    /** Uploaded files: the S3_URL bucket, else DATA_DIR/uploads. */
    uploads: TUploadStore;
  }
}

export interface TAppDeps {
  /** An opened database to use instead of opening `config.database`; closed with the app. */
  database?: TDatabaseHandle;
  now?: () => Date;
  /** Receives the demo-accounts banner (default: stdout). */
  print?: (text: string) => void;
  /** Where logs go (default: stdout); tests capture them. */
  logStream?: NodeJS.WritableStream;
  /** Redis key prefix for rate-limit counters. */
  rateLimitKeyPrefix?: string;
}

const ONE_MIB = 1_048_576;

/**
 * Every feature is one plugin (`features/<name>/index.ts`) that registers its own routes and
 * decorations. Export comes last: its public /verify/{code} page must be routed before the SPA
 * fallback registered after it.
 */
const FEATURES = [
  healthFeature,
  authFeature,
  profileFeature,
  accountsFeature,
  companiesFeature,
  calendarFeature,
  dailyReportsFeature,
  weeklyReportsFeature,
  aiFeature,
  mainJobsFeature,
  dashboardFeature,
  tokensFeature,
  billingFeature,
  adminFeature,
  siteSettingsFeature,
  feedbackFeature,
  broadcastFeature,
  signoffFeature,
  remindersFeature,
  exportFeature,
  resourcesFeature,
  helpFeature,
];

/**
 * The routes that take a form-encoded body: password-reset-confirm (spec 1 §7: the reset page's
 * form), the one-click unsubscribe (RFC 8058: a mail client POSTs List-Unsubscribe=One-Click) and
 * its page's button that turns reminders back on.
 * Any other route answers one with the 415 of every type it does not take: an HTML form on any
 * site may post form-encoded with no CORS preflight, and a login or register taking one signed the
 * visitor's browser in to the form's account (login CSRF; JSON needs a preflight).
 */
const FORM_BODY_ROUTES = new Set([
  '/api/auth/password-reset-confirm',
  '/api/reminders/unsubscribe',
  '/api/reminders/resubscribe',
]);

function takesFormBody(route: string | undefined): boolean {
  return route !== undefined && FORM_BODY_ROUTES.has(route.replace(/\/$/, ''));
}

/** The whole HTTP application, not yet listening; `await app.ready()` runs migrations. */
export function buildApp(config: TConfig, deps: TAppDeps = {}): FastifyInstance {
  const app = Fastify({
    logger: buildLoggerOptions(config, deps.logStream),
    genReqId: requestIdFor,
    trustProxy: toFastifyTrustProxy(config.trustProxy),
    bodyLimit: ONE_MIB,
    // A parameter up to 256 characters reaches its route, whose own validation answers (a sign-off
    // token is refused past 200 with the field named); a longer one the router refuses.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 256 },
    frameworkErrors: routerErrorHandler(),
    // A first start creates the embedded database (initdb in a child process) and applies every
    // migration: seconds on a busy small server, more than Fastify's 10 s default allows.
    pluginTimeout: 120_000,
  });
  app.decorate('config', config);
  app.decorate(
    'uploads',
    config.s3 ? s3UploadStore(config.s3) : directoryUploadStore(config.dataDir),
  );
  app.setValidatorCompiler(requestValidatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
  if (config.benchEventLoop) recordRequestTimes(app);

  const now = deps.now ?? (() => new Date());
  // Order matters: hooks that apply to every route (errors, headers, limits, docs) first,
  // then the database, then the features, and the SPA fallback last.
  app.register(shutdownPlugin);
  app.register(jsonBodyPlugin);
  // Form-encoded bodies only where a form or a mail client posts one (FORM_BODY_ROUTES); pictures
  // are multipart.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16_384 },
    (request, body, done) => {
      if (!takesFormBody(request.routeOptions.url)) {
        const refused = FOUNDATION_MESSAGES.unsupportedMediaType;
        done(new AppError(ERROR_CODES.UNSUPPORTED_MEDIA_TYPE, refused));
        return;
      }
      done(null, parseQuery(body.toString()));
    },
  );
  app.register(multipart, { limits: { fileSize: LIMITS.PICTURE_MAX_BYTES, files: 1, fields: 5 } });
  app.register(cookie);
  app.register(errorHandlerPlugin);
  app.register(textGuardPlugin);
  app.register(securityPlugin);
  app.register(rateLimitPlugin, { config, now, redisKeyPrefix: deps.rateLimitKeyPrefix });
  app.register(openapiPlugin);
  const print = deps.print ?? ((text: string) => process.stdout.write(text));
  app.register(databasePlugin, { config, handle: deps.database });
  app.register(startupDataPlugin, { config, now, print });
  app.register(authPlugin, { config, now });
  app.register(mailPlugin, { config, print, now });
  for (const feature of FEATURES) app.register(feature);
  app.register(spaPlugin, { webDistDir: config.webDistDir });
  return app;
}
