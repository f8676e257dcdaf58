import {
  ERROR_CODES,
  LIMITS,
  MESSAGES,
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
import { AppError } from '../../lib/app-error';
import { pageWindow, ZPageQuery } from '../../lib/pagination';
import { BEARER_SECURITY, ZRowId } from '../../lib/route-schemas';
import { authOf } from '../../plugins/auth';
import { studentNameOf } from '../accounts/accounts.presenter';
import { pageLinks } from '../billing/billing.presenter';
import { toBalanceAnswer, toUsageEntry } from './tokens.presenter';
import { listLedgerEntries, listUserBalances, tokenUsageSince } from './tokens.repository';
import { balanceAnswerOf, workplaceData } from './tokens.service';

const tags = ['tokens'];
const DAY_MS = 86_400_000;

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
      preHandler: app.requireAuth(),
      schema: {
        tags,
        summary: 'My token ledger (credits and debits), newest first',
        security: BEARER_SECURITY,
        querystring: ZPageQuery,
        response: { 200: ZTokenUsageHistory },
      },
    },
    async (request) => {
      const list = await listLedgerEntries(
        app.db,
        authOf(request).user.id,
        pageWindow(request.query),
      );
      return {
        success: true,
        data: list.results.map(toUsageEntry),
        count: list.count,
        page: request.query.page,
        page_size: request.query.page_size,
      };
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
    async (request) => {
      const list = await listUserBalances(app.db, {
        userId: request.params.userId,
        limit: 1,
        offset: 0,
      });
      const row = list.results[0];
      if (!row) throw new AppError(ERROR_CODES.NOT_FOUND, MESSAGES.billing.userNotFound);
      return toUserBalance(row);
    },
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
      const list = await listUserBalances(app.db, { search, ...pageWindow(page) });
      return {
        count: list.count,
        ...pageLinks(list.count, page.page, page.page_size),
        results: list.results.map(toUserBalance),
      };
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
    async (request) => {
      const { days } = request.query;
      const since = new Date(app.now().getTime() - days * DAY_MS);
      const usage = await tokenUsageSince(app.db, since, LIMITS.ANALYTICS_TOP_USERS);
      return {
        success: true,
        data: {
          days,
          since: since.toISOString(),
          total_tokens_used: usage.used,
          total_tokens_credited: usage.credited,
          enhancements: usage.enhancements,
          active_users: usage.activeUsers,
          top_users: usage.top.map((row) => ({
            user_id: row.userId,
            user_full_name: studentNameOf(row),
            tokens_used: row.used,
          })),
        },
      };
    },
  );
};

type TBalanceRow = Awaited<ReturnType<typeof listUserBalances>>['results'][number];

function toUserBalance(row: TBalanceRow) {
  return {
    ...toBalanceAnswer(row, row),
    user_id: row.id,
    user_full_name: studentNameOf(row),
    user_email: row.email,
    total_purchased: row.purchased,
  };
}

export default tokensRoutes;
