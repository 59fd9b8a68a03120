import { normalizePlate, SEARCH_LIMITS } from '@trazo/shared';
import { type SQL, sql } from 'drizzle-orm';
import { defineStatement, type Statement } from '../../db/statement';
import { prefixRange } from './prefix-range';

// Issue 26 item 6, ADR 0023: the portal's global search is one statement, six small groups, each read
// through an index within the caller's company: manifest, remesa, customer document and invoice number
// by prefix (varchar_pattern_ops), plate by prefix within the company's vehicles, and drivers by document
// prefix or by a folded (accent- and case-free) name fragment in their stored `search_text` (ADR 0023:
// folding each row at query time was most of the statement's time). A generator sees only what its
// consignments touch, like the movement lists.
//
// Named (db/statement.ts): PostgreSQL parses it once per connection, and may then keep a generic plan
// (parsing and planning were half of each search's time in the database; ADR 0023, third pass). A
// generic plan knows no values, so it must be fast without them: prefixes as explicit index ranges
// (prefix-range.ts; a `like $1` would scan the company's rows), the folded fragment as a one-time
// sub-select (a function of a parameter would run per driver), and literal limits.
// Plates and drivers reach their latest movement through a lateral join over matches already sorted, so
// it runs for the few shown, not for each match ('bq0' read 1,000 vehicles' trips, 54 ms); the latest is
// `desc nulls last`, the order of the (vehicle|driver, fecha) indexes.

export interface SearchScope {
  customerId: number;
  /** null: the whole company; a number: that generator's consignments and invoices only (0: nothing). */
  generatorId: number | null;
  /** Whether invoices are searched: a company user only with `cartera.ver` in the grant's profile. */
  invoices: boolean;
}

export interface HitRow {
  grupo: string;
  titulo: string;
  detalle: string;
  movimiento_id: number | null;
  manifiesto: string | null;
  factura_id: number | null;
  fecha: string | Date | null;
  estado: string | null;
  total: number | string | null;
}

/** Candidates read per group before ranking: a short prefix matches many rows, the index gives these first. */
const CANDIDATES = sql.raw(String(50));
const LIMIT = sql.raw(String(SEARCH_LIMITS.perGroup));

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

type SearchParams = {
  customerId: number;
  generatorId: number;
  code: string;
  codeLike: string;
  codeFrom: string;
  codeTo: string;
  plate: string;
  plateLike: string;
  fragment: string;
};

