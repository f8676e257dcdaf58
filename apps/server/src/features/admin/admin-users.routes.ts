import { Readable } from 'node:stream';
import {
  ADMIN_ACTIONS,
  MESSAGES,
  USER_EXPORT_FORMATS,
  ZAdminUserDetail,
  ZAdminUserFilters,
  ZAdminUserList,
  ZAdminUserOrdering,
  ZBulkUserActionAnswer,
  ZBulkUserActionInput,
  ZDbId,
  ZTokenSummary,
  ZUserAction,
  ZUserActionInput,
  ZUserActionPage,
} from '@ptlog/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZPageQuery } from '../../lib/pagination';
import { BEARER_SECURITY, ZRowId } from '../../lib/route-schemas';
import { XLSX_CONTENT_TYPE } from '../../lib/xlsx-stream';
import { authOf } from '../../plugins/auth';
import { applyUserAction, type TStaffContext } from './admin-actions.service';
import { usersCsv } from './admin-export';
import { usersXlsx } from './admin-export-xlsx';
import { userActionPage, userActionsByIds } from './admin-user-actions.service';
import { tokenSummary, userDetail, userList } from './admin-users.service';

const tags = ['admin'];
export const ADMIN_API = '/api/admin-dashboard/api';

/** `1,2,3` → [1, 2, 3] (at most one page of ids). */
const ZIdList = z
  .string()
  .regex(/^\d+(,\d+)*$/)
  .transform((text) => text.split(',').map(Number))
  .pipe(z.array(ZDbId).max(100));

// Staff only: the user list, details, balances, bulk actions, the action log and the export
// (CSV, or .xlsx).
const adminUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  const staffOnly = app.requireAuth({ staffOnly: true });
  const contextOf = (request: Parameters<typeof authOf>[0]): TStaffContext => ({
    actorId: authOf(request).user.id,
    ip: request.ip,
    now: app.now(),
    uploads: app.uploads,
  });

  app.get(
    `${ADMIN_API}/users/`,
    {
      preHandler: staffOnly,
      schema: {
        tags,
        summary:
          'Users filtered and sorted (`ordering`, default -date_joined); pages of 50; the four totals over all accounts',
        security: BEARER_SECURITY,
        querystring: ZPageQuery.extend(ZAdminUserFilters.shape).extend({
          ordering: ZAdminUserOrdering,
        }),
        response: { 200: ZAdminUserList },
      },
    },
    async (request) => userList(app.db, request.query, app.now()),
  );

  app.get(
    `${ADMIN_API}/users/:id/`,
    {
      preHandler: staffOnly,
      schema: {
        tags,
        summary: "A user's record with token balance and log book size",
        security: BEARER_SECURITY,
        params: z.object({ id: ZRowId }),
        response: { 200: ZAdminUserDetail },
      },
    },
    async (request) => userDetail(app.db, request.params.id),
  );

  app.post(
    `${ADMIN_API}/users/actions/`,
    {
      preHandler: staffOnly,
      schema: {
        tags,
        summary: 'BAN, UNBAN, ACTIVATE or DELETE users, all or none; each one is logged',
        security: BEARER_SECURITY,
        body: ZBulkUserActionInput,
        response: { 200: ZBulkUserActionAnswer },
      },
    },
    async (request) => {
      const { user_ids, action, reason } = request.body;
      await applyUserAction(app.db, { userIds: user_ids, action, reason }, contextOf(request));
      const processed = [...new Set(user_ids)];
      return {
        success: true as const,
        message: MESSAGES.admin.actionDone(action, processed.length),
        action,
        processed: processed.length,
        user_ids: processed,
      };
    },
  );

  app.get(
    `${ADMIN_API}/tokens/summary/`,
    {
      preHandler: staffOnly,
      schema: {
        tags,
        summary: 'Token totals over all accounts, and balances by name (or of `user_ids`)',
        security: BEARER_SECURITY,
        querystring: ZPageQuery.extend({
          search: z.string().trim().max(200).optional(),
          user_ids: ZIdList.optional(),
        }),
        response: { 200: ZTokenSummary },
      },
    },
    async (request) => tokenSummary(app.db, request.query),
  );

  app.get(
    `${ADMIN_API}/user-actions/`,
    {
      preHandler: staffOnly,
      schema: {
        tags,
        summary: 'The log of actions staff took on accounts, newest first',
        security: BEARER_SECURITY,
        querystring: ZPageQuery.extend({
          target_user_id: ZRowId.optional(),
          action: z.enum(ADMIN_ACTIONS).optional(),
        }),
        response: { 200: ZUserActionPage },
      },
    },
    async (request) => userActionPage(app.db, request.query),
  );

  app.post(
    `${ADMIN_API}/user-actions/`,
    {
      preHandler: staffOnly,
      schema: {
        tags,
        summary: 'Take one action on one user and log it (SUSPEND bans, RESTORE unbans)',
        security: BEARER_SECURITY,
        body: ZUserActionInput,
        response: { 201: ZUserAction },
      },
    },
    async (request, reply) => {
      const { target_user_id, action, reason } = request.body;
      const [id] = await applyUserAction(
        app.db,
        { userIds: [target_user_id], action, reason },
        contextOf(request),
      );
      const [created] = await userActionsByIds(app.db, id === undefined ? [] : [id]);
      if (!created) throw new Error('the user action was applied but not recorded');
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/api/admin/users/export/',
    {
      preHandler: staffOnly,
      schema: {
        tags,
        summary:
          'The filtered users as CSV, or as an Excel workbook with format=xlsx (404 "No users to export" when none match)',
        security: BEARER_SECURITY,
        querystring: ZAdminUserFilters.extend({
          format: z.enum(USER_EXPORT_FORMATS).default('csv'),
        }),
      },
    },
    async (request, reply) => {
      const { format, ...filters } = request.query;
      if (format === 'xlsx') {
        const workbook = await usersXlsx(app.db, filters, contextOf(request));
        return reply
          .type(XLSX_CONTENT_TYPE)
          .header('content-disposition', 'attachment; filename="users.xlsx"')
          .send(workbook);
      }
      const lines = await usersCsv(app.db, filters, contextOf(request));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="users.csv"')
        .send(Readable.from(lines));
    },
  );
};

export default adminUsersRoutes;
