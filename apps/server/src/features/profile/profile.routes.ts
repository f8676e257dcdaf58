import { ERROR_CODES, LIMITS, MESSAGES, ZProfileAnswer, ZProfileUpdateInput } from '@ptlog/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { readMultipartForm } from '../../lib/multipart-form';
import { BEARER_SECURITY } from '../../lib/route-schemas';
import { authOf } from '../../plugins/auth';
import { loadProfile } from './profile.repository';
import { changeProfile, removePicture, replacePicture, storedPicture } from './profile.service';

const tags = ['profile'];

/** The bytes of the multipart field profile_picture (at most PICTURE_MAX_BYTES). */
async function readPictureUpload(request: FastifyRequest): Promise<Buffer> {
  const missing = () => new AppError(ERROR_CODES.VALIDATION_ERROR, MESSAGES.account.pictureMissing);
  const form = await readMultipartForm(request, {
    fileField: 'profile_picture',
    maxBytes: LIMITS.PICTURE_MAX_BYTES,
    tooLarge: () => new AppError(ERROR_CODES.PAYLOAD_TOO_LARGE, MESSAGES.account.pictureTooLarge),
  });
  if (!form.file) throw missing();
  return form.file.bytes;
}

const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/auth/profile/',
    {
      // Unverified users may read their profile: the client needs it to send them to activation.
      preHandler: app.requireAuth({ allowUnverified: true }),
      schema: {
        tags,
        summary: "The signed-in user's profile",
        security: BEARER_SECURITY,
        response: { 200: ZProfileAnswer },
      },
    },
    async (request) => loadProfile(app.db, authOf(request).user),
  );

  app.put(
    '/api/auth/profile/',
    {
      preHandler: app.requireAuth(),
      schema: {
        tags,
        summary: 'Update names, academic and company data (the phone number cannot change)',
        security: BEARER_SECURITY,
        body: ZProfileUpdateInput,
        response: { 200: ZProfileAnswer },
      },
    },
    async (request) => changeProfile(app.db, authOf(request).user.id, request.body, app.now()),
  );

  app.post(
    '/api/auth/profile/upload-picture/',
    {
      preHandler: app.requireAuth(),
      schema: {
        tags,
        summary:
          'Upload a profile picture (multipart field profile_picture; JPEG, PNG or WebP, at most 2 MB)',
        security: BEARER_SECURITY,
        consumes: ['multipart/form-data'],
        response: { 200: ZProfileAnswer },
      },
    },
    async (request) => {
      const bytes = await readPictureUpload(request);
      return replacePicture(app.db, app.uploads, authOf(request).user, bytes);
    },
  );

  app.delete(
    '/api/auth/profile/remove-picture/',
    {
      preHandler: app.requireAuth(),
      schema: {
        tags,
        summary: 'Remove the profile picture',
        security: BEARER_SECURITY,
        response: { 200: ZProfileAnswer },
      },
    },
    async (request) => removePicture(app.db, app.uploads, authOf(request).user),
  );

  // Public by unguessable name, so <img> tags work without a bearer header.
  app.get(
    '/api/uploads/profile-pictures/:name',
    {
      schema: {
        tags,
        summary: 'A stored profile picture',
        params: z.object({ name: z.string() }),
      },
    },
    async (request, reply) => {
      const picture = await storedPicture(app.uploads, request.params.name);
      return reply
        .header('Content-Type', picture.type)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Disposition', 'attachment')
        .header('Cache-Control', 'private, max-age=86400, immutable')
        .header('Content-Length', picture.size)
        .send(picture.stream);
    },
  );
};

export default profileRoutes;
