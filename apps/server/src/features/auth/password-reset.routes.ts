import { MESSAGES, ZDetailAnswer, ZForgotPasswordInput, ZResetPasswordInput } from '@ptlog/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { confirmPasswordReset, requestPasswordReset } from './password-reset.service';

const tags = ['auth'];
const RESET_ROUTE_LIMIT = { rateLimit: { max: 20, timeWindow: 60_000 } };

export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/auth/password-reset/',
    {
      config: RESET_ROUTE_LIMIT,
      schema: {
        tags,
        summary: 'E-mail a reset link; the same answer whether or not the e-mail has an account',
        // frontend_url is accepted and ignored: links are built from PUBLIC_URL only (DESIGN §2).
        body: ZForgotPasswordInput.extend({ frontend_url: z.string().optional() }),
        response: { 200: ZDetailAnswer },
      },
    },
    async (request) => {
      const { email } = request.body;
      await requestPasswordReset(
        app.db,
        app.throttle,
        app.mail,
        email,
        app.config.publicUrl,
        app.now(),
      );
      return { detail: MESSAGES.forgotPassword.sent };
    },
  );

  app.post(
    '/api/auth/password-reset-confirm/',
    {
      config: RESET_ROUTE_LIMIT,
      schema: {
        tags,
        summary: 'Set a new password with the uid and token of a reset link (form-encoded or JSON)',
        body: ZResetPasswordInput,
        response: { 200: ZDetailAnswer },
      },
    },
    async (request) => {
      await confirmPasswordReset(app.db, request.body, request.ip, app.now());
      return { detail: MESSAGES.resetPassword.success };
    },
  );
};
