import multipart from '@fastify/multipart';
import {
  MSG,
  ROLE,
  ZAnnulFuec,
  ZFuecPage,
  ZFuecPublic,
  ZFuecQuery,
  ZFuecSettings,
  ZFuecSettingsResponse,
  ZFuecTokenParams,
  ZIssueFuec,
  ZMasterIdParams,
  ZServiceFuecIssued,
  ZServiceFuecs,
  ZServiceIdParams,
} from '@trazo/shared';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { storedFiles } from '../../db/schema';
import { bogotaDay } from '../../lib/bogota-day';
import { readImageUpload } from '../../lib/read-image-upload';
import { reencodeImage } from '../../lib/reencode-image';
import { errorResponses } from '../../lib/schemas';
import { tenantOf } from '../../plugins/authorization';
import { annulFuec, reissueFuec } from './annul-fuec';
import { findFuecs, findOwnFuec, findPublicFuec } from './find-fuecs';
import { renderFuecPdf } from './fuec-pdf';
import { getFuecSettings, saveFuecSettings, setFuecSignature } from './fuec-settings';
import type { FuecSnapshot } from './fuec-snapshot';
import { issueFuec } from './issue-fuec';
import { findServiceFuecs, issueServiceFuec } from './service-fuec';

// The FUEC (issue 24 item 5) for the special-transport operator (role 1, the chosen operator), and its
// public verification (the QR's page, no session).
const tags = ['Especiales'];
const config = { roles: [ROLE.especiales] };
const SIGNATURE = { fieldName: 'firma', maxBytes: 2 * 1024 * 1024 };
const ZIssued = z.object({ id: z.number().int(), number: z.string(), token: z.string() });
const ZMessage = z.object({ message: z.string() });

export const fuecRoutes: FastifyPluginAsyncZod = async (app) => {
  const today = () => bogotaDay(app.clock.now());
  const deps = () => ({ db: app.db, now: app.clock.now() });

  app.get(
    '/fuec/publico/:token',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Verificación pública de un FUEC por su código QR (sin datos personales)',
        params: ZFuecTokenParams,
        response: { 200: ZFuecPublic, ...errorResponses(404, 422) },
      },
    },
    async (request) => findPublicFuec(app.db, request.params.token, today()),
  );

  app.get(
    '/especiales/fuec/configuracion',
    {
      config,
      schema: {
        tags,
        summary: 'Datos de la empresa para el FUEC',
        response: { 200: ZFuecSettingsResponse, ...errorResponses(401, 403) },
      },
    },
    async (request) => getFuecSettings(app.db, tenantOf(request)),
  );
  app.put(
    '/especiales/fuec/configuracion',
    {
      config,
      schema: {
        tags,
        summary: 'Guardar los datos del FUEC (Dirección Territorial, resolución, contacto, representante)',
        body: ZFuecSettings,
        response: { 200: ZFuecSettingsResponse, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => saveFuecSettings(deps(), tenantOf(request), request.body),
  );

  app.get(
    '/especiales/fuec',
    {
      config,
      schema: {
        tags,
        summary: 'FUEC emitidos (paginado, los más recientes primero)',
        querystring: ZFuecQuery,
        response: { 200: ZFuecPage, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => findFuecs(app.db, tenantOf(request), today(), request.query),
  );
  app.post(
    '/especiales/fuec',
    {
      config,
      schema: {
        tags,
        summary: 'Emitir un FUEC (contrato vigente y documentos al día hasta la fecha final)',
        body: ZIssueFuec,
        response: { 201: ZIssued, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await issueFuec(deps(), { customerId: tenantOf(request), ...request.body })),
  );
  app.get(
    '/especiales/solicitudes/:id/fuec',
    {
      config,
      schema: {
        tags,
        summary: 'Los FUEC de un servicio (los más recientes primero; los anulados lo dicen)',
        params: ZServiceIdParams,
        response: { 200: ZServiceFuecs, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => findServiceFuecs(app.db, tenantOf(request), request.params.id, today()),
  );
  app.post(
    '/especiales/solicitudes/:id/fuec',
    {
      config,
      schema: {
        tags,
        summary:
          'Expedir el FUEC de un servicio programado o en curso (su contrato, vehículo, conductores, ruta y fechas); si ya tiene uno vigente, lo devuelve',
        params: ZServiceIdParams,
        response: {
          200: ZServiceFuecIssued,
          201: ZServiceFuecIssued,
          ...errorResponses(401, 403, 404, 409, 422),
        },
      },
    },
    async (request, reply) => {
      const issued = await issueServiceFuec(deps(), {
        customerId: tenantOf(request),
        serviceId: request.params.id,
      });
      return reply.code(issued.existing ? 200 : 201).send(issued);
    },
  );
  app.post(
    '/especiales/fuec/:id/anular',
    {
      config,
      schema: {
        tags,
        summary: 'Anular un FUEC, con el motivo',
        params: ZMasterIdParams,
        body: ZAnnulFuec,
        response: { 200: ZMessage, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      await annulFuec(deps(), { customerId: tenantOf(request), id: request.params.id, ...request.body });
      return { message: MSG.fuecAnnulled };
    },
  );
  app.post(
    '/especiales/fuec/:id/reexpedir',
    {
      config,
      schema: {
        tags,
        summary: 'Reexpedir un FUEC anulado con el siguiente consecutivo del contrato',
        params: ZMasterIdParams,
        response: { 201: ZIssued, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await reissueFuec(deps(), { customerId: tenantOf(request), id: request.params.id })),
  );
  app.get(
    '/especiales/fuec/:id/pdf',
    {
      config,
      schema: {
        tags,
        summary: 'El PDF del FUEC, como se emitió',
        params: ZMasterIdParams,
        response: errorResponses(401, 403, 404),
      },
    },
    async (request, reply) => {
      const row = await findOwnFuec(app.db, tenantOf(request), request.params.id);
      const snapshot = row.snapshot as FuecSnapshot;
      const signatureId = snapshot.operator.signatureFileId;
      const [file] = signatureId
        ? await app.db.select().from(storedFiles).where(eq(storedFiles.id, signatureId))
        : [];
      const signature = file ? await app.storage.read(file.storageKey) : null;
      const pdf = await renderFuecPdf({
        snapshot,
        verifyUrl: `${app.config.appUrl}/fuec/${row.token}`,
        signature,
        annulled: row.state === 'anulado',
      });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="FUEC-${row.number}.pdf"`)
        .send(pdf as never);
    },
  );

  await app.register(async (scope) => {
    const own = scope.withTypeProvider<ZodTypeProvider>();
    await own.register(multipart);
    own.post(
      '/especiales/fuec/configuracion/firma',
      {
        config,
        schema: {
          tags,
          summary:
            'Subir la firma del representante legal (multipart, campo "firma": PNG, JPEG o WebP de hasta 2 MB)',
          consumes: ['multipart/form-data'],
          response: { 200: ZFuecSettingsResponse, ...errorResponses(401, 403, 409, 413, 422) },
        },
      },
      async (request) => {
        const bytes = await readImageUpload(request, SIGNATURE);
        const png = await reencodeImage(bytes, SIGNATURE.fieldName, (image) =>
          image.resize(600, 240, { fit: 'inside', withoutEnlargement: true }).png({ compressionLevel: 9 }),
        );
        return setFuecSignature({ db: app.db, storage: app.storage }, tenantOf(request), png);
      },
    );
  });
};