function searchSql(byGenerator: boolean, invoices: boolean): SQL {
  const c = sql.placeholder('customerId');
  const g = sql.placeholder('generatorId');
  const code = sql.placeholder('code');
  /** `column` starts with the code: the index range, and the `like` that says so. */
  const startsWithCode = (column: string) =>
    sql`${sql.raw(column)} ~>=~ ${sql.placeholder('codeFrom')} and ${sql.raw(column)} ~<~ ${sql.placeholder('codeTo')}`;
  const plate = sql.placeholder('plate');
  /** The movement `alias` has a consignment of the caller's generator (always true for a company). */
  const visible = (alias: string): SQL =>
    byGenerator
      ? sql`exists (select 1 from consignments gc where gc.movement_id = ${sql.raw(alias)}.id and gc.generator_id = ${g})`
      : sql`true`;
  const ownConsignment = byGenerator ? sql`c.generator_id = ${g}` : sql`true`;
  const ownInvoice = !invoices ? sql`false` : byGenerator ? sql`i.generator_id = ${g}` : sql`true`;
  /** The latest visible movement of a vehicle or driver. */
  const latest = (column: 'vehicle_id' | 'driver_id', of: string) => sql`
    select m.id, m.manifiesto_numero, m.fecha_despacho, m.estado from movements m
    where m.${sql.raw(column)} = ${sql.raw(of)}.id and m.customer_id = ${c} and ${visible('m')}
    order by m.fecha_despacho desc nulls last limit 1`;

  return sql`
    (select 'manifiestos' as grupo, m.manifiesto_numero as titulo, 'Placa ' || v.placa as detalle, m.id as movimiento_id,
        m.manifiesto_numero as manifiesto, null::int as factura_id, m.fecha_despacho as fecha, m.estado::text as estado, null::bigint as total
      from (select m.id, m.manifiesto_numero, m.vehicle_id, m.fecha_despacho, m.estado from movements m
            where m.customer_id = ${c} and ${startsWithCode('m.manifiesto_numero')} and ${visible('m')}
            limit ${CANDIDATES}) m
      join vehicles v on v.id = m.vehicle_id
      order by (m.manifiesto_numero = ${code}) desc, length(m.manifiesto_numero), m.manifiesto_numero
      limit ${LIMIT})
    union all
    (select 'remesas', c.remesa_numero, 'Manifiesto ' || m.manifiesto_numero, m.id, m.manifiesto_numero, null, m.fecha_despacho, m.estado::text, null
      from (select c.remesa_numero, c.movement_id from consignments c
            where c.customer_id = ${c} and ${startsWithCode('c.remesa_numero')} and ${ownConsignment}
            limit ${CANDIDATES}) c
      join movements m on m.id = c.movement_id
      order by (c.remesa_numero = ${code}) desc, length(c.remesa_numero), c.remesa_numero, m.id
      limit ${LIMIT})
    union all
    (select 'placas', v.placa, 'Último manifiesto ' || l.manifiesto_numero, l.id, l.manifiesto_numero, null, l.fecha_despacho, l.estado::text, null
      from (select v.id, v.placa, v.placa = ${plate} as exact from vehicles v
            where v.customer_id = ${c} and v.placa like ${sql.placeholder('plateLike')}
            order by exact desc, v.placa) v
      cross join lateral (${latest('vehicle_id', 'v')}) l
      order by v.exact desc, v.placa
      limit ${LIMIT})
    union all
    (select 'clientes', c.documento_cliente,
        'Remesa ' || c.remesa_numero || ' · Manifiesto ' || m.manifiesto_numero, m.id, m.manifiesto_numero, null,
        m.fecha_despacho, m.estado::text, null
      from (select c.id, c.documento_cliente, c.remesa_numero, c.movement_id from consignments c
            where c.customer_id = ${c} and ${startsWithCode('c.documento_cliente')} and c.documento_cliente <> ''
              and ${ownConsignment}
            limit ${CANDIDATES}) c
      join movements m on m.id = c.movement_id
      order by (c.documento_cliente = ${code}) desc, c.documento_cliente, m.fecha_despacho desc, c.id
      limit ${LIMIT})
    union all
    (select 'conductores', d.nombre, 'Documento ' || d.documento || ' · Manifiesto ' || l.manifiesto_numero, l.id, l.manifiesto_numero, null, l.fecha_despacho,
        l.estado::text, null
      from (select d.id, d.nombre, d.documento, d.documento = ${code} as exact from drivers d
            where d.customer_id = ${c}
              and (d.documento like ${sql.placeholder('codeLike')}
                or d.search_text like (select trazo_fold(${sql.placeholder('fragment')})))
            order by exact desc, d.nombre, d.id
            limit ${CANDIDATES}) d
      cross join lateral (${latest('driver_id', 'd')}) l
      order by d.exact desc, d.nombre, d.id
      limit ${LIMIT})
    union all
    (select 'facturas', i.numero, g.razon_social, null, null, i.id, i.emitida_at, null, i.total
      from (select i.id, i.numero, i.generator_id, i.emitida_at, i.total from invoices i
            where i.customer_id = ${c} and ${startsWithCode('i.numero')} and ${ownInvoice}
            limit ${CANDIDATES}) i
      join generators g on g.id = i.generator_id
      order by (i.numero = ${code}) desc, length(i.numero), i.numero
      limit ${LIMIT})`;
}

const define = (name: string, byGenerator: boolean, invoices: boolean) =>
  defineStatement<SearchParams, HitRow>(name, () => searchSql(byGenerator, invoices));
const STATEMENTS = {
  company: define('global_search_company', false, false),
  companyInvoices: define('global_search_company_invoices', false, true),
  generator: define('global_search_generator', true, false),
  generatorInvoices: define('global_search_generator_invoices', true, true),
};

/** The statement of a scope and its values for `q` (exported for `npm run bench:search`, run bare too). */
export function globalSearchStatement(
  scope: SearchScope,
  q: string,
): { statement: Statement<SearchParams, HitRow>; params: SearchParams } {
  const byGenerator = scope.generatorId !== null;
  const statement = byGenerator
    ? scope.invoices
      ? STATEMENTS.generatorInvoices
      : STATEMENTS.generator
    : scope.invoices
      ? STATEMENTS.companyInvoices
      : STATEMENTS.company;
  const code = q.trim().toUpperCase().replace(/\s+/g, '');
  const { from, to } = prefixRange(code);
  const plate = normalizePlate(q.trim());
  return {
    statement,
    params: {
      customerId: scope.customerId,
      generatorId: scope.generatorId ?? 0,
      code,
      codeLike: `${escapeLike(code)}%`,
      codeFrom: from,
      codeTo: to,
      plate,
      plateLike: `${escapeLike(plate)}%`,
      fragment: `%${escapeLike(q.trim())}%`,
    },
  };
}
