import { DEFAULT_AGING_EDGES } from '@trazo/shared';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { carteraSettings } from '../../db/schema';
import type { CarteraScope } from './cartera-scope';
import { edgesArray } from './open-balances';

/** Whose buckets a scope uses: one company's own; across companies (a generator's view), the defaults. */
export function edgesCompanyOf(scope: CarteraScope): number | null {
  const companies = new Set(scope.pairs.map((p) => p.customerId));
  const [only] = companies;
  return companies.size === 1 && only !== undefined ? only : null;
}

/**
 * The scope's edges as an int[] expression, read by the statement that uses them: the aging asks for them
 * in its own round trip instead of one of its own before it (ADR 0024, fourth pass).
 */
export function scopeEdgesSql(scope: CarteraScope): SQL {
  const defaults = edgesArray(DEFAULT_AGING_EDGES);
  const company = edgesCompanyOf(scope);
  if (company === null) return defaults;
  return sql`coalesce((select s.aging_edges from cartera_settings s where s.customer_id = ${company}), ${defaults})`;
}

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
