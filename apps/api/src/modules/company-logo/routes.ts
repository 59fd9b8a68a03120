import multipart from '@fastify/multipart';
import { COMPANY_LOGO_LIMITS, MSG, ROLE, text, ZCompanyLogoResponse } from '@trazo/shared';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { readImageUpload } from '../../lib/read-image-upload';
import { errorResponses, ZIgnoredBody } from '../../lib/schemas';
import { tenantOf } from '../../plugins/authorization';
import { toLogoPng } from './logo-image';
import { logoKeyOfFile, setCompanyLogo } from './set-company-logo';

const tags = ['Perfil'];

// The transport company's logo (issue 12 item 2: the PDF carries it; spec §2.7: the top bar shows it).
export const companyLogoRoutes: FastifyPluginAsyncZod = async (app) => {
  // Public on purpose, like avatars: an <img> sends no token, the names are random UUIDs, and a logo
  // is what a company shows its customers.
  app.get(
    '/logos/:file',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Logo de una empresa', params: z.object({ file: text().max(64) }) },
    },
    async (request, reply) => {
      const key = logoKeyOfFile(request.params.file);
      const stream = key ? await app.storage.get(key) : null;
      if (!stream) throw new AppError(404, MSG.notFound);
      return reply
        .type('image/png')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(stream);
    },
  );

  await app.register(async (scope) => {
    const own = scope.withTypeProvider<ZodTypeProvider>();
    // Only this scope parses multipart; everywhere else the API stays JSON-only.
    await own.register(multipart);
    const config = { roles: [ROLE.empresaTransporte], permission: 'usuarios.administrar' as const };
    const deps = () => ({ db: app.db, storage: app.storage });

    own.post(
      '/empresa/logo',
      {
        config,
        schema: {
          tags,
          summary: 'Subir el logo de la empresa (multipart, campo "logo": PNG, JPEG o WebP de hasta 2 MB)',
          consumes: ['multipart/form-data'],
          response: { 200: ZCompanyLogoResponse, ...errorResponses(401, 403, 413, 422) },
        },
      },
      async (request) => {
        const png = await toLogoPng(await readImageUpload(request, COMPANY_LOGO_LIMITS));
        return setCompanyLogo({ ...deps(), log: request.log }, tenantOf(request), png);
      },
    );

    own.delete(
      '/empresa/logo',
      {
        config,
        schema: {
          tags,
          summary: 'Quitar el logo de la empresa',
          body: ZIgnoredBody,
          response: { 200: ZCompanyLogoResponse, ...errorResponses(401, 403) },
        },
      },
      async (request) => setCompanyLogo({ ...deps(), log: request.log }, tenantOf(request), null),
    );
  });
};
