import {
  ZEmailVerifyQuery,
  ZEmailVerifyResponse,
  ZResendEmailRequest,
  ZResendEmailResponse,
  ZVerifyCodeRequest,
  ZVerifyCodeResponse,
} from '@trazo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/schemas';
import { throttle } from '../../lib/throttle';
import { sessionOf } from '../../plugins/authorization';
import { resendVerificationEmail } from './resend-verification-email';
import { verifyEmailCode } from './verify-email-code';
import { verifyEmailLink } from './verify-email-link';

const tags = ['Verificación de correo'];
const LINK_THROTTLE = { max: 30, windowMs: 15 * 60_000 };

// spec §2.4, §2.5, §7: POST /email/resend, POST /verify-code, the signed link GET /email/verify.
export const verificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/email/verify',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Verificar el correo con el enlace firmado',
        querystring: ZEmailVerifyQuery,
        response: { 200: ZEmailVerifyResponse, ...errorResponses(403, 429) },
      },
    },
    async (request, reply) => {
      await throttle(app.rateLimiter, { key: `email-link:${request.ip}`, ...LINK_THROTTLE });
      reply.header('cache-control', 'no-store');
      return verifyEmailLink(app, request.query);
    },
  );

  // The just-registered (or just-logged-in) user is not verified yet: a session is enough here,
  // declaring `roles` (which demands a verified e-mail) would refuse exactly the users these calls serve.
  app.post(
    '/email/resend',
    {
      schema: {
        tags,
        summary: 'Reenviar el código de verificación',
        body: ZResendEmailRequest,
        response: { 200: ZResendEmailResponse, ...errorResponses(401, 403, 424, 429) },
      },
    },
    async (request) => resendVerificationEmail(app, sessionOf(request).userId),
  );

  app.post(
    '/verify-code',
    {
      schema: {
        tags,
        summary: 'Verificar el correo con el código',
        body: ZVerifyCodeRequest,
        response: { 200: ZVerifyCodeResponse, ...errorResponses(400, 401, 403, 422) },
      },
    },
    async (request) => verifyEmailCode(app, sessionOf(request).userId, request.body.code),
  );
};
