import {
  TRANSACTION_STATUSES,
  type TTransactionStatus,
  ZOwnTransaction,
  ZOwnTransactionsPage,
  ZPaymentInfo,
  ZStudentTransactionInput,
  ZTransactionActionAnswer,
  ZUserTransactions,
  ZVerifyPaymentInput,
} from '@ptlog/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageWindow, type TPageQuery, ZPageQuery } from '../../lib/pagination';
import { BEARER_SECURITY, ZRowId } from '../../lib/route-schemas';
import { authOf, claimsOf } from '../../plugins/auth';
import { getSupportContacts } from '../site-settings/site-settings.service';
import type { TActionContext } from './approval';
import { toOwnTransactionPage, toPaymentInfo } from './billing.presenter';
import { ownTransactionPage } from './billing.repository';
import {
  ownTransactions,
  transactionForCaller,
  userTransactions,
  verifyPaymentAnswer,
} from './billing.service';
import { createStudentTransaction } from './recording';

const tags = ['billing'];
const ZIdParams = z.object({ id: ZRowId });

// A student's payments. Another student's transaction answers 404 like a missing one; staff may
// read and verify any (their own list and actions are in staff-billing.routes.ts).
const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  function contextOf(request: FastifyRequest): TActionContext {
    const actor = { actorId: authOf(request).user.id, ip: request.ip, now: app.now() };
    // Decisions mail the student (decision-mail.ts) through the outbox, links from PUBLIC_URL.
    return { ...actor, mail: app.mail, publicUrl: app.config.publicUrl };
  }

  app.post(
    '/api/billing/transactions/',
    {
      preHandler: app.requireAuth(),
      schema: {
        tags,
        summary:
          'Report a mobile-money payment; it waits PENDING for staff verification (200: the same payment is already pending)',
        security: BEARER_SECURITY,
        body: ZStudentTransactionInput,
        response: { 201: ZOwnTransaction, 200: ZOwnTransaction },
      },
    },
    async (request, reply) => {
      const { user } = authOf(request);
      const recorded = await createStudentTransaction(
        app.db,
        user,
        request.body,
        contextOf(request),
      );
      // As the owner reads it: the same payment staff recorded, still awaiting the student's
      // confirmation, keeps its transaction ID and wakala to itself here too.
      const answer = await transactionForCaller(app.db, user, recorded.id);
      return reply.code(recorded.created ? 201 : 200).send(answer);
    },
  );

  // The student's lists: one statement reads the page, its count and the session.
  async function ownPage(request: FastifyRequest, page: TPageQuery, status?: TTransactionStatus) {
    const read = await ownTransactionPage(app.hotDb, {
      ...claimsOf(request),
      status,
      ...pageWindow(page),
    });
    const { user } = await app.admitSession(request, read.session);
    return { user, read };
  }

  app.get(
    '/api/billing/transactions/',
    {
      ...app.requireTokenThenSession(),
      schema: {
        tags,
        summary:
          'My transactions, newest first (a payment staff recorded for me shows no details until I confirm it)',
        security: BEARER_SECURITY,
        querystring: ZPageQuery.extend({ status: z.enum(TRANSACTION_STATUSES).optional() }),
        response: { 200: ZOwnTransactionsPage },
      },
    },
    async (request) => {
      const { status, ...page } = request.query;
      const { user, read } = await ownPage(request, page, status);
      return toOwnTransactionPage(ownTransactions(user, read), page);
    },
  );

  app.get(
    '/api/billing/transactions/:id/',
    {
      preHandler: app.requireAuth(),
      schema: {
        tags,
        summary: 'One of my transactions (staff: any, in full)',
        security: BEARER_SECURITY,
        params: ZIdParams,
        response: { 200: ZOwnTransaction },
      },
    },
    async (request) => transactionForCaller(app.db, authOf(request).user, request.params.id),
  );

  app.post(
    '/api/billing/transactions/:id/verify_payment/',
    {
      preHandler: app.requireAuth(),
      schema: {
        tags,
        summary:
          'Confirm a payment by its phone, sender name and amount: a match approves it (a student: only a staff-recorded one of theirs)',
        security: BEARER_SECURITY,
        params: ZIdParams,
        body: ZVerifyPaymentInput,
        response: { 200: ZTransactionActionAnswer },
      },
    },
    async (request) => {
      const { user } = authOf(request);
      const { id } = request.params;
      return verifyPaymentAnswer(app.db, user, id, request.body, contextOf(request));
    },
  );

  app.get(
    '/api/billing/user-transactions/',
    {
      ...app.requireTokenThenSession(),
      schema: {
        tags,
        summary: 'My transactions as {success, data}, newest first',
        security: BEARER_SECURITY,
        querystring: ZPageQuery,
        response: { 200: ZUserTransactions },
      },
    },
    async (request) => {
      const { user, read } = await ownPage(request, request.query);
      return userTransactions(user, read);
    },
  );

  app.get(
    '/api/billing/dashboard/payment_info/',
    {
      preHandler: app.requireAuth(),
      schema: {
        tags,
        summary: 'Where to pay and how payments turn into tokens',
        security: BEARER_SECURITY,
        response: { 200: ZPaymentInfo },
      },
    },
    async () => toPaymentInfo(await getSupportContacts(app.db)),
  );
};

export default billingRoutes;
