import {
  ZBillingStats,
  ZPaymentHistory,
  ZPendingTransactions,
  ZRejectTransactionInput,
  ZReverseApprovalInput,
  ZStaffTransactionInput,
  ZTransaction,
  ZTransactionActionAnswer,
  ZTransactionFilters,
  ZTransactionPage,
} from '@ptlog/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZPageQuery } from '../../lib/pagination';
import { BEARER_SECURITY, ZRowId } from '../../lib/route-schemas';
import { XLSX_CONTENT_TYPE } from '../../lib/xlsx-stream';
import { authOf } from '../../plugins/auth';
import type { TActionContext } from './approval';
import {
  approveTransactionAnswer,
  billingStats,
  pendingTransactions,
  rejectTransactionAnswer,
  reverseApprovalAnswer,
  transactionAnswer,
  transactionPage,
} from './billing.service';
import { paymentHistory } from './payment-history';
import { createStaffTransaction } from './recording';
import { transactionsXlsx } from './transactions-export';

const tags = ['staff-billing'];
const ZIdParams = z.object({ id: ZRowId });

// Staff only (is_staff checked on the server): every user's transactions, approvals, figures.
const staffBillingRoutes: FastifyPluginAsyncZod = async (app) => {
  const staffOnly = app.requireAuth({ staffOnly: true });

  function contextOf(request: FastifyRequest): TActionContext {
    const actor = { actorId: authOf(request).user.id, ip: request.ip, now: app.now() };
    // Decisions mail the student (decision-mail.ts) through the outbox, links from PUBLIC_URL.
    return { ...actor, mail: app.mail, publicUrl: app.config.publicUrl };
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
      return transactionPage(app.db, filters, { page, page_size });
    },
  );

  app.get(
    '/api/billing/staff/transactions/export/',
    {
      preHandler: staffOnly,
      schema: {
        tags,
        summary:
          'The transactions the filters find as an Excel workbook, oldest first (ADR 0022; 404 "No transactions to export" when none match)',
        security: BEARER_SECURITY,
        querystring: ZTransactionFilters.extend({ format: z.literal('xlsx').default('xlsx') }),
      },
    },
    async (request, reply) => {
      const { format: _format, ...filters } = request.query;
      const { user } = authOf(request);
      const workbook = await transactionsXlsx(app.db, filters, {
        actorId: user.id,
        ip: request.ip,
      });
      return reply
        .type(XLSX_CONTENT_TYPE)
        .header('content-disposition', 'attachment; filename="transactions.xlsx"')
        .send(workbook);
    },
  );

  app.post(
    '/api/billing/staff/transactions/',
    {
      preHandler: staffOnly,
      schema: {
        tags,
        summary:
          'Record a payment for another user (PENDING; the user can confirm it with verify_payment; 200: the same payment is already pending)',
        security: BEARER_SECURITY,
        body: ZStaffTransactionInput,
        response: { 201: ZTransaction, 200: ZTransaction },
      },
    },
    async (request, reply) => {
      const recorded = await createStaffTransaction(app.db, request.body, contextOf(request));
      const answer = await transactionAnswer(app.db, recorded.id);
      return reply.code(recorded.created ? 201 : 200).send(answer);
    },
  );

  app.get(
    '/api/billing/staff/transactions/pending_transactions/',
    {
      preHandler: staffOnly,
      schema: {
        tags,
        summary:
          'Transactions awaiting approval, oldest first, with the banner text; `search` as for all transactions',
        security: BEARER_SECURITY,
        querystring: ZPageQuery.extend({ search: ZTransactionFilters.shape.search }),
        response: { 200: ZPendingTransactions },
      },
    },
    async (request) => {
      const { search, ...page } = request.query;
      return pendingTransactions(app.db, page, search);
    },
  );

  app.get(
    '/api/billing/staff/transactions/:id/history/',
    {
      preHandler: staffOnly,
      schema: {
        tags,
        summary:
          "A payment's history, newest first: earlier rejections of its transaction ID and its audited steps, with names",
        security: BEARER_SECURITY,
        params: ZIdParams,
        response: { 200: ZPaymentHistory },
      },
    },
    async (request) => paymentHistory(app.db, request.params.id),
  );

  app.post(
    '/api/billing/staff/transactions/:id/approve_transaction/',
    {
      preHandler: staffOnly,
      schema: {
        tags,
        summary:
          'PENDING → APPROVED and credit floor(amount × 0.3) tokens, exactly once (never by its owner or recorder)',
        security: BEARER_SECURITY,
        params: ZIdParams,
        response: { 200: ZTransactionActionAnswer },
      },
    },
    async (request) => approveTransactionAnswer(app.db, request.params.id, contextOf(request)),
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
    async (request) =>
      rejectTransactionAnswer(app.db, request.params.id, request.body?.reason, contextOf(request)),
  );

  app.post(
    '/api/billing/staff/transactions/:id/reverse_approval/',
    {
      preHandler: staffOnly,
      schema: {
        tags,
        summary:
          'APPROVED → REJECTED with a required reason: its tokens taken back (even below zero), exactly once (ADR 29)',
        security: BEARER_SECURITY,
        params: ZIdParams,
        body: ZReverseApprovalInput,
        response: { 200: ZTransactionActionAnswer },
      },
    },
    async (request) =>
      reverseApprovalAnswer(app.db, request.params.id, request.body.reason, contextOf(request)),
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
    async () => billingStats(app.db),
  );
};

export default staffBillingRoutes;
