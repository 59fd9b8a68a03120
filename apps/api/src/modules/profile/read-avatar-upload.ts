import { AVATAR_LIMITS, MSG } from '@trazo/shared';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { readMultipart } from '../../lib/read-multipart';

// An HTTP helper, not a service: it reads the request's multipart stream; set-avatar gets only the bytes.
/** The bytes of the one file in the multipart field `avatar` (413 past 2 MB, never buffered whole). */
export async function readAvatarUpload(request: FastifyRequest): Promise<Buffer> {
  const { files } = await readMultipart(request, {
    maxFileBytes: AVATAR_LIMITS.maxBytes,
    maxFiles: 1,
    fileFields: [AVATAR_LIMITS.fieldName],
    messages: { fileTooLarge: MSG.avatarTooLarge, unexpectedFile: MSG.avatarRequired },
  });
  const file = files[0];
  if (!file) throw new AppError(422, MSG.avatarRequired, { errors: { avatar: [MSG.avatarRequired] } });
  return file.bytes;
}
