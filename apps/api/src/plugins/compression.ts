import compress from '@fastify/compress';
import fp from 'fastify-plugin';

/**
 * Compresses JSON answers of 1 KB or more for clients that accept br or gzip (lists, the OpenAPI
 * document, exports). Only JSON: the SPA's files come precompressed from the build (plugins/web.ts),
 * and stored files (photos, PDFs, spreadsheets) are compressed already or streamed as they are.
 */
export const compressionPlugin = fp(
  async (app) => {
    await app.register(compress, {
      encodings: ['br', 'gzip'],
      threshold: 1024,
      customTypes: /^application\/(?:[\w.-]+\+)?json(?:;|$)/,
      // Request bodies are never inflated: a small compressed upload must not become a huge one.
      globalDecompression: false,
    });
  },
  { name: 'compression' },
);
