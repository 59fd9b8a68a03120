import { ZMyCompaniesResponse, ZSelectCompanyRequest, ZSessionResponse } from '@trazo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/schemas';
import { sessionOf } from '../../plugins/authorization';
import { listMyCompanies } from './list-my-companies';
import { selectCompany } from './select-company';

const tags = ['Autenticación'];

// spec §2.2 (branded login → /select-customer), §2.7, §3 (NameCustomer, IdCustomer, UrlImgCustomer).
export const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/mis-empresas',
    {
      schema: {
        tags,
        summary: 'Empresas para las que el usuario puede actuar',
        response: { 200: ZMyCompaniesResponse, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listMyCompanies(app.db, sessionOf(request));
    },
  );

  app.post(
    '/seleccionar_empresa',
    {
      schema: {
        tags,
        summary: 'Elegir la empresa de la sesión',
        body: ZSelectCompanyRequest,
        response: { 200: ZSessionResponse, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => selectCompany(app.db, sessionOf(request), request.body),
  );
};
