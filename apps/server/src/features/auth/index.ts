import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { emailVerificationRoutes } from './email-verification.routes';
import loginRoutes from './login.routes';
import { passwordResetRoutes } from './password-reset.routes';
import registrationRoutes from './registration.routes';

/** Sign-up, sign-in, sessions, e-mail codes and password reset (docs/api/accounts.md). */
export default fp(
  async (app: FastifyInstance) => {
    await app.register(registrationRoutes);
    await app.register(loginRoutes);
    await app.register(emailVerificationRoutes);
    await app.register(passwordResetRoutes);
  },
  { name: 'feature:auth', dependencies: ['database', 'auth', 'mail'] },
);
