import type {} from '@fastify/multipart';
import { MSG } from '@trazo/shared';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';
import { type SniffedType, sniffContentType } from './sniff-content-type';

// The one multipart reader (@fastify/multipart registered on the route's scope): text fields and files,
// with limits and the content type taken from the bytes, never from what the client claims. A file is
// read into memory only up to its limit: a larger one is cut off and refused with 413.

export interface UploadedFile {
  field: string;
  filename: string;
  bytes: Buffer;
  /** Sniffed from the first bytes; null when not a known type. */
  contentType: SniffedType | null;
}

export interface MultipartLimits {
  maxFileBytes: number;
  maxFiles: number;
  /** Accepted file field names; other file fields are refused. */
  fileFields: string[];
  /** This upload's own texts for a file too large or in another field (the avatar names its 2 MB). */
  messages?: { fileTooLarge?: string; unexpectedFile?: string };
}

/** Reads every part. A non-multipart request (JSON) answers its body's fields and no files. */
export async function readMultipart(
  request: FastifyRequest,
  limits: MultipartLimits,
): Promise<{ fields: Record<string, string>; files: UploadedFile[] }> {
  if (!request.isMultipart()) {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const fields = Object.fromEntries(
      Object.entries(body)
        .filter(([, v]) => ['string', 'number', 'boolean'].includes(typeof v))
        .map(([k, v]) => [k, String(v)]),
    );
    return { fields, files: [] };
  }
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  const refuse = (status: number, message: string, field: string) =>
    new AppError(status, message, { errors: { [field]: [message] } });
  let field = limits.fileFields[0] ?? 'archivo';
  try {
    for await (const part of request.parts({
      limits: { fileSize: limits.maxFileBytes, files: limits.maxFiles, fields: 30, fieldSize: 2000 },
    })) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      field = part.fieldname;
      if (!limits.fileFields.includes(part.fieldname)) {
        part.file.resume();
        throw refuse(422, limits.messages?.unexpectedFile ?? MSG.fileTypeNotAllowed, part.fieldname);
      }
      const bytes = await part.toBuffer();
      files.push({
        field: part.fieldname,
        filename: part.filename,
        bytes,
        contentType: sniffContentType(bytes),
      });
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw refuse(413, limits.messages?.fileTooLarge ?? MSG.fileTooLarge, field);
    if (code === 'FST_FILES_LIMIT') throw new AppError(413, MSG.tooManyFiles);
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw new AppError(413, MSG.payloadTooLarge);
    throw error;
  }
  return { fields, files };
}
