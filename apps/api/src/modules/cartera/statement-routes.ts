import {
  MSG,
  ROLE,
  ZMessageResponse,
  ZSendStatementRequest,
  ZStatementQuery,
  ZStatementRecipients,
} from '@trazo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/schemas';
import { tenantOf } from '../../plugins/authorization';
import { buildStatement, sendStatement, suggestedRecipients } from './account-statement';

const tags = ['Cartera'];
const config = { roles: [ROLE.empresaTransporte] };

// The account statement per generator (issue 25 §2): a PDF the company downloads or e-mails.
export const carteraStatementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/cartera/estado-cuenta',
    {
      config: { ...config, permission: 'cartera.ver' },
      schema: {
        tags,
        summary: 'Estado de cuenta de un generador a la fecha de corte (PDF)',
        querystring: ZStatementQuery,
        response: errorResponses(401, 403, 404, 422),
      },
    },
    async (request, reply) => {
      const statement = await buildStatement(app.db, {
        customerId: tenantOf(request),
        generatorId: request.query.generador,
        corte: request.query.corte,
        now: app.clock.now(),
      });
      const ascii = statement.fileName.replace(/[^\x20-\x7e]|"/g, '_');
      return reply
        .header('content-type', 'application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(statement.fileName)}`,
        )
        .send(statement.pdf as never);
    },
  );

  app.get(
    '/cartera/estado-cuenta/destinatarios',
    {
      config: { ...config, permission: 'cartera.ver' },
      schema: {
        tags,
        summary: 'Correos sugeridos para el estado de cuenta: los usuarios activos del generador',
        querystring: z.object({ generador: ZStatementQuery.shape.generador }),
        response: { 200: ZStatementRecipients, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => ({
      sugeridos: await suggestedRecipients(app.db, tenantOf(request), request.query.generador),
    }),
  );

  app.post(
    '/cartera/estado-cuenta/enviar',
    {
      config: { ...config, permission: 'cartera.ver' },
      schema: {
        tags,
        summary: 'Enviar el estado de cuenta por correo (PDF adjunto, por la bandeja de salida)',
        body: ZSendStatementRequest,
        response: { 200: ZMessageResponse, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      await sendStatement(app.db, {
        customerId: tenantOf(request),
        generatorId: request.body.generador,
        corte: request.body.corte,
        recipients: request.body.destinatarios,
        now: app.clock.now(),
      });
      return { message: MSG.carteraStatementSent };
    },
  );
};
