import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { Db } from '../db/database';
import type { Clock } from '../lib/clock';
import { MemoryRateLimiter, type RateLimiter } from '../lib/rate-limiter';
import { createRedisRateLimiter } from '../lib/redis-rate-limiter';
import { UrlSigner } from '../lib/signed-url';
import { createFileStorage } from '../storage/create-file-storage';
import type { FileStorage } from '../storage/file-storage';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    clock: Clock;
    /** Throttle counters: in memory, or in Redis when REDIS_URL is set (shared by all processes). */
    rateLimiter: RateLimiter;
    /** Stored files (photos, documents, avatars): `<DATA_DIR>/files` by default, or S3 (ADR 0011). */
    storage: FileStorage;
    /** Signs and checks short-lived file links (ADR 0005). */
    urlSigner: UrlSigner;
  }
}

export interface ContextOptions {
  config: Config;
  db: Db;
  clock: Clock;
  rateLimiter?: RateLimiter;
  storage?: FileStorage;
  signingSecret: string;
}

/** What every route and service needs, decorated once on the root instance. */
export const contextPlugin = fp<ContextOptions>(
  async (app, options) => {
    const rateLimiter =
      options.rateLimiter ??
      (options.config.redisUrl
        ? await createRedisRateLimiter(options.config.redisUrl)
        : new MemoryRateLimiter(options.clock));
    app.decorate('config', options.config);
    app.decorate('db', options.db);
    app.decorate('clock', options.clock);
    app.decorate('rateLimiter', rateLimiter);
    app.decorate('urlSigner', new UrlSigner(options.signingSecret, options.clock));
    // A storage handed in belongs to the caller (server.ts closes it); one made here is closed here.
    const storage = options.storage ?? createFileStorage(options.config);
    app.decorate('storage', storage);
    app.addHook('onClose', async () => {
      await rateLimiter.close();
      if (!options.storage) await storage.close();
    });
  },
  { name: 'context' },
);
