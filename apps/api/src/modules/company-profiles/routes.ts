import {
  MSG,
  ROLE,
  ZProfileAuditPage,
  ZProfileAuditQuery,
  ZProfileInput,
  ZProfileList,
  ZProfileParams,
  ZProfileSaved,
} from '@trazo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/schemas';
import { sessionOf, tenantOf } from '../../plugins/authorization';
import {
  createProfile,
  listProfileAudit,
  listProfiles,
  type ProfileActor,
  updateProfile,
} from './manage-profiles';

const tags = ['Perfiles'];
const config = { roles: [ROLE.empresaTransporte], permission: 'usuarios.administrar' as const };

// Issue 27 §3: /empresa-transporte/configuracion/perfiles and the profile of each company user.
export const companyProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  const actorOf = (request: Parameters<typeof tenantOf>[0]): ProfileActor => ({
    userId: sessionOf(request).userId,
    customerId: tenantOf(request),
    now: app.clock.now(),
  });

  app.get(
    '/empresa-transporte/perfiles',
    {
      config,
      schema: {
        tags,
        summary: 'Perfiles de mi empresa, con sus permisos y cuántos usuarios los tienen',
        response: { 200: ZProfileList, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ data: await listProfiles(app.db, tenantOf(request)) }),
  );

  app.post(
    '/empresa-transporte/perfiles',
    {
      config,
      schema: {
        tags,
        summary: 'Crear un perfil',
        body: ZProfileInput,
        response: { 201: ZProfileSaved, ...errorResponses(401, 403, 409, 422) },
      },
    },
    async (request, reply) => {
      const data = await createProfile(app.db, actorOf(request), request.body);
      return reply.code(201).send({ message: MSG.profileSaved, data });
    },
  );

  app.put(
    '/empresa-transporte/perfiles/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Editar el nombre o los permisos de un perfil',
        params: ZProfileParams,
        body: ZProfileInput,
        response: { 200: ZProfileSaved, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const data = await updateProfile(app.db, actorOf(request), request.params.id, request.body);
      return { message: MSG.profileSaved, data };
    },
  );

  app.get(
    '/empresa-transporte/perfiles/auditoria',
    {
      config,
      schema: {
        tags,
        summary: 'Quién cambió qué perfil o asignación, y cuándo',
        querystring: ZProfileAuditQuery,
        response: { 200: ZProfileAuditPage, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) =>
      listProfileAudit(app.db, tenantOf(request), request.query.page, request.query.per_page),
  );
};
