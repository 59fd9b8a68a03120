import multipart from '@fastify/multipart';
import {
  DRIVER_RECORD_LIMITS,
  MSG,
  ZDriverChecklistResponse,
  ZDriverDeliveryRequest,
  ZDriverDeliveryResponse,
  ZDriverEventRequest,
  ZDriverEventResponse,
  ZDriverInspectionRequest,
  ZDriverInspectionResponse,
  ZDriverPhotoFields,
  ZDriverPhotoResponse,
  ZDriverRejectionReasonsResponse,
  ZDriverTrip,
  ZDriverTripListResponse,
  ZDriverTripParams,
} from '@trazo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { readMultipart } from '../../lib/read-multipart';
import { errorResponses } from '../../lib/schemas';
import { driverSessionOf } from '../../plugins/authorization';
import { createEventNotifier } from '../notifications/notify-event';
import { storeDriverPhoto } from './driver-photos';
import { findDriverTripDetail, listDriverTrips } from './list-trips';
import { recordDriverDelivery } from './record-delivery';
import { recordDriverEvent } from './record-event';
import { driverChecklist, recordDriverInspection } from './record-inspection';
import { driverRejectionReasons } from './rejection-reasons';

const tags = ['App de conductores'];
const config = { access: 'driver' } as const;
const RECORD_NOTE =
  'Idempotente por clientId: 201 al crear, 200 con el mismo registro al reenviarlo. 425: faltan fotos (errors.fotosPendientes). Ver packages/shared/src/driver/trips.ts.';

// The drivers' app's trips and records (issue 10 items 3–6), Bearer device session (access 'driver').
// Every answer is scoped to the session's driver and company.
export const driverTripRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart);
  // The company's notifications of a recorded event (issue 27 §2), sent in the record's transaction.
  const notify = createEventNotifier({ signer: app.signer, appUrl: app.config.appUrl });
  const scopeOf = (request: Parameters<typeof driverSessionOf>[0]) => {
    const session = driverSessionOf(request);
    return { customerId: session.customerId, driverId: session.driverId };
  };

  app.get(
    '/conductor/viajes',
    {
      config,
      schema: {
        tags,
        summary: 'Viajes del conductor: en curso, de hoy y próximos primero, con remesas y plan de eventos',
        response: { 200: ZDriverTripListResponse, ...errorResponses(401) },
      },
    },
    async (request) => {
      const now = app.clock.now();
      return { serverTime: now.toISOString(), viajes: await listDriverTrips(app.db, scopeOf(request), now) };
    },
  );

  app.get(
    '/conductor/viajes/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Un viaje del conductor',
        params: ZDriverTripParams,
        response: { 200: ZDriverTrip, ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => findDriverTripDetail(app.db, scopeOf(request), request.params.id, app.clock.now()),
  );

  app.post(
    '/conductor/fotos',
    {
      config,
      schema: {
        tags,
        summary: 'Subir una foto (campo clientId y luego el archivo foto)',
        description: `multipart/form-data: clientId (UUID) y un archivo foto (JPEG, PNG o WebP por su contenido, hasta ${DRIVER_RECORD_LIMITS.photoMaxBytes / 1024 / 1024} MB). ${RECORD_NOTE}`,
        response: {
          200: ZDriverPhotoResponse,
          201: ZDriverPhotoResponse,
          ...errorResponses(401, 406, 409, 413, 422),
        },
      },
    },
    async (request, reply) => {
      const scope = scopeOf(request);
      const { fields, files } = await readMultipart(request, {
        maxFileBytes: DRIVER_RECORD_LIMITS.photoMaxBytes,
        maxFiles: 1,
        fileFields: ['foto'],
        messages: { fileTooLarge: MSG.tripPhotoTooLarge, unexpectedFile: MSG.tripPhotoRequired },
      });
      const parsed = ZDriverPhotoFields.safeParse(fields);
      if (!parsed.success) {
        throw new AppError(422, MSG.tripClientIdInvalid, { errors: { clientId: [MSG.tripClientIdInvalid] } });
      }
      const result = await storeDriverPhoto(
        { db: app.db, storage: app.storage, now: app.clock.now() },
        scope,
        { clientId: parsed.data.clientId, file: files[0] },
      );
      return reply.code(result.created ? 201 : 200).send(result.photo);
    },
  );

  app.post(
    '/conductor/eventos',
    {
      config,
      schema: {
        tags,
        summary: 'Registrar un evento del viaje (INICIAR VIAJE primero)',
        description: `${RECORD_NOTE} 428: falta la inspección del día o INICIAR VIAJE; 423: un ítem crítico en mal estado bloquea el inicio.`,
        body: ZDriverEventRequest,
        response: {
          200: ZDriverEventResponse,
          201: ZDriverEventResponse,
          ...errorResponses(401, 404, 409, 422, 423, 425, 428),
        },
      },
    },
    async (request, reply) => {
      const result = await recordDriverEvent(
        { db: app.db, now: app.clock.now(), notify },
        scopeOf(request),
        request.body,
      );
      return reply.code(result.created ? 201 : 200).send(result.event);
    },
  );

  app.get(
    '/conductor/checklist',
    {
      config,
      schema: {
        tags,
        summary: 'Lista de chequeo preoperacional de la empresa, por categoría',
        response: { 200: ZDriverChecklistResponse, ...errorResponses(401) },
      },
    },
    async (request) => driverChecklist(app.db, scopeOf(request).customerId),
  );

  app.post(
    '/conductor/inspecciones',
    {
      config,
      schema: {
        tags,
        summary: 'Registrar la inspección preoperacional del vehículo (una por vehículo y día)',
        description: RECORD_NOTE,
        body: ZDriverInspectionRequest,
        response: {
          200: ZDriverInspectionResponse,
          201: ZDriverInspectionResponse,
          ...errorResponses(401, 404, 409, 422, 425),
        },
      },
    },
    async (request, reply) => {
      const result = await recordDriverInspection(
        { db: app.db, now: app.clock.now() },
        scopeOf(request),
        request.body,
      );
      return reply.code(result.created ? 201 : 200).send(result.inspection);
    },
  );

  app.post(
    '/conductor/entregas',
    {
      config,
      schema: {
        tags,
        summary: 'Registrar una entrega: exitosa (11), rechazada (12) o pendiente (10)',
        description: `${RECORD_NOTE} 428: el viaje no ha iniciado.`,
        body: ZDriverDeliveryRequest,
        response: {
          200: ZDriverDeliveryResponse,
          201: ZDriverDeliveryResponse,
          ...errorResponses(401, 404, 409, 422, 425, 428),
        },
      },
    },
    async (request, reply) => {
      const result = await recordDriverDelivery(
        { db: app.db, now: app.clock.now(), notify },
        scopeOf(request),
        request.body,
      );
      return reply.code(result.created ? 201 : 200).send(result.delivery);
    },
  );

  app.get(
    '/conductor/motivos-rechazo',
    {
      config,
      schema: {
        tags,
        summary: 'Motivos de rechazo de entrega de la empresa',
        response: { 200: ZDriverRejectionReasonsResponse, ...errorResponses(401) },
      },
    },
    async (request) => ({ data: await driverRejectionReasons(app.db, scopeOf(request).customerId) }),
  );
};
