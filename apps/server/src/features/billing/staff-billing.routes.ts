import {
  CURRENCY,
  MESSAGES,
  ZBillingStats,
  ZPendingTransactions,
  ZRejectTransactionInput,
  ZStaffTransactionInput,
  ZTransaction,
  ZTransactionActionAnswer,
  ZTransactionFilters,
  ZTransactionPage,
} from '@ptlog/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageWindow, ZPageQuery } from '../../lib/pagination';
import { BEARER_SECURITY, ZRowId } from '../../lib/route-schemas';
import { authOf } from '../../plugins/auth';
import { ledgerTotals } from '../tokens/tokens.repository';
import { approveTransaction, rejectTransaction, transactionNotFound } from './approval';
import { pageLinks, toTransactionAnswer } from './billing.presenter';
import {
  approvedTotals,
  findTransaction,
  listTransactions,
  transactionCounts,
} from './billing.repository';
import { createStaffTransaction } from './billing.service';

const tags = ['staff-billing'];
const ZIdParams = z.object({ id: ZRowId });

// Staff only (is_staff checked on the server): every user's transactions, approvals, figures.
const staffBillingRoutes: FastifyPluginAsyncZod = async (app) => {
  const staffOnly = app.requireAuth({ staffOnly: true });

  async function answerTransaction(id: number) {
    const found = await findTransaction(app.db, id);
    if (!found) throw transactionNotFound();
    return toTransactionAnswer(found);
  }

  app.get(
    '/api/billing/staff/transactions/',
    {
      preHandler: staffOnly,
      schema: {
        tags,
        summary: 'All transactions, newest first, filtered by status, method, user or search',
        security: BEARER_SECURITY,
        querystring: ZPageQuery.extend(ZTransactionFilters.shape),
        response: { 200: ZTransactionPage },
      },
    },
    async (request) => {
      const { page, page_size, ...filters } = request.query;
      const list = await listTransactions(app.db, filters, pageWindow({ page, page_size }));
      return {
        count: list.count,
        ...pageLinks(list.count, page, page_size),
        results: list.results.map(toTransactionAnswer),
      };
    },
  );

  app.post(
    '/api/billing/staff/transactions/',
    {
      preHandler: staffOnly,
      schema: {
        tags,
        summary:
          'Record a payment for a user (PENDING; the user can confirm it with verify_payment)',
        security: BEARER_SECURITY,
        body: ZStaffTransactionInput,
        response: { 201: ZTransaction },
      },
    },
    async (request, reply) => {
      const { user } = authOf(request);
      const id = await createStaffTransaction(app.db, request.body, {
        actorId: user.id,
        ip: request.ip,
        now: app.now(),
      });
      return reply.code(201).send(await answerTransaction(id));
    },
  );

  app.get(
    '/api/billing/staff/transactions/pending_transactions/',
    {
      preHandler: staffOnly,
      schema: {
        tags,
        summary: 'Transactions awaiting approval, oldest first, with the banner text',
        security: BEARER_SECURITY,
        querystring: ZPageQuery,
        response: { 200: ZPendingTransactions },
      },
    },
    async (request) => {
      const { page, page_size } = request.query;
      const list = await listTransactions(
        app.db,
        { status: 'PENDING' },
        { ...pageWindow(request.query), oldestFirst: true },
      );
      return {
        count: list.count,
        ...pageLinks(list.count, page, page_size),
        results: list.results.map(toTransactionAnswer),
        message: MESSAGES.billing.awaitingApproval(list.count),
      };
    },
  );

  app.post(
    '/api/billing/staff/transactions/:id/approve_transaction/',
    {
      preHandler: staffOnly,
      schema: {
        tags,
        summary: 'PENDING → APPROVED and credit floor(amount × 0.3) tokens, exactly once',
        security: BEARER_SECURITY,
        params: ZIdParams,
        response: { 200: ZTransactionActionAnswer },
      },
    },
    async (request) => {
      const { id } = request.params;
      await approveTransaction(app.db, id, {
        actorId: authOf(request).user.id,
        ip: request.ip,
        now: app.now(),
      });
      return {
        success: true,
        message: MESSAGES.billing.approved,
        data: await answerTransaction(id),
      };
    },
  );

  app.post(
    '/api/billing/staff/transactions/:id/reject_transaction/',
    {
      preHandler: staffOnly,
      schema: {
        tags,
        summary: 'PENDING → REJECTED (no tokens); an optional reason is kept',
        security: BEARER_SECURITY,
        params: ZIdParams,
        body: ZRejectTransactionInput.nullish(),
        response: { 200: ZTransactionActionAnswer },
      },
    },
    async (request) => {
      const { id } = request.params;
      await rejectTransaction(app.db, id, request.body?.reason, {
        actorId: authOf(request).user.id,
        ip: request.ip,
        now: app.now(),
      });
      return {
        success: true,
        message: MESSAGES.billing.rejected,
        data: await answerTransaction(id),
      };
    },
  );

  app.get(
    '/api/billing/staff/stats/',
    {
      preHandler: staffOnly,
      schema: {
        tags,
        summary: 'Billing figures: revenue, transactions by status, tokens, paying users',
        security: BEARER_SECURITY,
        response: { 200: ZBillingStats },
      },
    },
    async () => {
      const counts = await transactionCounts(app.db);
      const approved = await approvedTotals(app.db);
      const ledger = await ledgerTotals(app.db);
      return {
        success: true,
        data: {
          revenue: { total: approved.revenue, currency: CURRENCY },
          transactions: counts,
          tokens: {
            total_generated: approved.tokens,
            total_used: ledger.used,
            total_available: ledger.available,
          },
          active_subscribers: approved.payers,
        },
      };
    },
  );
};

export default staffBillingRoutes;
