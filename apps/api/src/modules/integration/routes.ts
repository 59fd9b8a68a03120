import multipart from '@fastify/multipart';
import {
  MOVEMENT_LIMITS,
  MSG,
  ZCumplidoCreatedResponse,
  ZCumplidoFields,
  ZEventCreatedResponse,
  ZEventFields,
  ZManifestParams,
  ZMovementBatchRequest,
  ZMovementBatchResponse,
} from '@trazo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { readMultipart } from '../../lib/read-multipart';
import { errorResponses } from '../../lib/schemas';
import { toValidationBody } from '../../plugins/errors';
import { upsertMovements } from '../movements/upsert-movements';
import { createEventNotifier } from '../notifications/notify-event';
import { addDeliveryDocument } from './add-delivery-document';
import { addMovementEvent } from './add-movement-event';
import { integrationOf } from './authenticate-api-key';

const tags = ['Integración ERP'];

/** zod failure of multipart fields → 422 with the fields' Spanish messages. */
function invalidFields(issues: { path: PropertyKey[]; message: string }[]): never {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || 'body';
    errors[key] = [...(errors[key] ?? []), issue.message];
  }
  throw new AppError(422, issues[0]?.message ?? MSG.invalidData, { errors });
}

const MULTIPART_NOTE =
  'multipart/form-data (o JSON sin archivos). Campos de texto según el esquema; la respuesta es 201 al crear y 200 si ya existía.';

// The ERP integration API, /api/v1/integracion (issue 4 §2, ADR 0005): `X-Api-Key` of the company.
export const integrationRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart);
  // The company's notifications of the ERP's events (issue 27 §2), sent in the event's transaction.
  const notify = createEventNotifier({ signer: app.signer, appUrl: app.config.appUrl });

  app.post(
    '/movimientos',
    {
      bodyLimit: 16 * 1024 * 1024,
      // Validation errors are answered here with the batch headline and every row's path.
      attachValidation: true,
      config: { access: 'apiKey' },
      schema: {
        tags,
        summary: 'Cargar o actualizar movimientos (idempotente, todo o nada)',
        description: `Hasta ${MOVEMENT_LIMITS.batchMaxMovements} manifiestos por lote. Upsert por empresa + manifiesto + remesa: reenviar el mismo lote no cambia nada. Con un error no se guarda nada: 422 con errores por ruta (movimientos.3.remesas.0.peso_final).`,
        body: ZMovementBatchRequest,
        response: { 200: ZMovementBatchResponse, ...errorResponses(401, 413, 422, 429) },
      },
    },
    async (request) => {
      if (request.validationError) {
        const { errors } = toValidationBody(request.validationError.validation, 'body');
        throw new AppError(422, MSG.batchInvalid, { errors });
      }
      const { customerId } = integrationOf(request);
      const outcome = await app.db.transaction((tx) =>
        upsertMovements(tx, customerId, request.body.movimientos, app.clock.now()),
      );
      return { movimientos: outcome.movimientos, remesas: outcome.remesas, resultados: outcome.resultados };
    },
  );

  app.post(
    '/movimientos/:manifiesto/eventos',
    {
      config: { access: 'apiKey' },
      schema: {
        tags,
        summary: 'Registrar un evento del manifiesto o de una remesa, con fotos (campo imagenes)',
        description: `${MULTIPART_NOTE} Campos: remesa?, id_events (2–18 o un evento propio activo de la empresa, desde 100), fecha, latitude?, longitude?, id_externo?; archivos imagenes (jpeg, png o webp, hasta ${MOVEMENT_LIMITS.eventMaxImages}).`,
        params: ZManifestParams,
        response: {
          200: ZEventCreatedResponse,
          201: ZEventCreatedResponse,
          ...errorResponses(401, 404, 413, 422, 429),
        },
      },
    },
    async (request, reply) => {
      const { customerId } = integrationOf(request);
      const { fields, files } = await readMultipart(request, {
        maxFileBytes: MOVEMENT_LIMITS.imageMaxBytes,
        maxFiles: MOVEMENT_LIMITS.eventMaxImages,
        fileFields: ['imagenes'],
      });
      const parsed = ZEventFields.safeParse(fields);
      if (!parsed.success) invalidFields(parsed.error.issues);
      const result = await addMovementEvent(
        { db: app.db, storage: app.storage, notify, now: app.clock.now() },
        {
          customerId,
          manifest: request.params.manifiesto,
          fields: parsed.data,
          images: files,
        },
      );
      return reply.code(result.created ? 201 : 200).send(result.event);
    },
  );

  app.post(
    '/movimientos/:manifiesto/cumplidos',
    {
      config: { access: 'apiKey' },
      schema: {
        tags,
        summary: 'Adjuntar un cumplido manual (campo documento) al manifiesto o a una remesa',
        description: `${MULTIPART_NOTE} Campos: remesa?, descripcion, referencia; archivo documento (pdf, jpeg, png o webp). La misma referencia reemplaza el archivo.`,
        params: ZManifestParams,
        response: {
          200: ZCumplidoCreatedResponse,
          201: ZCumplidoCreatedResponse,
          ...errorResponses(401, 404, 413, 422, 429),
        },
      },
    },
    async (request, reply) => {
      const { customerId } = integrationOf(request);
      const { fields, files } = await readMultipart(request, {
        maxFileBytes: MOVEMENT_LIMITS.documentMaxBytes,
        maxFiles: 1,
        fileFields: ['documento'],
      });
      const parsed = ZCumplidoFields.safeParse(fields);
      if (!parsed.success) invalidFields(parsed.error.issues);
      const result = await addDeliveryDocument(
        { db: app.db, storage: app.storage, urlSigner: app.urlSigner, now: app.clock.now() },
        { customerId, manifest: request.params.manifiesto, fields: parsed.data, file: files[0] },
      );
      return reply.code(result.created ? 201 : 200).send(result.cumplido);
    },
  );
};
