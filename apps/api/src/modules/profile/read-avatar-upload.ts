import { AVATAR_LIMITS, MSG } from '@trazo/shared';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';

const missing = () => new AppError(422, MSG.avatarRequired, { errors: { avatar: [MSG.avatarRequired] } });

/**
 * The bytes of the one file in the multipart field `avatar`, read into memory only up to the size limit
 * (a larger upload is cut off and refused with 413 without being buffered whole).
 */
export async function readAvatarUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw missing();
  const file = await request.file({
    limits: { fileSize: AVATAR_LIMITS.maxBytes, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
    throwFileSizeLimit: true,
  });
  if (!file) throw missing();
  if (file.fieldname !== AVATAR_LIMITS.fieldName) {
    file.file.resume();
    throw missing();
  }
  try {
    return await file.toBuffer();
  } catch (error) {
    if (error instanceof request.server.multipartErrors.RequestFileTooLargeError) {
      throw new AppError(413, MSG.avatarTooLarge, { errors: { avatar: [MSG.avatarTooLarge] } });
    }
    throw error;
  }
}
