import type { TCarteraOptions } from '@trazo/shared';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/database';
import type { CarteraScope } from './cartera-scope';
import { scopeCondition } from './open-balances';

/** The companies and generators that have invoices in the caller's scope, for the filters. */
export async function findCarteraOptions(db: Db, scope: CarteraScope): Promise<TCarteraOptions> {
  const where = scopeCondition(scope);
  const empresas = await queryRows<TCarteraOptions['empresas'][number]>(
    db,
    sql`select c.id, c.razon_social as nombre from customers c
        where exists (select 1 from invoices i where i.customer_id = c.id and ${where})
        order by c.razon_social`,
  );
  const generadores = await queryRows<TCarteraOptions['generadores'][number]>(
    db,
    sql`select g.id, g.nit, g.razon_social as nombre from generators g
        where exists (select 1 from invoices i where i.generator_id = g.id and ${where})
        order by g.razon_social`,
  );
  return { empresas, generadores };
}
