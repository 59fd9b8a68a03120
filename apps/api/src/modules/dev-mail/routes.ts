import { text } from '@trazo/shared';
import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emailOutbox } from '../../db/schema';

const ZDevMailQuery = z.object({ to: text().trim().toLowerCase().max(254).optional() });
const ZDevMail = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  created_at: z.string(),
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
        to: r.to,
        subject: r.subject,
        text: r.text,
        html: r.html,
        created_at: r.createdAt.toISOString(),
      }));
    },
  );
};
