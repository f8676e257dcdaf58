import {
  MESSAGES,
  ZDetailAnswer,
  ZSendEmailOtpInput,
  ZVerifyEmailAnswer,
  ZVerifyEmailOtpInput,
} from '@ptlog/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendEmailCode, verifyEmailCode } from './email-verification.service';

const tags = ['auth'];

// Guessing is bounded by the code's 5 wrong tries, 5 codes an hour and 20 wrong codes a day per
// address (email-verification.service); the per-IP limit below stops one client from spraying
// many addresses.
const OTP_ROUTE_LIMIT = { rateLimit: { max: 30, timeWindow: 60_000 } };

export const emailVerificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/auth/send-email-otp/',
    {
      config: OTP_ROUTE_LIMIT,
      schema: {
        tags,
        summary: 'E-mail a new 6-digit code (purpose register or password_reset)',
        body: ZSendEmailOtpInput,
        response: { 200: ZDetailAnswer },
      },
    },
    async (request) => {
      const { email, purpose } = request.body;
      await sendEmailCode(app.db, app.throttle, app.mail, email, purpose, app.now());
      return { detail: MESSAGES.account.codeSent };
    },
  );

  app.post(
    '/api/auth/resend-verification/',
    {
      config: OTP_ROUTE_LIMIT,
      schema: {
        tags,
        summary: 'E-mail a new registration code',
        body: ZSendEmailOtpInput.pick({ email: true }),
        response: { 200: ZDetailAnswer },
      },
    },
    async (request) => {
      await sendEmailCode(
        app.db,
        app.throttle,
        app.mail,
        request.body.email,
        'register',
        app.now(),
      );
      return { detail: MESSAGES.activation.resendSuccess };
    },
  );

  app.post(
    '/api/auth/verify-email-otp/',
    {
      config: OTP_ROUTE_LIMIT,
      schema: {
        tags,
        summary: 'Check a code: verifies the e-mail (register) or opens a password reset',
        body: ZVerifyEmailOtpInput,
        response: { 200: ZVerifyEmailAnswer },
      },
    },
    async (request) => verifyEmailCode(app.db, app.throttle, request.body, app.now()),
  );
};
