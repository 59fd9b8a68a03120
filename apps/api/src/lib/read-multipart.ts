import type {} from '@fastify/multipart';
import { MSG } from '@trazo/shared';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';

// Multipart uploads (@fastify/multipart registered on the route's scope): text fields and files,
// with limits and the content type taken from the bytes, never from what the client claims.

export interface UploadedFile {
  field: string;
  filename: string;
  bytes: Buffer;
  /** Sniffed from the first bytes; null when not a known type. */
  contentType: string | null;
}

export function sniffContentType(bytes: Buffer): string | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  if (
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return 'image/webp';
  }
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  if (bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) {
    return 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  }
  return null;
}

export interface MultipartLimits {
  maxFileBytes: number;
  maxFiles: number;
  /** Accepted file field names; other file fields are refused. */
  fileFields: string[];
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
  try {
    for await (const part of request.parts({
      limits: { fileSize: limits.maxFileBytes, files: limits.maxFiles, fields: 30, fieldSize: 2000 },
    })) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      if (!limits.fileFields.includes(part.fieldname)) {
        part.file.resume();
        throw new AppError(422, MSG.fileTypeNotAllowed, {
          errors: { [part.fieldname]: [MSG.fileTypeNotAllowed] },
        });
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
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, MSG.fileTooLarge);
    if (code === 'FST_FILES_LIMIT') throw new AppError(413, MSG.tooManyFiles);
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw new AppError(413, MSG.payloadTooLarge);
    throw error;
  }
  return { fields, files };
}
