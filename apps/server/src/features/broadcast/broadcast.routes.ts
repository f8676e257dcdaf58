import {
  ERROR_CODES,
  LIMITS,
  MESSAGES,
  xlsxFileProblem,
  ZEmailAudiencePreview,
  ZEmailBroadcastInput,
  ZEmailCampaign,
  ZEmailCampaignPage,
  ZEmailExcelFields,
  ZEmailSendAnswer,
  ZEmailSheetPreview,
} from '@ptlog/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, type TFieldErrors, zodFieldErrors } from '../../lib/app-error';
import { readMultipartForm } from '../../lib/multipart-form';
import { countedPage, ZPageQuery } from '../../lib/pagination';
import { BEARER_SECURITY, ZRowId } from '../../lib/route-schemas';
import { authOf } from '../../plugins/auth';
import type { TBroadcastSender } from './broadcast.guard';
import { toCampaignAnswer } from './broadcast.presenter';
import { countCampaigns, findCampaign, listCampaigns } from './broadcast.repository';
import {
  broadcastToAllUsers,
  broadcastToSheet,
  previewSheetBroadcast,
  previewUsersBroadcast,
  type TQueuedCampaign,
} from './broadcast.service';

const tags = ['email-broadcast'];
const ZIdParams = z.object({ id: ZRowId });
/** `?dry_run=1`: check and count the recipients as the send would, and queue nothing (200). */
const ZDryRunQuery = z.object({
  dry_run: z
    .enum(['1', 'true', '0', 'false'])
    .transform((value) => value === '1' || value === 'true')
    .optional(),
});
// The spec's client retries these paths without "admin-dashboard/" on a 404 (spec 2 §7).
const SEND_TO_USERS = ['/api/admin-dashboard/send-email-to-users/', '/api/send-email-to-users/'];
const SEND_FROM_EXCEL = [
  '/api/admin-dashboard/send-email-from-excel/',
  '/api/send-email-from-excel/',
];

function sendAnswer(queued: TQueuedCampaign, message: string) {
  return {
    success: true as const,
    message,
    detail: message,
    campaign_id: queued.campaignId,
    queued: queued.queued,
    invalid_count: queued.invalidCount,
    invalid_emails: queued.invalid,
    duplicate_count: queued.duplicateCount,
    inactive_count: queued.inactiveCount,
  };
}

/** The multipart form {file, subject, message}, with the file bounded to EMAIL_SHEET_MAX_BYTES. */
function readSheetForm(request: FastifyRequest) {
  return readMultipartForm(request, {
    fileField: 'file',
    maxBytes: LIMITS.EMAIL_SHEET_MAX_BYTES,
    notMultipart: () =>
      new AppError(ERROR_CODES.UNSUPPORTED_MEDIA_TYPE, MESSAGES.email.fileRequired, {
        file: [MESSAGES.email.fileRequired],
      }),
    tooLarge: () =>
      new AppError(ERROR_CODES.PAYLOAD_TOO_LARGE, MESSAGES.email.fileTooLarge, {
        file: [MESSAGES.email.fileTooLarge],
      }),
  });
}

/** Subject, message and file checked together, so one answer names every problem. */
function checkSheetForm(form: Awaited<ReturnType<typeof readSheetForm>>) {
  const parsed = ZEmailExcelFields.safeParse(form.fields);
  const errors: TFieldErrors = parsed.success ? {} : zodFieldErrors(parsed.error.issues);
  const fileProblem = xlsxFileProblem(
    form.file ? { name: form.file.name, size: form.file.bytes.length } : null,
  );
  if (fileProblem) errors.file = [fileProblem];
  if (!parsed.success || fileProblem || !form.file) {
    const detail =
      errors.file?.[0] ?? Object.values(errors)[0]?.[0] ?? MESSAGES.email.sendExcelFailed;
    throw new AppError(ERROR_CODES.VALIDATION_ERROR, detail, errors);
  }
  return { fields: parsed.data, file: form.file };
}

