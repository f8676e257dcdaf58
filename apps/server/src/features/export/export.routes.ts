// Export and download calls (spec 2 §7 "Export", spec 1 §2 /weekly-report): every answer is a
// file, as an attachment with the spec's file name. See docs/api/export.md.
import {
  ERROR_CODES,
  MESSAGES,
  ZExportBulkInput,
  ZExportFormatQuery,
  ZWeekNumber,
} from '@ptlog/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { BEARER_SECURITY, ZRowId } from '../../lib/route-schemas';
import { authOf } from '../../plugins/auth';
import { exampleWeekDocument } from './examples';
import {
  CONTENT_TYPES,
  exportAllWeeks,
  exportBulk,
  exportDaily,
  exportOwnWeek,
  exportWeeklyById,
  parseFormat,
  type TExportContext,
  type TExportFile,
} from './export.service';
import { createExportRenderer } from './render-pool';

const tags = ['export'];
const ZFormat = z.string().max(20);
const ZIdFormatParams = z.object({ id: ZRowId, format: ZFormat });
const FILE_ANSWER = 'The file (PDF or DOCX) as an attachment';

function sendFile(reply: FastifyReply, file: TExportFile) {
  return reply
    .header('Content-Type', file.contentType)
    .header('Content-Disposition', `attachment; filename="${file.filename}"`)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'private, no-store')
    .send(file.body);
}

const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  const renderer = createExportRenderer(app.config.exportWorkers);
  app.addHook('onClose', async () => renderer.close());

  const contextOf = (request: Parameters<typeof authOf>[0]): TExportContext => ({
    db: app.db,
    requester: authOf(request).user,
    now: app.now(),
    publicUrl: app.config.publicUrl,
    render: renderer.render,
  });

  /** Options of an export route: signed-in callers only, in the export tag of the OpenAPI page. */
  const signedInRoute = <TSchema extends object>(summary: string, schema: TSchema) => ({
    preHandler: app.requireAuth(),
    schema: { tags, summary, security: BEARER_SECURITY, ...schema },
  });

  app.get(
    '/api/export/weekly/:id/:format/',
    signedInRoute(
      `A weekly report by id, pdf or docx (students: their own; staff: any). ${FILE_ANSWER}`,
      { params: ZIdFormatParams },
    ),
    async (request, reply) => {
      const format = parseFormat(request.params.format);
      return sendFile(reply, await exportWeeklyById(contextOf(request), request.params.id, format));
    },
  );

  app.get(
    '/api/reports/weekly/week/:week/download/:format/',
    signedInRoute(`My weekly report of a week, pdf or docx. ${FILE_ANSWER}`, {
      params: z.object({ week: ZWeekNumber, format: ZFormat }),
    }),
    async (request, reply) => {
      const format = parseFormat(request.params.format);
      return sendFile(reply, await exportOwnWeek(contextOf(request), request.params.week, format));
    },
  );

  app.get(
    '/api/export/daily/:id/:format/',
    signedInRoute(
      `A daily report by id, pdf or docx (students: their own; staff: any). ${FILE_ANSWER}`,
      { params: ZIdFormatParams },
    ),
    async (request, reply) => {
      const format = parseFormat(request.params.format);
      return sendFile(reply, await exportDaily(contextOf(request), request.params.id, format));
    },
  );

  app.post(
    '/api/export/all-weekly-reports/:format/',
    signedInRoute(
      `All my weekly reports in one document with a cover page (empty body). ${FILE_ANSWER}`,
      { params: z.object({ format: ZFormat }) },
    ),
    async (request, reply) => {
      const format = parseFormat(request.params.format);
      const context = contextOf(request);
      return sendFile(reply, await exportAllWeeks(context, context.requester.id, format));
    },
  );

  app.get(
    '/api/reports/weekly/download-all/:id/',
    signedInRoute(
      `All weekly reports of the student with this user id (students: their own id; staff: any), ?format=pdf|docx (default pdf). ${FILE_ANSWER}`,
      { params: z.object({ id: ZRowId }), querystring: ZExportFormatQuery },
    ),
    async (request, reply) => {
      const format = parseFormat(request.query.format);
      return sendFile(reply, await exportAllWeeks(contextOf(request), request.params.id, format));
    },
  );

  app.post(
    '/api/export/bulk/',
    signedInRoute(`Weekly reports by id (all of one student) in one document. ${FILE_ANSWER}`, {
      body: ZExportBulkInput,
    }),
    async (request, reply) => {
      const format = parseFormat(request.body.format);
      return sendFile(reply, await exportBulk(contextOf(request), request.body.report_ids, format));
    },
  );

  // The PT assessment guide's "Download example" buttons: made now, from our own export code.
  app.get(
    '/api/export/examples/logbook/:format/',
    signedInRoute(
      `An example log book week, pdf or docx, as our export prints it. ${FILE_ANSWER}`,
      {
        params: z.object({ format: ZFormat }),
      },
    ),
    async (request, reply) => {
      const format = parseFormat(request.params.format);
      const now = app.now();
      const body = await renderer.render(
        exampleWeekDocument(app.config.publicUrl, now),
        format,
        now,
      );
      return sendFile(reply, {
        body,
        filename: `example-logbook-week.${format}`,
        contentType: CONTENT_TYPES[format],
      });
    },
  );

  app.get(
    '/api/export/examples/general-report-outline/',
    signedInRoute('The example outline of the general report (DOCX) as an attachment', {}),
    // docx and the fonts load on the first download, not with every server (see render-pool.ts).
    async (_request, reply) =>
      sendFile(reply, {
        body: await (await import('./general-report-outline')).renderGeneralReportOutline(),
        filename: 'example-general-report-outline.docx',
        contentType: CONTENT_TYPES.docx,
      }),
  );

  app.get(
    '/api/export/general/:format/',
    signedInRoute('The general report: not available yet (404 with a message)', {
      params: z.object({ format: ZFormat }),
    }),
    async (request) => {
      parseFormat(request.params.format);
      throw new AppError(ERROR_CODES.NOT_FOUND, MESSAGES.export.generalNotAvailable);
    },
  );
};

export default exportRoutes;
