import {
  ZAnalyticsPeriod,
  ZStaffTokenUsage,
  ZTokenBalance,
  ZTokenUsageHistory,
  ZUserBalance,
  ZUserBalancePage,
  ZWorkplaceData,
} from '@ptlog/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageWindow, ZPageQuery } from '../../lib/pagination';
import { BEARER_SECURITY, ZRowId } from '../../lib/route-schemas';
import { authOf, claimsOf } from '../../plugins/auth';
import { ledgerPageWithSession } from './tokens.repository';
import {
  balanceAnswerOf,
  staffTokenUsage,
  usageHistory,
  userBalance,
  userBalancePage,
  workplaceData,
} from './tokens.service';

const tags = ['tokens'];

// Balances and the ledger: students read their own; staff read anyone's.
const tokensRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/billing/balance/my_balance/',
    {
      preHandler: app.requireAuth(),
      schema: {
        tags,
        summary: 'My token balance: available, used, payment status and whether AI can be used',
        security: BEARER_SECURITY,
        response: { 200: ZTokenBalance },
      },
    },
    async (request) => balanceAnswerOf(app.db, authOf(request).user.id),
  );

  app.get(
    '/api/billing/token-usage/usage_history/',
    {
      // One statement reads the page, its count and the session.
      ...app.requireTokenThenSession(),
      schema: {
        tags,
        summary: 'My token ledger (credits and debits), newest first',
        security: BEARER_SECURITY,
        querystring: ZPageQuery,
        response: { 200: ZTokenUsageHistory },
      },
    },
    async (request) => {
      const read = await ledgerPageWithSession(app.hotDb, {
        ...claimsOf(request),
        ...pageWindow(request.query),
      });
      await app.admitSession(request, read.session);
      return usageHistory(request.query, read);
    },
  );

  app.get(
    '/api/billing/workplace/',
    {
      preHandler: app.requireAuth(),
      schema: {
        tags,
        summary: 'Workplace cards: balance, total purchased (from the ledger), weekly usage',
        security: BEARER_SECURITY,
        response: { 200: ZWorkplaceData },
      },
    },
    async (request) => ({
      success: true,
      data: await workplaceData(app.db, authOf(request).user.id),
    }),
  );

  app.get(
    '/api/billing/balance/:userId/',
    {
      preHandler: app.requireAuth({ staffOnly: true }),
      schema: {
        tags,
        summary: "Staff: a user's token balance",
        security: BEARER_SECURITY,
        params: z.object({ userId: ZRowId }),
        response: { 200: ZUserBalance },
      },
    },
    async (request) => userBalance(app.db, request.params.userId),
  );

  app.get(
    '/api/billing/staff/user_balances/',
    {
      preHandler: app.requireAuth({ staffOnly: true }),
      schema: {
        tags,
        summary: 'Staff: users with their token balances, by name',
        security: BEARER_SECURITY,
        querystring: ZPageQuery.extend({ search: z.string().trim().max(200).optional() }),
        response: { 200: ZUserBalancePage },
      },
    },
    async (request) => {
      const { search, ...page } = request.query;
      return userBalancePage(app.db, search, page);
    },
  );

  app.get(
    '/api/billing/staff/token_usage/',
    {
      preHandler: app.requireAuth({ staffOnly: true }),
      schema: {
        tags,
        summary: 'Staff: tokens used and credited over the last `days` days (7, 30, 90 or 365)',
        security: BEARER_SECURITY,
        querystring: z.object({ days: ZAnalyticsPeriod }),
        response: { 200: ZStaffTokenUsage },
      },
    },
    async (request) => staffTokenUsage(app.db, request.query.days, app.now()),
  );
};

export default tokensRoutes;
