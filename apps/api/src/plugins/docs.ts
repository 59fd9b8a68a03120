import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';

export const DOCS_PREFIX = '/api/docs';

/**
 * OpenAPI generated from the same zod schemas that validate the routes (ARCHITECTURE: for ERP
 * integrators). UI at /api/docs, document at /api/docs/json. Registered before the routes so it sees them.
 */
export const docsPlugin = fp<{ appUrl: string }>(
  async (app, options) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'Trazo API',
          description: 'API del portal Trazo de movimientos de carga.',
          version: '0.1.0',
        },
        servers: [{ url: options.appUrl }],
        components: {
          securitySchemes: {
            bearer: { type: 'http', scheme: 'bearer' },
            cookie: { type: 'apiKey', in: 'cookie', name: 'Authorization' },
            apiKey: { type: 'apiKey', in: 'header', name: 'X-Api-Key' },
          },
        },
      },
      transform: createJsonSchemaTransform({ skipList: [`${DOCS_PREFIX}/*`] }),
    });
    await app.register(swaggerUi, { routePrefix: DOCS_PREFIX });
  },
  { name: 'docs' },
);
