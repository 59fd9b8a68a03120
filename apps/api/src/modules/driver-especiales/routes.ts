import {
  MSG,
  ZDriverService,
  ZDriverServiceList,
  ZDriverServiceRecordRequest,
  ZDriverServiceRecordResponse,
  ZServiceIdParams,
} from '@trazo/shared';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { storedFiles } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { errorResponses } from '../../lib/schemas';
import { driverSessionOf } from '../../plugins/authorization';
import { findOwnFuec } from '../fuec/find-fuecs';
import { renderFuecPdf } from '../fuec/fuec-pdf';
import type { FuecSnapshot } from '../fuec/fuec-snapshot';
import { findDriverService, listDriverServices } from './list-services';
import { recordServiceEvent } from './record-service';

// The special-transport service on the road in the drivers' app (issue 24 item 6), Bearer device session
// (access 'driver'): the driver's own programmed and running services with their FUEC, and the records
// that start, advance and finish them. Every answer is scoped to the session's driver and company.

const tags = ['App de conductores'];
const config = { access: 'driver' } as const;

export const driverEspecialesRoutes: FastifyPluginAsyncZod = async (app) => {
  const scopeOf = (request: Parameters<typeof driverSessionOf>[0]) => {
    const session = driverSessionOf(request);
    return { customerId: session.customerId, driverId: session.driverId };
  };

  app.get(
    '/conductor/servicios',
    {
      config,
      schema: {
        tags,
        summary: 'Servicios especiales del conductor (programados y en curso) con su FUEC',
        response: { 200: ZDriverServiceList, ...errorResponses(401) },
      },
    },
    async (request) => ({
      serverTime: app.clock.now().toISOString(),
      servicios: await listDriverServices(app.db, scopeOf(request), app.config.appUrl),
    }),
  );

  app.get(
    '/conductor/servicios/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Un servicio especial del conductor',
        params: ZServiceIdParams,
        response: { 200: ZDriverService, ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => findDriverService(app.db, scopeOf(request), app.config.appUrl, request.params.id),
  );

  app.get(
    '/conductor/servicios/:id/fuec',
    {
      config,
      schema: {
        tags,
        summary: 'El PDF del FUEC del servicio, como se emitió',
        params: ZServiceIdParams,
        response: errorResponses(401, 404, 422),
      },
    },
    async (request, reply) => {
      const scope = scopeOf(request);
      const service = await findDriverService(app.db, scope, app.config.appUrl, request.params.id);
      if (!service.fuec) throw new AppError(404, MSG.drvSvcNoFuec);
      const row = await findOwnFuec(app.db, scope.customerId, service.fuec.id);
      const snapshot = row.snapshot as FuecSnapshot;
      const signatureId = snapshot.operator.signatureFileId;
      const [file] = signatureId
        ? await app.db.select().from(storedFiles).where(eq(storedFiles.id, signatureId))
        : [];
      const signature = file ? await app.storage.read(file.storageKey) : null;
      const pdf = await renderFuecPdf({
        snapshot,
        verifyUrl: service.fuec.verifyUrl,
        signature,
        annulled: false,
      });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="FUEC-${row.number}.pdf"`)
        .send(pdf as never);
    },
  );

  app.post(
    '/conductor/servicios/registros',
    {
      config,
      schema: {
        tags,
        summary: 'Registrar el inicio, un punto de la ruta (con pasajeros a bordo) o el fin de un servicio',
        description:
          'Idempotente por clientId: 201 al crear, 200 con el mismo registro al reenviarlo. 409: el estado del servicio no lo permite (mismas reglas que el portal) o el punto ya se registró.',
        body: ZDriverServiceRecordRequest,
        response: {
          200: ZDriverServiceRecordResponse,
          201: ZDriverServiceRecordResponse,
          ...errorResponses(401, 404, 409, 422),
        },
      },
    },
    async (request, reply) => {
      const result = await recordServiceEvent(
        { db: app.db, now: app.clock.now() },
        scopeOf(request),
        request.body,
      );
      return reply.code(result.created ? 201 : 200).send(result.record);
    },
  );
};
