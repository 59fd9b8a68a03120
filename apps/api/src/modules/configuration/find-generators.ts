import { GENERATORS_PER_PAGE, type TGeneratorsResponse } from '@trazo/shared';
import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { generators } from '../../db/schema';
import { folded } from '../../db/schema/search-text';
import { containsSearch } from '../../lib/pagination';
import { hasMobileApp } from './company-access';
import { activeEvents, loadEventCatalogue } from './event-catalogue';
import { listMassEvents } from './mass-events';

// spec §7 cargar_generadores_customers?page=: the generator table (15 per page, in SQL), the selector's
// options and the company's mass configuration.

const SELECTOR_LIMIT = 50;

export async function findGenerators(
  db: Db,
  customerId: number,
  input: { page: number; search: string | null | undefined },
): Promise<TGeneratorsResponse> {
  const filters: SQL[] = [eq(generators.customerId, customerId)];
  const search = input.search?.trim();
  if (search) {
    filters.push(containsSearch(folded(sql`${generators.razonSocial} || ' ' || ${generators.nit}`), search));
  }
  const where = and(...filters);
  const [totalRow] = await db.select({ n: count() }).from(generators).where(where);
  const total = totalRow?.n ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / GENERATORS_PER_PAGE));
  const offset = (input.page - 1) * GENERATORS_PER_PAGE;
  // Qualified by hand: inside a subquery drizzle writes bare column names, and "id" would bind to the inner table.
  const configured = sql<number | null>`(select min(dtc.id) from dispatch_type_configs dtc
    where dtc.generator_id = "generators"."id")`;
  const rows = await db
    .select({ nit: generators.nit, razonSocial: generators.razonSocial, idClient: configured })
    .from(generators)
    .where(where)
    .orderBy(asc(generators.razonSocial), asc(generators.id))
    .limit(GENERATORS_PER_PAGE)
    .offset(offset);
  const options = await db
    .select({ documento: generators.nit, razon_social: generators.razonSocial })
    .from(generators)
    .where(where)
    .orderBy(asc(generators.razonSocial))
    .limit(SELECTOR_LIMIT);

  const catalogue = await loadEventCatalogue(db, customerId);
  const mass = await listMassEvents(db, customerId, catalogue);
  return {
    data: {
      data: rows.map((r) => ({
        documento: r.nit,
        razon_social: r.razonSocial,
        nombre: r.razonSocial,
        id_client: r.idClient === null ? null : Number(r.idClient),
      })),
      from: rows.length ? offset + 1 : null,
      to: rows.length ? offset + rows.length : null,
      total,
      per_page: GENERATORS_PER_PAGE,
      current_page: input.page,
      last_page: lastPage,
    },
    generadores: options,
    array_events: activeEvents(catalogue),
    events_masiv_config_customer: mass,
    eventos_configurados_masiv: mass.map((e) => e.id_events),
    existe_app_trazo: await hasMobileApp(db, customerId),
    url_ventas_trazo: '/pasarela',
  };
}
