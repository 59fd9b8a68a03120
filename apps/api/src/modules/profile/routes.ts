import multipart from '@fastify/multipart';
import {
  AVATAR_LIMITS,
  MSG,
  text,
  ZAvatarResponse,
  ZProfile,
  ZUpdateProfileRequest,
  ZUpdateProfileResponse,
} from '@trazo/shared';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { readImageUpload } from '../../lib/read-image-upload';
import { errorResponses, ZIgnoredBody } from '../../lib/schemas';
import { sessionOf } from '../../plugins/authorization';
import { toAvatarWebp } from './avatar-image';
import { getProfile } from './get-profile';
import { avatarKeyOfFile, setAvatar } from './set-avatar';
import { updateProfile } from './update-profile';

const tags = ['Perfil'];

// spec §2.1 / §2.7 editar-perfil in every role area: the signed-in user's own profile and avatar.
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  // Public on purpose: an <img> cannot send X-Requested-With, and the names are random UUIDs.
  app.get(
    '/avatars/:file',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Imagen de perfil', params: z.object({ file: text().max(64) }) },
    },
    async (request, reply) => {
      const key = avatarKeyOfFile(request.params.file);
      const stream = key ? await app.storage.get(key) : null;
      if (!stream) throw new AppError(404, MSG.notFound);
      return reply
        .type('image/webp')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(stream);
    },
  );

  await app.register(async (scope) => {
    const own = scope.withTypeProvider<ZodTypeProvider>();
    // Only this scope parses multipart; everywhere else the API stays JSON-only.
    await own.register(multipart);

    own.get(
      '/perfil',
      {
        schema: {
          tags,
          summary: 'Mi perfil',
          response: { 200: ZProfile, ...errorResponses(401, 403) },
        },
      },
      async (request) => getProfile(app.db, sessionOf(request).userId),
    );

    own.put(
      '/perfil',
      {
        schema: {
          tags,
          summary: 'Actualizar mi perfil',
          body: ZUpdateProfileRequest,
          response: { 200: ZUpdateProfileResponse, ...errorResponses(401, 403, 422) },
        },
      },
      async (request) => updateProfile(app.db, sessionOf(request).userId, request.body, app.clock.now()),
    );

    own.post(
      '/perfil/avatar',
      {
        schema: {
          tags,
          summary: 'Subir imagen de perfil (multipart, campo "avatar": PNG, JPEG o WebP de hasta 2 MB)',
          consumes: ['multipart/form-data'],
          response: { 200: ZAvatarResponse, ...errorResponses(401, 403, 413, 422) },
        },
      },
      async (request) => {
        const userId = sessionOf(request).userId;
        const webp = await toAvatarWebp(await readImageUpload(request, AVATAR_LIMITS));
        return setAvatar(
          { db: app.db, storage: app.storage, log: request.log },
          userId,
          webp,
          app.clock.now(),
        );
      },
    );

    own.delete(
      '/perfil/avatar',
      {
        schema: {
          tags,
          summary: 'Quitar imagen de perfil',
          body: ZIgnoredBody,
          response: { 200: ZAvatarResponse, ...errorResponses(401, 403) },
        },
      },
      async (request) =>
        setAvatar(
          { db: app.db, storage: app.storage, log: request.log },
          sessionOf(request).userId,
          null,
          app.clock.now(),
        ),
    );
  });
};
