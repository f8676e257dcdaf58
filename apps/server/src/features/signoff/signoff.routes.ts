// Supervisor sign-off (issue 17): the student's request, and the public link's page and decision.
import {
  ZSignoffDecisionAnswer,
  ZSignoffDecisionInput,
  ZSignoffPage,
  ZSignoffRequestAnswer,
  ZSignoffRequestInput,
} from '@ptlog/shared';
import type { FastifyRequest, onSendHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BEARER_SECURITY, ZRowId } from '../../lib/route-schemas';
import { authOf, bearerToken } from '../../plugins/auth';
import { accountOfSignedToken } from '../auth/access-token';
import { decideSignoff, requestSignoff, signoffPage, type TSignoffDeps } from './signoff.service';

const tags = ['signoff'];
const ZTokenParams = z.object({ token: z.string().min(1).max(200) });
// Public routes: a token is 256 random bits, and this keeps guessing slow as well.
const PUBLIC_LIMIT = { rateLimit: { max: 60, timeWindow: 60_000 } };

/**
 * The public answers carry a student's name, registration number and week: no cache (a shared
 * computer's, a proxy's) keeps them, their errors (410, 404) included.
 */
const noStore: onSendHookHandler = (_request, reply, payload, done) => {
  reply.header('cache-control', 'no-store');
  done(null, payload);
};

const signoffRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (): TSignoffDeps => ({
    now: app.now(),
    publicUrl: app.config.publicUrl,
    appSecret: app.config.appSecret,
    mail: app.mail,
  });

  /**
   * The account this browser is signed in as, when the public page sent its access token along
   * (the web app does, without refreshing it): its signature checked, not its expiry or session.
   * A student who opens their own week's link (a supervisor's quoted reply, a forward) is told
   * only the supervisor decides, and their decision is refused.
   */
  const signedInUserId = (request: FastifyRequest): number | null => {
    const token = bearerToken(request);
    return token ? accountOfSignedToken(app.config.appSecret, token, app.now()) : null;
  };

  app.post(
    '/api/reports/weekly/:id/request_signoff/',
    {
      preHandler: app.requireAuth(),
      schema: {
        tags,
        summary:
          'E-mail the supervisor a one-time link to sign a SUBMITTED week (202; 3 a day per week)',
        security: BEARER_SECURITY,
        params: z.object({ id: ZRowId }),
        body: ZSignoffRequestInput.nullish(),
        response: { 202: ZSignoffRequestAnswer },
      },
    },
    async (request, reply) => {
      const answer = await requestSignoff(
        app.db,
        authOf(request).user,
        { weeklyReportId: request.params.id, message: request.body?.message },
        deps(),
      );
      return reply.code(202).send(answer);
    },
  );

  app.get(
    '/api/signoff/:token/',
    {
      config: PUBLIC_LIMIT,
      onSend: noStore,
      schema: {
        tags,
        summary:
          "The week of a sign-off link as it prints (public, no-store; 404 unknown; 410 link_used, link_replaced, link_expired, naming week_number and student_name); signed_in_as_student when the access token sent along is the student's",
        params: ZTokenParams,
        response: { 200: ZSignoffPage },
      },
    },
    async (request) =>
      signoffPage(app.db, request.params.token, app.now(), signedInUserId(request)),
  );

  app.post(
    '/api/signoff/:token/',
    {
      config: PUBLIC_LIMIT,
      onSend: noStore,
      schema: {
        tags,
        summary:
          "The supervisor's decision: approve, or return with a comment (public, once; 403 own_week from the student's own signed-in browser)",
        params: ZTokenParams,
        body: ZSignoffDecisionInput,
        response: { 200: ZSignoffDecisionAnswer },
      },
    },
    async (request) =>
      decideSignoff(app.db, request.params.token, request.body, {
        ...deps(),
        ip: request.ip,
        viewerId: signedInUserId(request),
      }),
  );
};

export default signoffRoutes;
