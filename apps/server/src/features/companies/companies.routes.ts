import { ZCompany, ZCompanyInput, ZCompanyList } from '@ptlog/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageWindow } from '../../lib/pagination';
import { BEARER_SECURITY, ZRowId } from '../../lib/route-schemas';
import { toCompanyStudent } from './companies.presenter';
import { findOrCreateCompany, listCompanies } from './companies.repository';
import { companyStudents } from './companies.service';

const tags = ['companies'];
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
        tags,
        summary: 'Companies, by name',
        security: BEARER_SECURITY,
        querystring: ZPage,
        response: { 200: ZCompanyList },
      },
    },
    async (request) => listCompanies(app.db, pageWindow(request.query)),
  );

  // Public: the registration wizard suggests existing companies before the student has an
  // account, so students of one company share it. It answers names and regions only, of
  // companies a live student names (not one typed by an account since banned or erased).
  app.get(
    '/api/companies/search/',
    {
      config: { rateLimit: { max: 120, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: 'Companies whose name contains q (public; names only)',
        querystring: z.object({ q: z.string().trim().max(200).default('') }),
        response: { 200: ZCompanyList },
      },
    },
    async (request) =>
      listCompanies(app.db, {
        search: request.query.q,
        suggested: true,
        limit: SEARCH_LIMIT,
        offset: 0,
      }),
  );

  app.post(
    '/api/companies/',
    {
      preHandler: app.requireAuth(),
      schema: {
        tags,
        summary: 'Create a company, or answer the existing one of the same name',
        security: BEARER_SECURITY,
        body: ZCompanyInput,
        response: { 200: ZCompany, 201: ZCompany },
      },
    },
    async (request, reply) => {
      const { name, region } = request.body;
      const { created, ...company } = await findOrCreateCompany(app.db, name, region ?? null);
      return reply.code(created ? 201 : 200).send(company);
    },
  );

  app.get(
    '/api/companies/:id/students/',
    {
      preHandler: app.requireAuth({ staffOnly: true }),
      schema: {
        tags,
        summary: 'Students placed at a company (staff only)',
        security: BEARER_SECURITY,
        params: z.object({ id: ZRowId }),
        querystring: ZPage,
        response: { 200: ZStudentList },
      },
    },
    async (request) => {
      const list = await companyStudents(app.db, request.params.id, pageWindow(request.query));
      return { count: list.count, results: list.results.map(toCompanyStudent) };
    },
  );
};

export default companiesRoutes;
