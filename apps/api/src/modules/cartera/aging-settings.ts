import { DEFAULT_AGING_EDGES } from '@trazo/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { carteraSettings } from '../../db/schema';

/** The company's aging edges, or the default 30/60/90/120. */
export async function findAgingEdges(db: Db, customerId: number): Promise<number[]> {
  const [row] = await db
    .select({ edges: carteraSettings.agingEdges })
    .from(carteraSettings)
    .where(eq(carteraSettings.customerId, customerId));
  return row?.edges ?? [...DEFAULT_AGING_EDGES];
}

export async function saveAgingEdges(
  db: Db,
  customerId: number,
  edges: number[],
  now: Date,
): Promise<number[]> {
  await db
    .insert(carteraSettings)
    .values({ customerId, agingEdges: edges, updatedAt: now })
    .onConflictDoUpdate({
      target: carteraSettings.customerId,
      set: { agingEdges: sql`excluded.aging_edges`, updatedAt: sql`excluded.updated_at` },
    });
  return edges;
}
