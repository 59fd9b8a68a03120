import {
  agingBucketLabels,
  bogotaDay,
  DEFAULT_AGING_EDGES,
  ROLE,
  ZAgingQuery,
  ZAgingResponse,
  ZAgingSettings,
  ZCarteraOptions,
  ZIdParams,
  ZInvoiceDetail,
  ZInvoiceDetailQuery,
  ZInvoiceExportQuery,
  ZInvoiceFileParams,
  ZInvoiceListQuery,
  ZInvoicePage,
} from '@trazo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/schemas';
import { sessionOf, tenantOf } from '../../plugins/authorization';
import { sendReportFile } from '../reports/send-report-file';
import { edgesCompanyOf, findAgingEdges, saveAgingEdges } from './aging-settings';
import { type CarteraScope, carteraScopeOf } from './cartera-scope';
import { exportInvoices } from './export-invoices';
import { findAging } from './find-aging';
import { findInvoiceDetail } from './find-invoice-detail';
import { findInvoices } from './find-invoices';
import { findCarteraOptions } from './find-options';
import { openInvoiceFile } from './invoice-attachments';

const tags = ['Cartera'];
const readers = { roles: [ROLE.generador, ROLE.empresaTransporte] };

// Contable → Cartera and Historial de Facturación (issue 25 §2–3): the same reads for a transport company
// (its generators) and a generator (its invoices from every company that bills it).
export const carteraRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The buckets: the company's own; a generator's view of one company uses that company's. */
  const edgesFor = async (scope: CarteraScope): Promise<readonly number[]> => {
    const company = edgesCompanyOf(scope);
    return company !== null ? findAgingEdges(app.db, company) : DEFAULT_AGING_EDGES;
  };
  const today = () => bogotaDay(app.clock.now().toISOString());

  app.get(
    '/cartera/edades',
    {
      config: { ...readers, permission: 'cartera.ver' },
      schema: {
        tags,
        summary: 'Cartera por edades a una fecha de corte (totales por tramo y por generador)',
        querystring: ZAgingQuery,
        response: { 200: ZAgingResponse, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const scope = await carteraScopeOf(app.db, sessionOf(request), request.query);
      // The edges are read inside the aging's statement: one round trip fewer (ADR 0024, fourth pass).
      return findAging(app.db, scope, request.query.corte ?? today());
    },
  );

  app.get(
    '/cartera/facturas',
    {
      config: { ...readers, permission: 'cartera.ver' },
      schema: {
        tags,
        summary: 'Facturas con su saldo, días vencidos, tramo y estado a la fecha de corte (paginado)',
        querystring: ZInvoiceListQuery,
        response: { 200: ZInvoicePage, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const { page, per_page, corte, ...filters } = request.query;
      const scope = await carteraScopeOf(app.db, sessionOf(request), filters);
      const edges = await edgesFor(scope);
      return findInvoices(app.db, scope, { ...filters, corte: corte ?? today(), edges }, page, per_page);
    },
  );

  app.get(
    '/cartera/facturas/exportar',
    {
      config: { ...readers, permission: 'cartera.ver' },
      schema: {
        tags,
        summary: 'Descargar las facturas filtradas (xlsx o csv, en flujo)',
        querystring: ZInvoiceExportQuery,
        response: errorResponses(401, 403, 422),
      },
    },
    async (request, reply) => {
      const { formato, corte, ...filters } = request.query;
      const scope = await carteraScopeOf(app.db, sessionOf(request), filters);
      const edges = await edgesFor(scope);
      const file = exportInvoices(
        app.db,
        scope,
        { ...filters, corte: corte ?? today(), edges },
        agingBucketLabels(edges),
        formato,
      );
      return sendReportFile(reply, file);
    },
  );

  app.get(
    '/cartera/facturas/:id',
    {
      config: { ...readers, permission: 'cartera.ver' },
      schema: {
        tags,
        summary: 'Una factura: saldo a la fecha de corte, remesas que factura y pagos',
        params: ZIdParams,
        querystring: ZInvoiceDetailQuery,
        response: { 200: ZInvoiceDetail, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const scope = await carteraScopeOf(app.db, sessionOf(request), {});
      const edges = await edgesFor(scope);
      return findInvoiceDetail(app.db, scope, request.params.id, request.query.corte ?? today(), edges);
    },
  );

  app.get(
    '/cartera/facturas/:id/:tipo',
    {
      config: { ...readers, permission: 'cartera.ver' },
      schema: {
        tags,
        summary: 'Descargar el PDF o el XML de la factura que envió el ERP',
        params: ZInvoiceFileParams,
        response: errorResponses(401, 403, 404, 422),
      },
    },
    async (request, reply) => {
      const scope = await carteraScopeOf(app.db, sessionOf(request), {});
      const file = await openInvoiceFile(app.db, app.storage, scope, request.params.id, request.params.tipo);
      return sendReportFile(reply, file);
    },
  );

  app.get(
    '/cartera/opciones',
    {
      config: { ...readers, permission: 'cartera.ver' },
      schema: {
        tags,
        summary: 'Empresas y generadores con facturas, para los filtros',
        response: { 200: ZCarteraOptions, ...errorResponses(401, 403) },
      },
    },
    async (request) => findCarteraOptions(app.db, await carteraScopeOf(app.db, sessionOf(request), {})),
  );

  app.get(
    '/cartera/configuracion',
    {
      config: { roles: [ROLE.empresaTransporte], permission: 'cartera.ver' },
      schema: {
        tags,
        summary: 'Tramos de la cartera por edades de la empresa',
        response: { 200: ZAgingSettings, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ edges: await findAgingEdges(app.db, tenantOf(request)) }),
  );

  app.put(
    '/cartera/configuracion',
    {
      config: { roles: [ROLE.empresaTransporte], permission: 'cartera.ver' },
      schema: {
        tags,
        summary: 'Cambiar los tramos (días) de la cartera por edades',
        body: ZAgingSettings,
        response: { 200: ZAgingSettings, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => ({
      edges: await saveAgingEdges(app.db, tenantOf(request), request.body.edges, app.clock.now()),
    }),
  );
};
