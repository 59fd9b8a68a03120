import { MSG } from '@trazo/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiKeys, customers } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { throttle } from '../../lib/throttle';
import { hashApiKey, looksLikeApiKey } from './api-key-tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** The company an ERP request acts for (set by the API-key hook of /api/v1/integracion). */
    integration: { customerId: number; apiKeyId: number } | null;
  }
}

// HTTP by nature, not a service: the onRequest hook of /api/v1/integracion and its reader of the request.
const PER_KEY_PER_MINUTE = 300;
const TOUCH_INTERVAL_MS = 60_000;

/** onRequest hook: `X-Api-Key` of an active key of an active company, or 401 (ADR 0005). */
export function apiKeyAuthenticator(app: FastifyInstance) {
  return async (request: FastifyRequest): Promise<void> => {
    const raw = request.headers['x-api-key'];
    if (typeof raw !== 'string' || !looksLikeApiKey(raw)) throw new AppError(401, MSG.apiKeyInvalid);
    const [key] = await app.db
      .select({ id: apiKeys.id, customerId: apiKeys.customerId, lastUsedAt: apiKeys.lastUsedAt })
      .from(apiKeys)
      .innerJoin(customers, eq(customers.id, apiKeys.customerId))
      .where(
        and(eq(apiKeys.keyHash, hashApiKey(raw)), isNull(apiKeys.revokedAt), eq(customers.status, 'active')),
      );
    if (!key) throw new AppError(401, MSG.apiKeyInvalid);

    await throttle(app.rateLimiter, {
      key: `erp:${key.id}`,
      max: PER_KEY_PER_MINUTE,
      windowMs: 60_000,
      message: MSG.integrationTooManyRequests,
    });
    const now = app.clock.now();
    if (!key.lastUsedAt || now.getTime() - key.lastUsedAt.getTime() >= TOUCH_INTERVAL_MS) {
      await app.db.update(apiKeys).set({ lastUsedAt: now }).where(eq(apiKeys.id, key.id));
    }
    request.integration = { customerId: key.customerId, apiKeyId: key.id };
  };
}

export function integrationOf(request: FastifyRequest): { customerId: number; apiKeyId: number } {
  if (!request.integration) throw new AppError(401, MSG.apiKeyInvalid);
  return request.integration;
}
