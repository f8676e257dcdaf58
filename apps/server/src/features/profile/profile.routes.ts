import { readFile } from 'node:fs/promises';
import { ERROR_CODES, LIMITS, MESSAGES, ZProfileAnswer, ZProfileUpdateInput } from '@ptlog/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { authOf } from '../../plugins/auth';
import { findUserById } from '../accounts/users.repository';
import { deletePicture, pictureFile, savePicture, sniffPictureType } from './picture-files';
import { loadProfile, setProfilePicture, updateProfile } from './profile.repository';

const security = [{ bearerAuth: [] }];

const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  async function answer(userId: number) {
    const user = await findUserById(app.db, userId);
    if (!user) throw new AppError(ERROR_CODES.NOT_FOUND, MESSAGES.profile.notFound);
    return loadProfile(app.db, user);
  }

  app.get(
    '/api/auth/profile/',
    {
      // Unverified users may read their profile: the client needs it to send them to activation.
      preHandler: app.requireAuth({ allowUnverified: true }),
      schema: {
        tags: ['profile'],
        summary: "The signed-in user's profile",
        security,
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
        tags: ['profile'],
        summary: 'Update names, academic and company data (the phone number cannot change)',
        security,
        body: ZProfileUpdateInput,
        response: { 200: ZProfileAnswer },
      },
    },
    async (request) => {
      const { user } = authOf(request);
      await updateProfile(app.db, user.id, request.body, app.now());
      return answer(user.id);
    },
  );

  app.post(
    '/api/auth/profile/upload-picture/',
    {
      preHandler: app.requireAuth(),
      schema: {
        tags: ['profile'],
        summary:
          'Upload a profile picture (multipart field profile_picture; JPEG, PNG or WebP, at most 2 MB)',
        security,
        consumes: ['multipart/form-data'],
        response: { 200: ZProfileAnswer },
      },
    },
    async (request) => {
      const { user } = authOf(request);
      const part = await request.file({ limits: { fileSize: LIMITS.PICTURE_MAX_BYTES, files: 1 } });
      if (part?.fieldname !== 'profile_picture') {
        part?.file.resume();
        throw new AppError(ERROR_CODES.VALIDATION_ERROR, MESSAGES.account.pictureMissing);
      }
      const bytes = await part.toBuffer().catch((error: { code?: string }) => {
        if (error.code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new AppError(ERROR_CODES.PAYLOAD_TOO_LARGE, MESSAGES.account.pictureTooLarge);
        }
        throw error;
      });
      const type = sniffPictureType(bytes);
      if (!type) throw new AppError(ERROR_CODES.VALIDATION_ERROR, MESSAGES.account.pictureType);
      const url = await savePicture(app.config.dataDir, bytes, type);
      await setProfilePicture(app.db, user.id, url);
      await deletePicture(app.config.dataDir, user.profilePicture);
      return answer(user.id);
    },
  );

  app.delete(
    '/api/auth/profile/remove-picture/',
    {
      preHandler: app.requireAuth(),
      schema: {
        tags: ['profile'],
        summary: 'Remove the profile picture',
        security,
        response: { 200: ZProfileAnswer },
      },
    },
    async (request) => {
      const { user } = authOf(request);
      await setProfilePicture(app.db, user.id, null);
      await deletePicture(app.config.dataDir, user.profilePicture);
      return answer(user.id);
    },
  );

  // Public by unguessable name, so <img> tags work without a bearer header.
  app.get(
    '/api/uploads/profile-pictures/:name',
    {
      schema: {
        tags: ['profile'],
        summary: 'A stored profile picture',
        params: z.object({ name: z.string() }),
      },
    },
    async (request, reply) => {
      const target = pictureFile(app.config.dataDir, request.params.name);
      const bytes = target ? await readFile(target.file).catch(() => null) : null;
      if (!target || !bytes) throw new AppError(ERROR_CODES.NOT_FOUND, MESSAGES.generic.notFound);
      return reply
        .header('Content-Type', target.type)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Disposition', 'attachment')
        .header('Cache-Control', 'private, max-age=86400, immutable')
        .send(bytes);
    },
  );
};

export default profileRoutes;
