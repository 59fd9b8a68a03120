import type { TPartnerCompanies } from '@trazo/shared';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/database';

/** The companies that paid the provider's NIT (the filter's options), by name. */
export async function findProviderCompanies(db: Db, nit: string | null): Promise<TPartnerCompanies> {
  if (nit === null) return { nit, empresas: [] };
  const empresas = await queryRows<{ id: number; nombre: string }>(
    db,
    sql`select c.id, c.razon_social as nombre from customers c
      where exists (select 1 from trip_expenses e
        where e.customer_id = c.id and e.beneficiary_nit = ${nit} and e.withdrawn_at is null)
      order by c.razon_social`,
  );
  return { nit, empresas };
}

/** The companies whose vehicles the third party owns, by name. */
export async function findOwnerCompanies(db: Db, nit: string | null): Promise<TPartnerCompanies> {
  if (nit === null) return { nit, empresas: [] };
  const empresas = await queryRows<{ id: number; nombre: string }>(
    db,
    sql`select c.id, c.razon_social as nombre from customers c
      where exists (select 1 from vehicles v where v.customer_id = c.id and v.propietario_nit = ${nit})
      order by c.razon_social`,
  );
  return { nit, empresas };
}
