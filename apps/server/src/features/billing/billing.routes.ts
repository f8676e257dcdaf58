import {
  AI_ENHANCEMENT_COST,
  CURRENCY,
  DEFAULT_PAYMENT_TSH,
  MESSAGES,
  MIN_PAYMENT_TSH,
  PAYMENT_STEP_TSH,
  TOKENS_PER_TSH,
  TRANSACTION_STATUSES,
  WELCOME_BONUS_TOKENS,
  ZPaymentInfo,
  ZStudentTransactionInput,
  ZTransaction,
  ZTransactionActionAnswer,
  ZTransactionPage,
  ZUserTransactions,
  ZVerifyPaymentInput,
} from '@ptlog/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageWindow, ZPageQuery } from '../../lib/pagination';
import { BEARER_SECURITY, ZRowId } from '../../lib/route-schemas';
import { authOf } from '../../plugins/auth';
import { ownerFilterFor } from '../accounts/student-access.policy';
import { transactionNotFound } from './approval';
import { pageLinks, toTransactionAnswer } from './billing.presenter';
import { findTransaction, listTransactions } from './billing.repository';
import { createStudentTransaction, verifyPayment } from './billing.service';

const tags = ['billing'];
const ZIdParams = z.object({ id: ZRowId });

// A student's payments. Another student's transaction answers 404 like a missing one; staff may
// read and verify any (their own list and actions are in staff-billing.routes.ts).
const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  async function answerTransaction(id: number, userId?: number) {
    const found = await findTransaction(app.db, id, { userId });
    if (!found) throw transactionNotFound();
    return toTransactionAnswer(found);
  }

  app.post(
    '/api/billing/transactions/',
    {
      preHandler: app.requireAuth(),
      schema: {
        tags,
        summary: 'Report a mobile-money payment; it waits PENDING for staff verification',
        security: BEARER_SECURITY,
        body: ZStudentTransactionInput,
        response: { 201: ZTransaction },
      },
    },
    async (request, reply) => {
      const { user } = authOf(request);
      const id = await createStudentTransaction(app.db, user, request.body, {
        actorId: user.id,
        ip: request.ip,
        now: app.now(),
      });
      return reply.code(201).send(await answerTransaction(id));
    },
  );

  app.get(
    '/api/billing/transactions/',
    {
      preHandler: app.requireAuth(),
      schema: {
        tags,
        summary: 'My transactions, newest first',
        security: BEARER_SECURITY,
        querystring: ZPageQuery.extend({ status: z.enum(TRANSACTION_STATUSES).optional() }),
        response: { 200: ZTransactionPage },
      },
    },
    async (request) => {
      const { status, ...page } = request.query;
      const list = await listTransactions(
        app.db,
        { user_id: authOf(request).user.id, status },
        pageWindow(page),
      );
      return {
        count: list.count,
        ...pageLinks(list.count, page.page, page.page_size),
        results: list.results.map(toTransactionAnswer),
      };
    },
  );

  app.get(
    '/api/billing/transactions/:id/',
    {
      preHandler: app.requireAuth(),
      schema: {
        tags,
        summary: 'One of my transactions (staff: any)',
        security: BEARER_SECURITY,
        params: ZIdParams,
        response: { 200: ZTransaction },
      },
    },
    async (request) => {
      const { user } = authOf(request);
      return answerTransaction(request.params.id, ownerFilterFor(user));
    },
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
      const verified = await verifyPayment(app.db, user, id, request.body, {
        actorId: user.id,
        ip: request.ip,
        now: app.now(),
      });
      if (!verified) return { success: false, message: MESSAGES.billing.verificationFailed };
      return {
        success: true,
        message: MESSAGES.billing.verified,
        data: await answerTransaction(id),
      };
    },
  );

  app.get(
    '/api/billing/user-transactions/',
    {
      preHandler: app.requireAuth(),
      schema: {
        tags,
        summary: 'My transactions as {success, data}, newest first',
        security: BEARER_SECURITY,
        querystring: ZPageQuery,
        response: { 200: ZUserTransactions },
      },
    },
    async (request) => {
      const list = await listTransactions(
        app.db,
        { user_id: authOf(request).user.id },
        pageWindow(request.query),
      );
      return { success: true, data: list.results.map(toTransactionAnswer), count: list.count };
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
    async () => ({
      success: true,
      data: {
        payment_numbers: [...app.config.paymentNumbers],
        currency: CURRENCY,
        tokens_per_tsh: TOKENS_PER_TSH,
        min_amount: MIN_PAYMENT_TSH,
        amount_step: PAYMENT_STEP_TSH,
        default_amount: DEFAULT_PAYMENT_TSH,
        ai_enhancement_cost: AI_ENHANCEMENT_COST,
        welcome_bonus: WELCOME_BONUS_TOKENS,
        support_whatsapp: app.config.supportWhatsapp,
      },
    }),
  );
};

export default billingRoutes;
