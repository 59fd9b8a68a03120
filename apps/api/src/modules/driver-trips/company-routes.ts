import {
  MSG,
  ROLE,
  ZCompanyRejectionReasonsResponse,
  ZInspectionFixParams,
  ZInspectionFixRequest,
  ZInspectionFixResponse,
  ZMessageResponse,
  ZRejectionReasonForm,
  ZRejectionReasonParams,
} from '@trazo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/schemas';
import { sessionOf, tenantOf } from '../../plugins/authorization';
import { fixInspection } from './fix-inspection';
import { createRejectionReason, listRejectionReasons, updateRejectionReason } from './rejection-reasons';

const config = { roles: [ROLE.empresaTransporte] };

// The transport company's side of the drivers' records (issue 10 items 4, 5): the fix of a failed
// critical inspection item, and the list of delivery-rejection reasons.
export const driverCompanyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/movimientos/inspecciones/:id/correccion',
    {
      config: { ...config, permission: 'configuracion.eventos' },
      schema: {
        tags: ['Movimientos'],
        summary:
          'Registrar que se corrigieron los ítems críticos de una inspección (permite iniciar el viaje)',
        params: ZInspectionFixParams,
        body: ZInspectionFixRequest,
        response: { 200: ZInspectionFixResponse, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const alerta = await fixInspection(
        { db: app.db, now: app.clock.now() },
        {
          customerId: tenantOf(request),
          userId: sessionOf(request).userId,
          inspectionId: request.params.id,
          note: request.body.nota,
        },
      );
      return { message: MSG.inspectionFixRecorded, alerta };
    },
  );

  app.get(
    '/configuracion/motivos-rechazo',
    {
      config: { ...config, permission: 'configuracion.eventos' },
      schema: {
        tags: ['Configuración'],
        summary: 'Motivos de rechazo de entrega (app de conductores)',
        response: { 200: ZCompanyRejectionReasonsResponse, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ data: await listRejectionReasons(app.db, tenantOf(request), false) }),
  );

  app.post(
    '/configuracion/motivos-rechazo',
    {
      config: { ...config, permission: 'configuracion.eventos' },
      schema: {
        tags: ['Configuración'],
        summary: 'Crear un motivo de rechazo de entrega',
        body: ZRejectionReasonForm,
        response: { 201: ZMessageResponse, ...errorResponses(401, 403, 409, 422) },
      },
    },
    async (request, reply) => {
      await createRejectionReason(app.db, tenantOf(request), request.body);
      return reply.code(201).send({ message: MSG.rejectionReasonSaved });
    },
  );

  app.put(
    '/configuracion/motivos-rechazo/:id',
    {
      config: { ...config, permission: 'configuracion.eventos' },
      schema: {
        tags: ['Configuración'],
        summary: 'Renombrar, activar o desactivar un motivo de rechazo',
        params: ZRejectionReasonParams,
        body: ZRejectionReasonForm,
        response: { 200: ZMessageResponse, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      await updateRejectionReason(app.db, tenantOf(request), request.params.id, request.body);
      return { message: MSG.rejectionReasonSaved };
    },
  );
};
