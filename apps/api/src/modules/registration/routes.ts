import {
  type TRegisterResponse,
  ZRegisterCompanyRequest,
  ZRegisterGeneratorRequest,
  ZRegisterResponse,
} from '@trazo/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/schemas';
import { throttle } from '../../lib/throttle';
import { setSessionCookie } from '../auth/session-cookie';
import { registerCompany } from './register-company';
import { registerGenerator } from './register-generator';

const tags = ['Registro'];
/** Registrations per IP and hour: enough for an office behind one address, not for a script. */
const REGISTER_THROTTLE = { max: 10, windowMs: 60 * 60_000 };
const errors = errorResponses(420, 421, 422, 424, 429, 430);

// spec §2.3, §3, §7, §8: the three self-registration calls. Success signs the user in (cookie + token).
export const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const answer = (
    reply: FastifyReply,
    result: { token: string; remember: boolean; body: TRegisterResponse },
  ): TRegisterResponse => {
    setSessionCookie(reply, result.token, result.remember);
    reply.header('cache-control', 'no-store');
    return result.body;
  };
  const context = (request: FastifyRequest) => ({
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? null,
  });

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
      return answer(reply, await registerGenerator(app, request.body, context(request)));
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
        return answer(reply, await registerCompany(app, kind, request.body, context(request)));
      },
    );
  }
};
