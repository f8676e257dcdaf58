import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import { LIMITS } from '@ptlog/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { TConfig } from './config';
import type { TDatabaseHandle } from './db/client';
import settingsRoutes from './features/accounts/settings.routes';
import adminRoutes from './features/admin';
import aiRoutes from './features/ai/ai.routes';
import aiProviderPlugin from './features/ai/ai-provider.plugin';
import { createAiProvider } from './features/ai/factory';
import weeklyAiRoutes from './features/ai/weekly-ai.routes';
import { emailVerificationRoutes } from './features/auth/email-verification';
import loginRoutes from './features/auth/login.routes';
import { passwordResetRoutes } from './features/auth/password-reset';
import registrationRoutes from './features/auth/registration.routes';
import billingRoutes from './features/billing/billing.routes';
import staffBillingRoutes from './features/billing/staff-billing.routes';
import broadcastRoutes from './features/broadcast';
import calendarRoutes from './features/calendar/calendar.routes';
import companiesRoutes from './features/companies/companies.routes';
import dailyReportsRoutes from './features/daily-reports/daily-reports.routes';
import dashboardRoutes from './features/dashboard/dashboard.routes';
import exportRoutes from './features/export/export.routes';
import verifyRoutes from './features/export/verify.routes';
import feedbackRoutes from './features/feedback';
import healthRoutes from './features/health/health.routes';
import mainJobsRoutes from './features/main-jobs/main-jobs.routes';
import profileRoutes from './features/profile/profile.routes';
import tokensRoutes from './features/tokens/tokens.routes';
import weeklyReportsRoutes from './features/weekly-reports/weekly-reports.routes';
import { buildLoggerOptions } from './lib/logger';
import { REQUEST_ID_HEADER, requestIdFor } from './lib/request-id';
import { responseSerializerCompiler } from './lib/response-serializer';
import { toFastifyTrustProxy } from './lib/trust-proxy';
import authPlugin from './plugins/auth';
import databasePlugin from './plugins/database';
import errorHandlerPlugin from './plugins/error-handler';
import jsonBodyPlugin from './plugins/json-body';
import mailPlugin from './plugins/mail';
import openapiPlugin from './plugins/openapi';
import rateLimitPlugin from './plugins/rate-limit';
import securityPlugin from './plugins/security';
import spaPlugin from './plugins/spa';
import startupDataPlugin from './plugins/startup-data';

declare module 'fastify' {
  interface FastifyInstance {
    config: TConfig;
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

/** The whole HTTP application, not yet listening; `await app.ready()` runs migrations. */
export function buildApp(config: TConfig, deps: TAppDeps = {}): FastifyInstance {
  const app = Fastify({
    logger: buildLoggerOptions(config, deps.logStream),
    genReqId: requestIdFor,
    trustProxy: toFastifyTrustProxy(config.trustProxy),
    bodyLimit: ONE_MIB,
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.decorate('config', config);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });

  // Order matters: hooks that apply to every route (errors, headers, limits, docs) first,
  // then the database, then the features, and the SPA fallback last.
  app.register(jsonBodyPlugin);
  // password-reset-confirm is form-encoded (spec 1 §7); pictures are multipart.
  app.register(formbody, { bodyLimit: 16_384 });
  app.register(multipart, { limits: { fileSize: LIMITS.PICTURE_MAX_BYTES, files: 1, fields: 5 } });
  app.register(cookie);
  app.register(errorHandlerPlugin);
  app.register(securityPlugin);
  app.register(rateLimitPlugin, { config, redisKeyPrefix: deps.rateLimitKeyPrefix });
  app.register(openapiPlugin);
  app.register(databasePlugin, { config, handle: deps.database });
  app.register(startupDataPlugin, {
    config,
    now: deps.now ?? (() => new Date()),
    print: deps.print ?? ((text) => process.stdout.write(text)),
  });
  const now = deps.now ?? (() => new Date());
  const print = deps.print ?? ((text: string) => process.stdout.write(text));
  app.register(authPlugin, { config, now });
  app.register(mailPlugin, { config, print });
  app.register(aiProviderPlugin, { provider: createAiProvider(config.ai) });
  app.register(healthRoutes);
  app.register(registrationRoutes);
  app.register(loginRoutes);
  app.register(emailVerificationRoutes);
  app.register(passwordResetRoutes);
  app.register(profileRoutes);
  app.register(settingsRoutes);
  app.register(companiesRoutes);
  app.register(calendarRoutes);
  app.register(dailyReportsRoutes);
  app.register(weeklyReportsRoutes);
  app.register(weeklyAiRoutes);
  app.register(aiRoutes);
  app.register(mainJobsRoutes);
  app.register(dashboardRoutes);
  app.register(tokensRoutes);
  app.register(billingRoutes);
  app.register(staffBillingRoutes);
  app.register(exportRoutes);
  app.register(adminRoutes);
  app.register(feedbackRoutes);
  app.register(broadcastRoutes);
  // Before the SPA fallback, which would otherwise answer /verify/… with the web app.
  app.register(verifyRoutes);
  app.register(spaPlugin, { webDistDir: config.webDistDir });
  return app;
}
