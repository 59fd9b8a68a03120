import type { FastifyReply } from 'fastify';
import type { ReportFile } from './export-synced-movements';

/** Sends a generated file as a download; the name may hold spaces and tildes (RFC 6266 filename*). */
export function sendReportFile(reply: FastifyReply, file: ReportFile) {
  const ascii = file.fileName.replace(/[^\x20-\x7e]/g, '_');
  // `as never`: the body is a stream, which Fastify pipes as is, but the zod type provider types send()
  // from the declared response schemas, which here are only the JSON errors.
  return reply
    .header('content-type', file.contentType)
    .header(
      'content-disposition',
      `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
    )
    .send(file.stream as never);
}
