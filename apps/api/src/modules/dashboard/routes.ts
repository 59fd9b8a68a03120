import {
  ROLE,
  ZAdminDashboard,
  ZCompanyDashboard,
  ZEspecialesDashboard,
  ZGeneratorDashboard,
} from '@trazo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/schemas';
import { sessionOf, tenantOf } from '../../plugins/authorization';
import { movementScopeOf } from '../movements/movement-scope';
import { adminDashboard, companyDashboard, especialesDashboard, generatorDashboard } from './dashboards';

const tags = ['Inicio'];

// Inicio of roles 5, 2, 6 and 1 (issues 26 items 3–4, 24 item 8); the movement numbers scoped as the
// movement lists, the special-transport operator's as its fleet and FUEC lists.
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => ({ db: app.db, config: app.config, now: app.clock.now() });

  app.get(
    '/inicio/empresa-transporte',
    {
      config: { roles: [ROLE.empresaTransporte], permission: 'movimientos.ver' },
      schema: {
        tags,
        summary: 'Inicio de la empresa de transporte: contadores, puntualidad y mapa de viajes en ruta',
        response: { 200: ZCompanyDashboard, ...errorResponses(401, 403) },
      },
    },
    async (request) => companyDashboard(deps(), { customerId: tenantOf(request), generatorId: null }),
  );

  app.get(
    '/inicio/generador',
    {
      config: { roles: [ROLE.generador] },
      schema: {
        tags,
        summary: 'Inicio del generador: sus remesas de la semana, eventos, cumplidos pendientes y mapa',
        response: { 200: ZGeneratorDashboard, ...errorResponses(401, 403) },
      },
    },
    async (request) =>
      generatorDashboard(
        deps(),
        await movementScopeOf(app.db, { ...sessionOf(request), customerId: tenantOf(request) }),
      ),
  );

  app.get(
    '/inicio/especiales',
    {
      config: { roles: [ROLE.especiales] },
      schema: {
        tags,
        summary: 'Inicio del operador especial: documentos por vencer en 30 días y FUEC expedidos este mes',
        response: { 200: ZEspecialesDashboard, ...errorResponses(401, 403) },
      },
    },
    async (request) => especialesDashboard(deps(), tenantOf(request)),
  );

  app.get(
    '/inicio/super-administrador',
    {
      config: { roles: [ROLE.superAdministrador] },
      schema: {
        tags,
        summary: 'Inicio del super administrador: empresas, activaciones, suscripciones y correo',
        response: { 200: ZAdminDashboard, ...errorResponses(401, 403) },
      },
    },
    async () => adminDashboard(deps()),
  );
};
