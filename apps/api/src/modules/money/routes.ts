import {
  MSG,
  ROLE,
  ZAdvanceForm,
  ZApproveExpenseForm,
  ZCloseLegalisationForm,
  ZExpenseReviewParams,
  ZExpenseType,
  ZExpenseTypeForm,
  ZExpenseTypePage,
  ZExpenseTypeQuery,
  ZIdParams,
  ZLegalisationDetail,
  ZLegalisationExportQuery,
  ZLegalisationPage,
  ZLegalisationQuery,
  ZMessageResponse,
  ZRejectExpenseForm,
  ZTripMoneyParams,
} from '@trazo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/schemas';
import { sessionOf, tenantOf } from '../../plugins/authorization';
import { sendReportFile } from '../reports/send-report-file';
import { recordAdvance } from './advances';
import { createExpenseType, findExpenseTypes, updateExpenseType } from './expense-types';
import { exportLegalisation } from './export-legalisation';
import { findLegalisationDetail } from './find-legalisation-detail';
import { findLegalisations } from './find-legalisations';
import { closeLegalisation, reviewExpense } from './review-legalisation';

const tags = ['Gastos de viaje'];
/** Transport companies (role 5) only, checked by the authentication gate before validation. */
const config = { roles: [ROLE.empresaTransporte] };

// spec §2.1 configuracion/tipo-gastos and legalizacion-gastos (issue 11); not in the spec's call list.
export const moneyRoutes: FastifyPluginAsyncZod = async (app) => {
  const reviewer = (request: Parameters<typeof tenantOf>[0]) => ({
    customerId: tenantOf(request),
    userId: sessionOf(request).userId,
  });

  app.get(
    '/configuracion/tipo-gastos',
    {
      config: { ...config, permission: 'configuracion.eventos' },
      schema: {
        tags,
        summary: 'Tipos de gasto de la empresa (paginado, búsqueda sin tildes)',
        querystring: ZExpenseTypeQuery,
        response: { 200: ZExpenseTypePage, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => findExpenseTypes(app.db, tenantOf(request), request.query),
  );

  app.post(
    '/configuracion/tipo-gastos',
    {
      config: { ...config, permission: 'configuracion.eventos' },
      schema: {
        tags,
        summary: 'Crear un tipo de gasto',
        body: ZExpenseTypeForm,
        response: { 201: ZExpenseType, ...errorResponses(401, 403, 422, 424) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createExpenseType(app.db, tenantOf(request), request.body)),
  );

  app.put(
    '/configuracion/tipo-gastos/:id',
    {
      config: { ...config, permission: 'configuracion.eventos' },
      schema: {
        tags,
        summary: 'Editar, activar o desactivar un tipo de gasto',
        params: ZIdParams,
        body: ZExpenseTypeForm,
        response: { 200: ZExpenseType, ...errorResponses(401, 403, 404, 422, 424) },
      },
    },
    async (request) => updateExpenseType(app.db, tenantOf(request), request.params.id, request.body),
  );

  app.get(
    '/legalizacion-gastos',
    {
      config: { ...config, permission: 'legalizaciones.revisar' },
      schema: {
        tags,
        summary: 'Viajes con anticipos o gastos, con sus totales y saldo',
        querystring: ZLegalisationQuery,
        response: { 200: ZLegalisationPage, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => findLegalisations(app.db, tenantOf(request), request.query),
  );

  app.get(
    '/legalizacion-gastos/exportar',
    {
      config: { ...config, permission: 'legalizaciones.revisar' },
      schema: {
        tags,
        summary: 'Legalización de un viaje o de un periodo (.xlsx)',
        querystring: ZLegalisationExportQuery,
        response: errorResponses(401, 403, 404, 422),
      },
    },
    async (request, reply) =>
      sendReportFile(
        reply,
        await exportLegalisation({ db: app.db, urlSigner: app.urlSigner }, tenantOf(request), request.query),
      ),
  );

  app.get(
    '/legalizacion-gastos/:movementId',
    {
      config: { ...config, permission: 'legalizaciones.revisar' },
      schema: {
        tags,
        summary: 'Revisión de un viaje: anticipos, gastos con sus recibos e historial',
        params: ZTripMoneyParams,
        response: { 200: ZLegalisationDetail, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) =>
      findLegalisationDetail(
        { db: app.db, urlSigner: app.urlSigner },
        tenantOf(request),
        request.params.movementId,
      ),
  );

  app.post(
    '/legalizacion-gastos/:movementId/anticipos',
    {
      config: { ...config, permission: 'anticipos.registrar' },
      schema: {
        tags,
        summary: 'Registrar un anticipo del viaje',
        params: ZTripMoneyParams,
        body: ZAdvanceForm,
        response: { 201: ZMessageResponse, ...errorResponses(401, 403, 404, 422, 424) },
      },
    },
    async (request, reply) => {
      await recordAdvance(
        app.db,
        reviewer(request),
        request.params.movementId,
        request.body,
        app.clock.now(),
      );
      return reply.code(201).send({ message: MSG.moneyAdvanceSaved });
    },
  );

  app.post(
    '/legalizacion-gastos/:movementId/gastos/:expenseId/aprobar',
    {
      config: { ...config, permission: 'legalizaciones.revisar' },
      schema: {
        tags,
        summary: 'Aprobar un gasto (con la versión que se revisó; 409 si el conductor lo cambió)',
        params: ZExpenseReviewParams,
        body: ZApproveExpenseForm,
        response: { 200: ZMessageResponse, ...errorResponses(401, 403, 404, 409, 422, 424) },
      },
    },
    async (request) => {
      await reviewExpense(
        app.db,
        reviewer(request),
        request.params,
        { state: 'aprobado', version: request.body.version },
        app.clock.now(),
      );
      return { message: MSG.moneyExpenseApproved };
    },
  );

  app.post(
    '/legalizacion-gastos/:movementId/gastos/:expenseId/rechazar',
    {
      config: { ...config, permission: 'legalizaciones.revisar' },
      schema: {
        tags,
        summary: 'Rechazar un gasto con el motivo (el conductor lo ve) y la versión que se revisó',
        params: ZExpenseReviewParams,
        body: ZRejectExpenseForm,
        response: { 200: ZMessageResponse, ...errorResponses(401, 403, 404, 409, 422, 424) },
      },
    },
    async (request) => {
      await reviewExpense(
        app.db,
        reviewer(request),
        request.params,
        { state: 'rechazado', reason: request.body.reason, version: request.body.version },
        app.clock.now(),
      );
      return { message: MSG.moneyExpenseRejected };
    },
  );

  app.post(
    '/legalizacion-gastos/:movementId/cerrar',
    {
      config: { ...config, permission: 'legalizaciones.revisar' },
      schema: {
        tags,
        summary: 'Cerrar la legalización: fija el saldo (excedente, faltante o en cero)',
        params: ZTripMoneyParams,
        body: ZCloseLegalisationForm,
        response: { 200: ZMessageResponse, ...errorResponses(401, 403, 404, 422, 424) },
      },
    },
    async (request) => {
      await closeLegalisation(
        app.db,
        reviewer(request),
        request.params.movementId,
        request.body,
        app.clock.now(),
      );
      return { message: MSG.moneyLegalisationClosedOk };
    },
  );
};
