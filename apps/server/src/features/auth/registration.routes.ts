import {
  canonicalTanzanianPhone,
  departmentOfProgram,
  ERROR_CODES,
  isTanzanianPhone,
  MESSAGES,
  ZLoginAnswer,
  ZPhoneCheckAnswer,
  ZRegisterInput,
} from '@ptlog/shared';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isUniqueViolation } from '../../db/errors';
import { profiles, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { toUserAnswer } from '../accounts/accounts.presenter';
import { findOrCreateCompany } from '../companies/companies.repository';
import { creditWelcomeBonus } from '../tokens/ledger';
import { sendVerificationCode } from './email-verification';
import { hashPassword } from './password';
import { signIn } from './sign-in';

async function phoneTaken(app: Parameters<FastifyPluginAsyncZod>[0], phone: string) {
  const [row] = await app.db
    .select({ userId: profiles.userId })
    .from(profiles)
    .where(eq(profiles.phoneNumber, canonicalTanzanianPhone(phone)));
  return Boolean(row);
}

const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/auth/check-phone/',
    {
      schema: {
        tags: ['auth'],
        summary: 'Whether a Tanzanian phone number is still free',
        querystring: z.object({ phone_number: z.string().default('') }),
        response: { 200: ZPhoneCheckAnswer },
      },
    },
    async (request) => {
      const phone = request.query.phone_number.trim();
      if (!isTanzanianPhone(phone)) {
        throw new AppError(ERROR_CODES.VALIDATION_ERROR, MESSAGES.register.phoneFormatInvalid);
      }
      return (await phoneTaken(app, phone))
        ? { available: false, message: MESSAGES.register.phoneTaken(phone) }
        : { available: true, message: MESSAGES.register.phoneAvailable };
    },
  );

  app.post(
    '/api/auth/register/',
    {
      schema: {
        tags: ['auth'],
        summary: 'Create a student account, sign it in and e-mail the verification code',
        body: ZRegisterInput,
        response: { 201: ZLoginAnswer },
      },
    },
    async (request, reply) => {
      const input = request.body;
      const conflict = (detail: string) => new AppError(ERROR_CODES.CONFLICT, detail);
      const [existing] = await app.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, input.email));
      if (existing) throw conflict(MESSAGES.register.emailTaken);
      if (await phoneTaken(app, input.phone_number)) {
        throw conflict(MESSAGES.register.phoneTaken(input.phone_number));
      }
      // Slow on purpose: hashed before the transaction so no lock is held meanwhile.
      const passwordHash = await hashPassword(input.password);
      try {
        const result = await app.db.transaction(async (tx) => {
          const [user] = await tx
            .insert(users)
            .values({
              email: input.email,
              // The e-mail is the username (spec 1 §3); a different username in the payload is ignored.
              username: input.email,
              firstName: input.first_name,
              lastName: input.last_name,
              passwordHash,
            })
            .returning();
          if (!user) throw new Error('user insert returned nothing');
          const company = await findOrCreateCompany(
            tx,
            input.company_name,
            input.company_region ?? null,
          );
          await tx.insert(profiles).values({
            userId: user.id,
            phoneNumber: canonicalTanzanianPhone(input.phone_number),
            studentId: input.student_id ?? '',
            program: input.program,
            yearOfStudy: input.year_of_study,
            ptPhase: input.pt_phase,
            department: input.department || departmentOfProgram(input.program),
            supervisorName: input.supervisor_name ?? '',
            supervisorEmail: input.supervisor_email ?? '',
            companyId: company.id,
            companyRegion: input.company_region || null,
            deviceInfo: {
              ...(input.device_info ?? {}),
              fingerprint: input.device_fingerprint ?? null,
              fingerprint_confidence: input.device_fingerprint_confidence ?? null,
            },
          });
          await creditWelcomeBonus(tx, user.id);
          await sendVerificationCode(app, tx, user);
          await audit(tx, { actorId: user.id, action: 'register', ip: request.ip });
          const tokens = await signIn(app, request, reply, user.id, tx);
          return { ...tokens, user: toUserAnswer(user) };
        });
        return reply.code(201).send(result);
      } catch (error) {
        // Two registrations racing for one e-mail or phone: the loser gets the same 409.
        if (isUniqueViolation(error)) throw conflict(MESSAGES.register.conflict);
        throw error;
      }
    },
  );
};

export default registrationRoutes;
