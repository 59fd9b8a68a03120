import {
  ROLE,
  ZPartnerCompanies,
  ZProviderExpenseExportQuery,
  ZProviderExpensePage,
  ZProviderExpenseQuery,
  ZThirdPartyTripExportQuery,
  ZThirdPartyTripPage,
  ZThirdPartyTripQuery,
} from '@trazo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/schemas';
import { sessionOf } from '../../plugins/authorization';
import { sendReportFile } from '../reports/send-report-file';
import { findOwnerCompanies, findProviderCompanies } from './partner-companies';
import { findPartnerNit, requirePartnerNit } from './partner-nit';
import { exportProviderExpenses, findProviderExpenses } from './provider-expenses';
import { exportThirdPartyTrips, findThirdPartyTrips } from './third-party-trips';

const tags = ['Proveedores y terceros'];
const providers = { roles: [ROLE.proveedor] };
const owners = { roles: [ROLE.terceros] };

// Issue 26 §5: the provider's and the third party's areas, every row found by the NIT of the caller's grant.
export const partnerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/proveedor/empresas',
    {
      config: providers,
      schema: {
        tags,
        summary: 'El NIT del proveedor y las empresas que le han pagado gastos de viaje',
        response: { 200: ZPartnerCompanies, ...errorResponses(401, 403) },
      },
    },
    async (request) => findProviderCompanies(app.db, await findPartnerNit(app.db, sessionOf(request))),
  );

  app.get(
    '/proveedor/gastos',
    {
      config: providers,
      schema: {
        tags,
        summary: 'Gastos de viaje pagados al NIT del proveedor, en todas las empresas (paginado)',
        querystring: ZProviderExpenseQuery,
        response: { 200: ZProviderExpensePage, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) =>
      findProviderExpenses(app.db, await requirePartnerNit(app.db, sessionOf(request)), request.query),
  );

  app.get(
    '/proveedor/gastos/exportar',
    {
      config: providers,
      schema: {
        tags,
        summary: 'Descargar los gastos filtrados (xlsx o csv, en flujo)',
        querystring: ZProviderExpenseExportQuery,
        response: errorResponses(401, 403, 422),
      },
    },
    async (request, reply) => {
      const { formato, ...filters } = request.query;
      const nit = await requirePartnerNit(app.db, sessionOf(request));
      return sendReportFile(reply, exportProviderExpenses(app.db, nit, filters, formato));
    },
  );

  app.get(
    '/terceros/empresas',
    {
      config: owners,
      schema: {
        tags,
        summary: 'El NIT del propietario y las empresas que operan sus vehículos',
        response: { 200: ZPartnerCompanies, ...errorResponses(401, 403) },
      },
    },
    async (request) => findOwnerCompanies(app.db, await findPartnerNit(app.db, sessionOf(request))),
  );

  app.get(
    '/terceros/viajes',
    {
      config: owners,
      schema: {
        tags,
        summary: 'Viajes de los vehículos del propietario, con anticipos y flete (paginado)',
        querystring: ZThirdPartyTripQuery,
        response: { 200: ZThirdPartyTripPage, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) =>
      findThirdPartyTrips(app.db, await requirePartnerNit(app.db, sessionOf(request)), request.query),
  );

  app.get(
    '/terceros/viajes/exportar',
    {
      config: owners,
      schema: {
        tags,
        summary: 'Descargar los viajes filtrados (xlsx o csv, en flujo)',
        querystring: ZThirdPartyTripExportQuery,
        response: errorResponses(401, 403, 422),
      },
    },
    async (request, reply) => {
      const { formato, ...filters } = request.query;
      const nit = await requirePartnerNit(app.db, sessionOf(request));
      return sendReportFile(reply, exportThirdPartyTrips(app.db, nit, filters, formato));
    },
  );
};
