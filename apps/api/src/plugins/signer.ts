import fp from 'fastify-plugin';
import { loadOrCreateAppSecret } from '../lib/app-secret';
import { createSigner, type Signer } from '../lib/signer';

declare module 'fastify' {
  interface FastifyInstance {
    /** HMAC with APP_SECRET (or the generated development secret in DATA_DIR/secret). */
    signer: Signer;
  }
}

export const signerPlugin = fp(
  async (app) => {
    const secret = app.config.appSecret ?? (await loadOrCreateAppSecret(app.config.dataDir));
    app.decorate('signer', createSigner(secret));
  },
  { name: 'signer', dependencies: ['context'] },
);
