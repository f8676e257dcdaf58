import { ERROR_CODES, MESSAGES, ZCompany, ZCompanyInput, ZCompanyList } from '@ptlog/shared';
import { and, asc, count, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { companies, profiles, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { findOrCreateCompany, listCompanies } from './companies.repository';

const security = [{ bearerAuth: [] }];
const SEARCH_LIMIT = 20;
const ZPage = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(50),
});
const ZStudentList = z.object({
  count: z.number().int(),
  results: z.array(
    z.object({
      id: z.number().int(),
      full_name: z.string(),
      email: z.string(),
      program: z.string().nullable(),
      pt_phase: z.string().nullable(),
    }),
  ),
});

// Students (and the signed-out registration wizard) see company names only; who works where is
// staff-only.
const companiesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/companies/',
    {
      preHandler: app.requireAuth(),
      schema: {
        tags: ['companies'],
        summary: 'Companies, by name',
        security,
        querystring: ZPage,
        response: { 200: ZCompanyList },
      },
    },
    async (request) => {
      const { page, page_size } = request.query;
      return listCompanies(app.db, { limit: page_size, offset: (page - 1) * page_size });
    },
  );

  // Public: the registration wizard suggests existing companies before the student has an
  // account, so students of one company share it. It answers names and regions only.
  app.get(
    '/api/companies/search/',
    {
      config: { rateLimit: { max: 120, timeWindow: 60_000 } },
      schema: {
        tags: ['companies'],
        summary: 'Companies whose name contains q (public; names only)',
        querystring: z.object({ q: z.string().trim().max(200).default('') }),
        response: { 200: ZCompanyList },
      },
    },
    async (request) =>
      listCompanies(app.db, { search: request.query.q, limit: SEARCH_LIMIT, offset: 0 }),
  );

  app.post(
    '/api/companies/',
    {
      preHandler: app.requireAuth(),
      schema: {
        tags: ['companies'],
        summary: 'Create a company, or answer the existing one of the same name',
        security,
        body: ZCompanyInput,
        response: { 200: ZCompany, 201: ZCompany },
      },
    },
    async (request, reply) => {
      const { created, ...company } = await findOrCreateCompany(
        app.db,
        request.body.name,
        request.body.region ?? null,
      );
      return reply.code(created ? 201 : 200).send(company);
    },
  );

  app.get(
    '/api/companies/:id/students/',
    {
      preHandler: app.requireAuth({ staffOnly: true }),
      schema: {
        tags: ['companies'],
        summary: 'Students placed at a company (staff only)',
        security,
        params: z.object({ id: z.coerce.number().int().positive() }),
        querystring: ZPage,
        response: { 200: ZStudentList },
      },
    },
    async (request) => {
      const [company] = await app.db
        .select({ id: companies.id })
        .from(companies)
        .where(eq(companies.id, request.params.id));
      if (!company) throw new AppError(ERROR_CODES.NOT_FOUND, MESSAGES.account.companyNotFound);
      const where = and(eq(profiles.companyId, company.id), eq(users.isStaff, false));
      const [total] = await app.db
        .select({ value: count() })
        .from(profiles)
        .innerJoin(users, eq(users.id, profiles.userId))
        .where(where);
      const { page, page_size } = request.query;
      const rows = await app.db
        .select({
          id: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
          program: profiles.program,
          ptPhase: profiles.ptPhase,
        })
        .from(profiles)
        .innerJoin(users, eq(users.id, profiles.userId))
        .where(where)
        .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
        .limit(page_size)
        .offset((page - 1) * page_size);
      return {
        count: total?.value ?? 0,
        results: rows.map((row) => ({
          id: row.id,
          full_name: `${row.firstName} ${row.lastName}`.trim(),
          email: row.email,
          program: row.program,
          pt_phase: row.ptPhase,
        })),
      };
    },
  );
};

export default companiesRoutes;
