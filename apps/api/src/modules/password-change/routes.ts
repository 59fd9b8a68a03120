import { ZChangePasswordRequest, ZMessageResponse } from '@trazo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/schemas';
import { sessionOf } from '../../plugins/authorization';
import { changePassword } from './change-password';

// spec §2.7 / §7 POST /cambiar_clave: any signed-in user, whatever role (or none yet) it acts as.
export const passwordChangeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/cambiar_clave',
    {
      schema: {
        tags: ['Cuenta'],
        summary: 'Cambiar la contraseña',
        body: ZChangePasswordRequest,
        response: { 200: ZMessageResponse, ...errorResponses(401, 403, 422, 429) },
      },
    },
    async (request) => changePassword(app, sessionOf(request), request.body.frmReset),
  );
};
