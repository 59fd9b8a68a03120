import { ZContactRequest, ZContactResponse, ZSiteInfoResponse } from '@trazo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/schemas';
import { sendContactMessage } from './send-contact-message';

const tags = ['Sitio público'];

// spec §2.5 (landing contact details), §7 POST enviarcorreosolicitud.
export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/site-info',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Datos de contacto del sitio (dirección, mapa, chat, sitio del proveedor)',
        response: { 200: ZSiteInfoResponse },
      },
    },
    async (_request, reply) => {
      const { site } = app.config;
      reply.header('cache-control', 'public, max-age=300');
      return {
        direccion: site.address,
        telefono: site.phone,
        mapa_url: site.mapUrl,
        chat_url: site.chatUrl,
        sitio_proveedor_url: site.providerUrl,
      };
    },
  );

  app.post(
    '/enviarcorreosolicitud',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Enviar un mensaje al equipo comercial',
        body: ZContactRequest,
        response: { 200: ZContactResponse, ...errorResponses(400, 422, 429) },
      },
    },
    async (request) =>
      sendContactMessage(
        {
          db: app.db,
          clock: app.clock,
          rateLimiter: app.rateLimiter,
          salesEmail: app.config.salesEmail,
        },
        request.body,
        request.ip ?? null,
      ),
  );
};
