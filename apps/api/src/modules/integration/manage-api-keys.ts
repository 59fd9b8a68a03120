import { MOVEMENT_LIMITS, MSG, type TApiKey, type TCreateApiKeyResponse } from '@trazo/shared';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { lockCustomer } from '../../db/lock-customer';
import { apiKeys } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { generateApiKey } from './api-key-tokens';

const columns = {
  id: apiKeys.id,
  nombre: apiKeys.nombre,
  prefijo: apiKeys.prefix,
  createdAt: apiKeys.createdAt,
  lastUsedAt: apiKeys.lastUsedAt,
  revokedAt: apiKeys.revokedAt,
};

function toApiKey(row: {
  id: number;
  nombre: string;
  prefijo: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}): TApiKey {
  return {
    id: row.id,
    nombre: row.nombre,
    prefijo: row.prefijo,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    revoked_at: row.revokedAt?.toISOString() ?? null,
  };
}

export async function listApiKeys(db: Db, customerId: number): Promise<TApiKey[]> {
  const rows = await db
    .select(columns)
    .from(apiKeys)
    .where(eq(apiKeys.customerId, customerId))
    .orderBy(desc(apiKeys.id));
  return rows.map(toApiKey);
}

/**
 * The raw key is returned once and never stored (MSG.apiKeyShownOnce). The company's row is locked while
 * counting, so a burst of creations cannot all count the same 19 keys and pass the cap (issue 23 item 7).
 */
export async function createApiKey(
  db: Db,
  input: { customerId: number; userId: number; nombre: string; now: Date },
): Promise<TCreateApiKeyResponse> {
  const key = generateApiKey();
  return db.transaction(async (tx) => {
    await lockCustomer(tx, input.customerId);
    const [active] = await tx
      .select({ n: count() })
      .from(apiKeys)
      .where(and(eq(apiKeys.customerId, input.customerId), isNull(apiKeys.revokedAt)));
    if ((active?.n ?? 0) >= MOVEMENT_LIMITS.apiKeysPerCompany) throw new AppError(422, MSG.apiKeysLimit);
    const [row] = await tx
      .insert(apiKeys)
      .values({
        customerId: input.customerId,
        nombre: input.nombre,
        prefix: key.prefix,
        keyHash: key.hash,
        createdByUserId: input.userId,
        createdAt: input.now,
      })
      .returning(columns);
    if (!row) throw new Error('api key insert returned nothing');
    return { ...toApiKey(row), llave: key.raw };
  });
}

/** Revoking is final; another company's key id answers 404 like an unknown one. */
export async function revokeApiKey(
  db: Db,
  input: { customerId: number; id: number; now: Date },
): Promise<void> {
  const [row] = await db
    .select({ id: apiKeys.id, revokedAt: apiKeys.revokedAt })
    .from(apiKeys)
    .where(and(eq(apiKeys.id, input.id), eq(apiKeys.customerId, input.customerId)));
  if (!row) throw new AppError(404, MSG.apiKeyNotFound);
  if (!row.revokedAt) await db.update(apiKeys).set({ revokedAt: input.now }).where(eq(apiKeys.id, row.id));
}
