import { ZRegisterCompanyRequest, ZRegisterGeneratorRequest, ZRegisterResponse } from '@trazo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/schemas';
import { throttle } from '../../lib/throttle';
import { registerCompany } from './register-company';
import { registerGenerator } from './register-generator';

const tags = ['Registro'];
/** Registrations per IP and hour: enough for an office behind one address, not for a script. */
const REGISTER_THROTTLE = { max: 10, windowMs: 60 * 60_000 };
const errors = errorResponses(420, 421, 422, 429, 430);

// spec §2.3, §3, §7, §8: the three self-registration calls. Every accepted one answers alike, signing no
// one in (issue 23 item 11: a registered address is not told apart; its owner gets an e-mail).
export const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/registergenerador',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Registro de generadores, proveedores y terceros',
        body: ZRegisterGeneratorRequest,
        response: { 200: ZRegisterResponse, ...errors },
      },
    },
    async (request, reply) => {
      await throttle(app.rateLimiter, { key: `register:${request.ip}`, ...REGISTER_THROTTLE });
      reply.header('cache-control', 'no-store');
      return registerGenerator(app, request.body);
    },
  );

  for (const [path, kind, summary] of [
    ['/registerespecial', 'especiales', 'Registro de empresas de servicios especiales'],
    ['/registerempresatransporte', 'transporte', 'Registro de empresas de transporte'],
  ] as const) {
    app.post(
      path,
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary,
          body: ZRegisterCompanyRequest,
          response: { 200: ZRegisterResponse, ...errors },
        },
      },
      async (request, reply) => {
        await throttle(app.rateLimiter, { key: `register:${request.ip}`, ...REGISTER_THROTTLE });
        reply.header('cache-control', 'no-store');
        return registerCompany(app, kind, request.body);
      },
    );
  }
};
