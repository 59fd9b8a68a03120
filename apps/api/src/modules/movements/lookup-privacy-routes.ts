import {
  MSG,
  ROLE,
  ZLookupPrivacyResponse,
  ZUpdateLookupPrivacyRequest,
  ZUpdateLookupPrivacyResponse,
} from '@trazo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/schemas';
import { tenantOf } from '../../plugins/authorization';
import { findLookupPrivacy, updateLookupPrivacy } from './manage-lookup-privacy';

const tags = ['Consulta pública'];
/** Transport companies (role 5) only, checked by the authentication gate before validation. */
const config = { roles: [ROLE.empresaTransporte] };

// The transport company (role 5) chooses what its public lookup shows (issue 13 item 6).
export const lookupPrivacyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/consulta-publica/privacidad',
    {
      config: { ...config, permission: 'configuracion.eventos' },
      schema: {
        tags,
        summary: 'Qué muestra la consulta pública de la empresa',
        response: { 200: ZLookupPrivacyResponse, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ data: await findLookupPrivacy(app.db, tenantOf(request)) }),
  );

  app.put(
    '/consulta-publica/privacidad',
    {
      config: { ...config, permission: 'configuracion.eventos' },
      schema: {
        tags,
        summary: 'Cambiar qué muestra la consulta pública de la empresa',
        body: ZUpdateLookupPrivacyRequest,
        response: { 200: ZUpdateLookupPrivacyResponse, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const data = await updateLookupPrivacy(app.db, {
        customerId: tenantOf(request),
        privacy: request.body,
      });
      return { message: MSG.lookupPrivacySaved, data };
    },
  );
};
