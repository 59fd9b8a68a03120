import {
  ZPasswordChangedResponse,
  ZPasswordResetRequest,
  ZPasswordResetResponse,
  ZResetLinkCheckRequest,
  ZResetPasswordRequest,
  ZVerifyCodePasswordRequest,
} from '@trazo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/schemas';
import { checkResetLink } from './check-reset-link';
import { requestPasswordReset } from './request-password-reset';
import { resetPassword } from './reset-password';

const tags = ['Recuperación de contraseña'];

// spec §2.2, §2.5, §7: POST /passwordreset, /verify-code-password, /reset-password (and ours,
// /reset-password/check). No session needed.
export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/passwordreset',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Solicitar un código para restablecer la contraseña',
        body: ZPasswordResetRequest,
        response: { 200: ZPasswordResetResponse, ...errorResponses(422, 429) },
      },
    },
    async (request) => requestPasswordReset(app, request.body.email, request.ip),
  );

  app.post(
    '/verify-code-password',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Restablecer la contraseña con el código',
        body: ZVerifyCodePasswordRequest,
        response: { 200: ZPasswordChangedResponse, ...errorResponses(400, 422, 429) },
      },
    },
    async (request) => {
      const { email, code, password } = request.body;
      return resetPassword(app, 'password_code', { email, secret: code, password }, request.ip);
    },
  );

  app.post(
    '/reset-password',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Restablecer la contraseña con el enlace del correo',
        body: ZResetPasswordRequest,
        response: { 200: ZPasswordChangedResponse, ...errorResponses(400, 422, 429) },
      },
    },
    async (request) => {
      const { email, token, password } = request.body;
      return resetPassword(app, 'password_link', { email, secret: token, password }, request.ip);
    },
  );

  app.post(
    '/reset-password/check',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Comprobar, sin usarlo, que el enlace del correo sigue vigente',
        body: ZResetLinkCheckRequest,
        response: { 200: ZPasswordChangedResponse, ...errorResponses(400, 422, 429) },
      },
    },
    async (request) => checkResetLink(app, request.body, request.ip),
  );
};
