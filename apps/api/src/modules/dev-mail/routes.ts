import { text } from '@trazo/shared';
import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emailOutbox } from '../../db/schema';

const ZDevMailQuery = z.object({ to: text().trim().toLowerCase().max(254).optional() });
const ZDevMail = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  created_at: z.string(),
  /** The attached file, if any: its name, type and size; its bytes at /api/dev/mail/:id/adjunto. */
  adjunto: z.object({ nombre: z.string(), tipo: z.string(), bytes: z.number().int() }).nullable(),
});

/**
 * GET /api/dev/mail — the development mailbox: the newest messages first, so a newcomer without an
 * SMTP server can read codes and links. Registered only with DEV_MAILBOX=on (on outside production).
 */
export const devMailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dev/mail',
    {
      config: { access: 'public' },
      schema: {
        hide: true,
        querystring: ZDevMailQuery,
        response: { 200: z.array(ZDevMail) },
      },
    },
    async (request) => {
      const rows = await app.db
        .select()
        .from(emailOutbox)
        .where(request.query.to ? eq(emailOutbox.to, request.query.to) : undefined)
        .orderBy(desc(emailOutbox.id))
        .limit(50);
      return rows.map((r) => ({
        id: r.id,
        to: r.to,
        subject: r.subject,
        text: r.text,
        html: r.html,
        created_at: r.createdAt.toISOString(),
        adjunto:
          r.attachmentName && r.attachment
            ? { nombre: r.attachmentName, tipo: r.attachmentType ?? '', bytes: r.attachment.length }
            : null,
      }));
    },
  );

  app.get(
    '/dev/mail/:id/adjunto',
    {
      config: { access: 'public' },
      schema: { hide: true, params: z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) }) },
    },
    async (request, reply) => {
      const [row] = await app.db.select().from(emailOutbox).where(eq(emailOutbox.id, request.params.id));
      if (!row?.attachment || !row.attachmentName) return reply.code(404).send({ message: 'Sin adjunto' });
      return reply
        .header('content-type', row.attachmentType ?? 'application/octet-stream')
        .header(
          'content-disposition',
          `attachment; filename="${row.attachmentName.replace(/[^\x20-\x7e]|"/g, '_')}"`,
        )
        .send(row.attachment);
    },
  );
};
