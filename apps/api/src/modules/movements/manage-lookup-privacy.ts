import type { TLookupPrivacy } from '@trazo/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { customers } from '../../db/schema';
import { lookupPrivacyOf } from './apply-lookup-privacy';

/** The company's choice for its public lookup (the default until it saves one). */
export async function findLookupPrivacy(db: Db, customerId: number): Promise<TLookupPrivacy> {
  const [row] = await db
    .select({ lookupPrivacy: customers.lookupPrivacy })
    .from(customers)
    .where(eq(customers.id, customerId));
  return lookupPrivacyOf(row?.lookupPrivacy);
}

/** Replaces the whole choice; the next lookup already answers with it. */
export async function updateLookupPrivacy(
  db: Db,
  input: { customerId: number; privacy: TLookupPrivacy },
): Promise<TLookupPrivacy> {
  const privacy: TLookupPrivacy = {
    telefonos: input.privacy.telefonos,
    documentos: input.privacy.documentos,
    direcciones: input.privacy.direcciones,
    valor_declarado: input.privacy.valor_declarado,
    firmas: input.privacy.firmas,
    posiciones: input.privacy.posiciones,
  };
  await db.update(customers).set({ lookupPrivacy: privacy }).where(eq(customers.id, input.customerId));
  return privacy;
}
