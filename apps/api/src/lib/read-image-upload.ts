import { MSG } from '@trazo/shared';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';
import { readMultipart } from './read-multipart';

// An HTTP helper, not a service: it reads the request's multipart stream; services get only the bytes.
/** The bytes of the one image in the multipart field `fieldName` (413 past maxBytes, never buffered whole). */
export async function readImageUpload(
  request: FastifyRequest,
  limits: { fieldName: string; maxBytes: number },
): Promise<Buffer> {
  const { files } = await readMultipart(request, {
    maxFileBytes: limits.maxBytes,
    maxFiles: 1,
    fileFields: [limits.fieldName],
    messages: { fileTooLarge: MSG.avatarTooLarge, unexpectedFile: MSG.avatarRequired },
  });
  const file = files[0];
  if (!file)
    throw new AppError(422, MSG.avatarRequired, { errors: { [limits.fieldName]: [MSG.avatarRequired] } });
  return file.bytes;
}