// Staff only: broadcast e-mails (spec 2 §2 /admin/email-broadcast) and their progress (ours).
const broadcastRoutes: FastifyPluginAsyncZod = async (app) => {
  const staffOnly = app.requireAuth({ staffOnly: true });
  const senderOf = (request: FastifyRequest): TBroadcastSender => ({
    db: app.db,
    throttle: app.throttle,
    perHour: app.config.broadcastRateLimitMax,
    staffId: authOf(request).user.id,
    ip: request.ip,
    now: app.now(),
  });

  for (const url of SEND_TO_USERS) {
    app.post(
      url,
      {
        preHandler: staffOnly,
        schema: {
          tags,
          summary:
            'Queue an e-mail to active users with a verified address (answers at once): everyone without `audience`, or the students, narrowed by pt_phase, college, program; with ?dry_run=1, only count them and show the mail (200)',
          security: BEARER_SECURITY,
          querystring: ZDryRunQuery,
          body: ZEmailBroadcastInput,
          response: { 200: ZEmailAudiencePreview, 202: ZEmailSendAnswer },
        },
      },
      async (request, reply) => {
        if (request.query.dry_run) {
          const preview = await previewUsersBroadcast(app.db, request.body, app.now());
          return reply.code(200).send({
            success: true as const,
            dry_run: true as const,
            audience: preview.audience,
            recipients: preview.recipients,
            previews: preview.previews,
          });
        }
        const queued = await broadcastToAllUsers(senderOf(request), request.body);
        app.mail.wake();
        // The spec's words are for everyone; a send to students says so (staff left out).
        const message =
          request.body.audience === 'students'
            ? MESSAGES.email.sendingStudents(queued.queued)
            : MESSAGES.email.sendingAll;
        return reply.code(202).send(sendAnswer(queued, message));
      },
    );
  }

  for (const url of SEND_FROM_EXCEL) {
    app.post(
      url,
      {
        preHandler: staffOnly,
        schema: {
          tags,
          summary:
            'Queue an e-mail to the addresses of an .xlsx (multipart file, subject, message; Email in column A, optional Name in B; at most 5 MB and 10,000 rows); with ?dry_run=1, only count them (200)',
          security: BEARER_SECURITY,
          consumes: ['multipart/form-data'],
          querystring: ZDryRunQuery,
          response: { 200: ZEmailSheetPreview, 202: ZEmailSendAnswer },
        },
      },
      async (request, reply) => {
        const { fields, file } = checkSheetForm(await readSheetForm(request));
        if (request.query.dry_run) {
          const preview = await previewSheetBroadcast(app.db, fields, file, app.now());
          return reply.code(200).send({
            success: true as const,
            dry_run: true as const,
            file_name: file.name.slice(0, 255),
            recipients: preview.recipients,
            invalid_count: preview.invalidCount,
            invalid_emails: preview.invalid,
            duplicate_count: preview.duplicateCount,
            inactive_count: preview.inactiveCount,
          });
        }
        const queued = await broadcastToSheet(senderOf(request), fields, file);
        app.mail.wake();
        return reply.code(202).send(sendAnswer(queued, MESSAGES.email.sendingExcel));
      },
    );
  }

  app.get(
    '/api/admin-dashboard/api/email-campaigns/',
    {
      preHandler: staffOnly,
      schema: {
        tags,
        summary: 'E-mail broadcasts, newest first, with their delivery counts',
        security: BEARER_SECURITY,
        querystring: ZPageQuery,
        response: { 200: ZEmailCampaignPage },
      },
    },
    async (request) => {
      return countedPage(
        request.query,
        { count: () => countCampaigns(app.db), list: (window) => listCampaigns(app.db, window) },
        toCampaignAnswer,
      );
    },
  );

  app.get(
    '/api/admin-dashboard/api/email-campaigns/:id/',
    {
      preHandler: staffOnly,
      schema: {
        tags,
        summary: 'One e-mail broadcast and how many of its mails are sent, failed or pending',
        security: BEARER_SECURITY,
        params: ZIdParams,
        response: { 200: ZEmailCampaign },
      },
    },
    async (request) => {
      const found = await findCampaign(app.db, request.params.id);
      if (!found) throw new AppError(ERROR_CODES.NOT_FOUND, MESSAGES.email.campaignNotFound);
      return toCampaignAnswer(found);
    },
  );
};

export default broadcastRoutes;
