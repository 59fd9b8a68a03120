import {
  ZImgPublicRequest,
  ZImgPublicResponse,
  ZSearchCustomerDocumentRequest,
  ZSearchCustomerDocumentResponse,
  ZSignedFileParams,
  ZSignedFileQuery,
} from '@trazo/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/schemas';
import { throttle } from '../../lib/throttle';
import { imageLimit, lookupAddressLimit } from './lookup-throttle';
import { openSignedFile } from './open-signed-file';
import { searchCustomerDocument } from './search-customer-document';
import { signEventImages } from './sign-event-images';

const tags = ['Consulta pública'];

// spec §2.6 / §7: the lookup needs no login; answers are never cached by shared caches.
export const publicMovementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/search_customer_document',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Consultar movimientos por manifiesto o documento cliente',
        body: ZSearchCustomerDocumentRequest,
        response: { 200: ZSearchCustomerDocumentResponse, ...errorResponses(404, 422, 429) },
      },
    },
    async (request, reply) => {
      await throttle(app.rateLimiter, lookupAddressLimit(request.ip));
      reply.header('cache-control', 'no-store');
      const deps = {
        db: app.db,
        urlSigner: app.urlSigner,
        rateLimiter: app.rateLimiter,
        hitsPerAddress: app.config.lookupHitsPerAddress,
      };
      return searchCustomerDocument(deps, request.body, { address: request.ip });
    },
  );

  app.post(
    '/img_public',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Enlaces firmados de las imágenes de un evento',
        body: ZImgPublicRequest,
        response: { 200: ZImgPublicResponse, ...errorResponses(422, 429) },
      },
    },
    async (request, reply) => {
      await throttle(app.rateLimiter, imageLimit(request.ip));
      reply.header('cache-control', 'no-store');
      return signEventImages(app, request.body);
    },
  );

  app.get(
    '/archivos/:id',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Archivo (foto o cumplido) por enlace firmado de corta duración',
        params: ZSignedFileParams,
        querystring: ZSignedFileQuery,
        response: errorResponses(403, 404, 422),
      },
    },
    async (request, reply) => {
      const file = await openSignedFile(
        { db: app.db, urlSigner: app.urlSigner, storage: app.storage, now: app.clock.now() },
        { id: request.params.id, ...request.query },
      );
      // `as never`: the body is a file, which Fastify sends as is, but the zod type provider types
      // send() from the declared response schemas, which here are only the JSON errors.
      return (
        reply
          .header('content-type', file.contentType)
          .header('content-length', String(file.size))
          .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(file.name)}`)
          .header('cache-control', `private, max-age=${file.expiresInSeconds}`)
          // helmet sets it on every response; said here too, since this one serves what users uploaded.
          .header('x-content-type-options', 'nosniff')
          .send(file.stream as never)
      );
    },
  );
};
