import { agingBucketLabels, type TAgingResponse } from '@trazo/shared';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/database';
import { scopeEdgesSql } from './aging-settings';
import type { CarteraScope } from './cartera-scope';
import { bucketExpression, edgesArray, scopeCondition } from './open-balances';

interface BucketRow {
  /** The edges the statement bucketed by (on every row; the one row of an empty aging has only these). */
  edges: number[];
  empresa_id: number;
  empresa: string;
  generador_id: number;
  generador_nit: string;
  generador: string;
  tramo: number | null;
  saldo: string;
  facturas: number;
}

/**
 * The one statement of the aging: open balances by company, generator and bucket (bench:cartera times it
 * bare). Per generator and due date, the balance now (invoice_aging_days) less the changes dated after
 * `corte` (invoice_aging_changes: invoices issued, paid or annulled later), both kept by migration 0037's
 * trigger: exactly the balances open-balances.ts defines, on every cut-off (ADR 0024, third pass). Today's
 * aging reads a row per due date and the few payments dated ahead, not every invoice.
 *
 * `edges` may be an int[] expression (scopeEdgesSql: the company's own, read here rather than in a round
 * trip of its own, ADR 0024 fourth pass); every row carries the edges used, and an empty aging answers
 * one row with only them.
 */
export function agingStatement(scope: CarteraScope, corte: string, edges: readonly number[] | SQL): SQL {
  // Summed per company, generator and bucket first; the names are joined to those few rows only.
  return sql`with e as (select ${edgesArray(edges)} as edges),
        a as (
          select x.customer_id, x.generator_id,
            ${bucketExpression(sql`(${corte}::date - x.fecha_vencimiento)`, sql`e.edges`)} as tramo,
            sum(x.saldo) as saldo, sum(x.facturas)::int as facturas
          from (
            select d.customer_id, d.generator_id, d.fecha_vencimiento, d.saldo, d.facturas
            from invoice_aging_days d
            where ${scopeCondition(scope, sql`d`)} and d.facturas <> 0
            union all
            select l.customer_id, l.generator_id, l.fecha_vencimiento, -l.saldo, -l.facturas
            from invoice_aging_changes l
            where ${scopeCondition(scope, sql`l`)} and l.fecha > ${corte}::date
          ) x
          cross join e
          group by 1, 2, 3
          having sum(x.facturas) > 0
        )
        select e.edges, a.customer_id as empresa_id, c.razon_social as empresa, g.id as generador_id,
          g.nit as generador_nit, g.razon_social as generador, a.tramo, a.saldo::text as saldo, a.facturas
        from e
        left join (a
          join generators g on g.id = a.generator_id
          join customers c on c.id = a.customer_id) on true
        order by g.razon_social, g.id, a.tramo`;
}

/**
 * The aging on `corte`: open balances per bucket, per generator and in total (issue 25 §2). Without
 * `edges`, the scope's own (scopeEdgesSql), read in the same statement.
 */
export async function findAging(
  db: Db,
  scope: CarteraScope,
  corte: string,
  edges?: readonly number[],
): Promise<TAgingResponse> {
  const rows = await queryRows<BucketRow>(db, agingStatement(scope, corte, edges ?? scopeEdgesSql(scope)));
  const usedEdges = rows[0]?.edges ?? edges ?? [];
  const tramos = agingBucketLabels(usedEdges);

  const totales = tramos.map(() => 0);
  const byGenerator = new Map<string, TAgingResponse['generadores'][number]>();
  for (const row of rows) {
    if (row.tramo === null) continue; // the empty aging's one row
    const saldo = Number(row.saldo);
    const key = `${row.empresa_id}:${row.generador_id}`;
    let generator = byGenerator.get(key);
    if (!generator) {
      generator = {
        empresa_id: row.empresa_id,
        empresa: row.empresa,
        generador_id: row.generador_id,
        generador_nit: row.generador_nit,
        generador: row.generador,
        por_tramo: tramos.map(() => 0),
        total: 0,
        facturas: 0,
      };
      byGenerator.set(key, generator);
    }
    generator.por_tramo[row.tramo] = (generator.por_tramo[row.tramo] ?? 0) + saldo;
    generator.total += saldo;
    generator.facturas += row.facturas;
    totales[row.tramo] = (totales[row.tramo] ?? 0) + saldo;
  }
  const generadores = [...byGenerator.values()].sort((a, b) => b.total - a.total);
  return {
    corte,
    edges: [...usedEdges],
    tramos,
    totales,
    total: totales.reduce((sum, v) => sum + v, 0),
    facturas: generadores.reduce((sum, g) => sum + g.facturas, 0),
    generadores,
  };
}
