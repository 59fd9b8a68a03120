import { agingBucketLabels, type TAgingResponse } from '@trazo/shared';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/database';
import type { CarteraScope } from './cartera-scope';
import { annulledSql, balanceSql, bucketExpression, daysOverdueSql, invoicesIssuedBy } from './open-balances';

interface BucketRow {
  empresa_id: number;
  empresa: string;
  generador_id: number;
  generador_nit: string;
  generador: string;
  tramo: number;
  saldo: string;
  facturas: number;
}

/** The one statement of the aging: open balances by company, generator and bucket (bench:cartera times it bare). */
export function agingStatement(scope: CarteraScope, corte: string, edges: readonly number[]): SQL {
  // Summed per company, generator and bucket first; the names are joined to those few rows only.
  return sql`select a.customer_id as empresa_id, c.razon_social as empresa, g.id as generador_id,
          g.nit as generador_nit, g.razon_social as generador, a.tramo, a.saldo::text as saldo, a.facturas
        from (
          select i.customer_id, i.generator_id,
            ${bucketExpression(daysOverdueSql(corte), edges)} as tramo,
            sum(${balanceSql}) as saldo, count(*)::int as facturas
          ${invoicesIssuedBy(corte, scope, sql`not ${annulledSql(corte)} and ${balanceSql} > 0`)}
          group by 1, 2, 3
        ) a
        join generators g on g.id = a.generator_id
        join customers c on c.id = a.customer_id
        order by g.razon_social, g.id, a.tramo`;
}

/** The aging on `corte`: open balances per bucket, per generator and in total (issue 25 §2). */
export async function findAging(
  db: Db,
  scope: CarteraScope,
  corte: string,
  edges: readonly number[],
): Promise<TAgingResponse> {
  const tramos = agingBucketLabels(edges);
  const rows = await queryRows<BucketRow>(db, agingStatement(scope, corte, edges));

  const totales = tramos.map(() => 0);
  const byGenerator = new Map<string, TAgingResponse['generadores'][number]>();
  for (const row of rows) {
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
    edges: [...edges],
    tramos,
    totales,
    total: totales.reduce((sum, v) => sum + v, 0),
    facturas: generadores.reduce((sum, g) => sum + g.facturas, 0),
    generadores,
  };
}
