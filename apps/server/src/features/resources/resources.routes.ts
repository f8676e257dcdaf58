// The resources library (spec 2 §7 "Export": Resources): GET /reports/ with department,
// report_type and search; POST /upload/ multipart (staff). The file and the delete are ours.
import {
  ERROR_CODES,
  LIMITS,
  MESSAGES,
  ZResource,
  ZResourceFilters,
  ZResourcePage,
} from '@ptlog/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { readMultipartForm } from '../../lib/multipart-form';
import { countedPage, ZPageQuery } from '../../lib/pagination';
import { BEARER_SECURITY, ZRowId } from '../../lib/route-schemas';
import { authOf } from '../../plugins/auth';
import { RESOURCE_CONTENT_TYPES } from './resource-files';
import { resourceFileName, toResource } from './resources.presenter';
import { countResources, findResource, listResources } from './resources.repository';
import {
  removeResource,
  resourceDownload,
  resourceNotFound,
  resourceQueryFor,
  uploadResource,
} from './resources.service';

const tags = ['resources'];
const ZIdParams = z.object({ id: ZRowId });
const fileError = (code: typeof ERROR_CODES.PAYLOAD_TOO_LARGE, message: string) =>
  new AppError(code, message, { file: [message] });

const resourcesRoutes: FastifyPluginAsyncZod = async (app) => {
  const staffOnly = app.requireAuth({ staffOnly: true });
  const store = app.uploads;

  app.post(
    '/api/upload/',
    {
      preHandler: staffOnly,
      schema: {
        tags,
        summary:
          'Upload a resource (staff; multipart file, title, department ("" = all), report_type, description; PDF, DOCX, XLSX, PNG or JPEG by content, at most 10 MB)',
        security: BEARER_SECURITY,
        consumes: ['multipart/form-data'],
        response: { 201: ZResource },
      },
    },
    async (request, reply) => {
      const form = await readMultipartForm(request, {
        fileField: 'file',
        maxBytes: LIMITS.RESOURCE_MAX_BYTES,
        maxFields: 8,
        notMultipart: () =>
          new AppError(ERROR_CODES.UNSUPPORTED_MEDIA_TYPE, MESSAGES.resources.fileRequired, {
            file: [MESSAGES.resources.fileRequired],
          }),
        tooLarge: () => fileError(ERROR_CODES.PAYLOAD_TOO_LARGE, MESSAGES.resources.fileTooLarge),
      });
      const actor = { actorId: authOf(request).user.id, ip: request.ip };
      const id = await uploadResource(app.db, store, actor, form, app.now());
      const saved = await findResource(app.db, id);
      if (!saved) throw resourceNotFound();
      return reply.code(201).send(toResource(saved));
    },
  );

  app.get(
    '/api/reports/',
    {
      preHandler: app.requireAuth(),
      schema: {
        tags,
        summary:
          "Resources, newest first (students: their department's and all-departments ones only)",
        security: BEARER_SECURITY,
        querystring: ZPageQuery.extend(ZResourceFilters.shape),
        response: { 200: ZResourcePage },
      },
    },
    async (request) => {
      const { page, page_size, ...filters } = request.query;
      const query = await resourceQueryFor(app.db, authOf(request).user, filters);
      return countedPage(
        { page, page_size },
        {
          count: () => countResources(app.db, query),
          list: (window) => listResources(app.db, query, window),
        },
        toResource,
      );
    },
  );

  app.get(
    '/api/reports/resources/:id/file/',
    {
      preHandler: app.requireAuth(),
      schema: {
        tags,
        summary: "A resource's file as an attachment (the item's file_url)",
        security: BEARER_SECURITY,
        params: ZIdParams,
      },
    },
    async (request, reply) => {
      const { resource, file } = await resourceDownload(
        app.db,
        store,
        authOf(request).user,
        request.params.id,
      );
      const { title, fileKind } = resource.row;
      return reply
        .header('Content-Type', RESOURCE_CONTENT_TYPES[fileKind])
        .header(
          'Content-Disposition',
          `attachment; filename="${resourceFileName(title, fileKind)}"`,
        )
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store')
        .header('Content-Length', file.size)
        .send(file.stream);
    },
  );

  app.delete(
    '/api/reports/resources/:id/',
    {
      preHandler: staffOnly,
      schema: {
        tags,
        summary: 'Delete a resource and its file (staff)',
        security: BEARER_SECURITY,
        params: ZIdParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const actor = { actorId: authOf(request).user.id, ip: request.ip };
      await removeResource(app.db, store, request.params.id, actor);
      return reply.code(204).send(null);
    },
  );
};

export default resourcesRoutes;
