import { ZRolesResponse } from '@trazo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listRoles } from './list-roles';

export const roleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/roles',
    {
      config: { access: 'public' },
      schema: { tags: ['Catálogos'], summary: 'Roles de la plataforma', response: { 200: ZRolesResponse } },
    },
    async () => ({ data: await listRoles(app.db) }),
  );
};
