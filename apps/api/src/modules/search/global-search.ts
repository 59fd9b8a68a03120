import {
  bogotaDay,
  formatPesos,
  movementStateLabel,
  normalizePlate,
  SEARCH_GROUPS,
  SEARCH_LIMITS,
  type SearchGroupCode,
  type TGlobalSearchResponse,
  type TSearchHit,
} from '@trazo/shared';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/database';

// Issue 26 item 6, ADR 0041: the portal's global search. One statement, six small groups, each read
// through an index within the caller's company: manifest, remesa, customer document and invoice number
// by prefix (varchar_pattern_ops), plate by prefix within the company's vehicles, and drivers by document
// prefix or by a folded (accent- and case-free) name fragment (the drivers' trigram index). A generator
// sees only what its consignments touch, like the movement lists.

export interface SearchScope {
  customerId: number;
  /** null: the whole company; a number: that generator's consignments and invoices only (0: nothing). */
  generatorId: number | null;
  /** Whether invoices are searched: a company user only with `cartera.ver` in the grant's profile. */
  invoices: boolean;
}

/** Candidates read per group before ranking: a short prefix matches many rows, the index gives these first. */
const CANDIDATES = 50;
const LIMIT = SEARCH_LIMITS.perGroup;

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

interface HitRow {
  grupo: SearchGroupCode;
  titulo: string;
  detalle: string;
  movimiento_id: number | null;
  manifiesto: string | null;
  factura_id: number | null;
  fecha: string | Date | null;
  estado: string | null;
  total: number | string | null;
}

export async function globalSearch(db: Db, scope: SearchScope, q: string): Promise<TGlobalSearchResponse> {
  const rows = await queryRows<HitRow>(db, globalSearchQuery(scope, q));
  const grupos = SEARCH_GROUPS.map((group) => ({
    code: group.code,
    label: group.label,
    data: rows.filter((r) => r.grupo === group.code).map(toHit),
  })).filter((group) => group.data.length > 0);
  return { grupos };
}

/** The one statement of a search (exported for `npm run bench:search`, which runs it through a bare pool). */
export function globalSearchQuery(scope: SearchScope, q: string): SQL {
  const c = scope.customerId;
  const code = q.trim().toUpperCase().replace(/\s+/g, '');
  const codePrefix = `${escapeLike(code)}%`;
  const plate = normalizePlate(q.trim());
  const platePrefix = `${escapeLike(plate)}%`;
  const fragment = `%${escapeLike(q.trim())}%`;
  const g = scope.generatorId;
  /** The movement `alias` has a consignment of the caller's generator (always true for a company). */
  const visible = (alias: string): SQL =>
    g === null
      ? sql`true`
      : sql`exists (select 1 from consignments gc where gc.movement_id = ${sql.raw(alias)}.id and gc.generator_id = ${g})`;
  const ownConsignment = g === null ? sql`true` : sql`c.generator_id = ${g}`;
  const ownInvoice = !scope.invoices ? sql`false` : g === null ? sql`true` : sql`i.generator_id = ${g}`;
  /** The latest visible movement of a vehicle or driver. */
  const latest = (column: 'vehicle_id' | 'driver_id', of: string) => sql`
    select m.id, m.manifiesto_numero, m.fecha_despacho, m.estado from movements m
    where m.${sql.raw(column)} = ${sql.raw(of)}.id and m.customer_id = ${c} and ${visible('m')}
    order by m.fecha_despacho desc limit 1`;

  return sql`
    (select 'manifiestos' as grupo, m.manifiesto_numero as titulo, 'Placa ' || v.placa as detalle, m.id as movimiento_id,
        m.manifiesto_numero as manifiesto, null::int as factura_id, m.fecha_despacho as fecha, m.estado::text as estado, null::bigint as total
      from (select m.* from movements m
            where m.customer_id = ${c} and m.manifiesto_numero like ${codePrefix} and ${visible('m')}
            limit ${CANDIDATES}) m
      join vehicles v on v.id = m.vehicle_id
      order by (m.manifiesto_numero = ${code}) desc, length(m.manifiesto_numero), m.manifiesto_numero
      limit ${LIMIT})
    union all
    (select 'remesas', c.remesa_numero, 'Manifiesto ' || m.manifiesto_numero, m.id, m.manifiesto_numero, null, m.fecha_despacho, m.estado::text, null
      from (select c.* from consignments c
            where c.customer_id = ${c} and c.remesa_numero like ${codePrefix} and ${ownConsignment}
            limit ${CANDIDATES}) c
      join movements m on m.id = c.movement_id
      order by (c.remesa_numero = ${code}) desc, length(c.remesa_numero), c.remesa_numero, m.id
      limit ${LIMIT})
    union all
    (select 'placas', v.placa, 'Último manifiesto ' || l.manifiesto_numero, l.id, l.manifiesto_numero, null, l.fecha_despacho, l.estado::text, null
      from vehicles v cross join lateral (${latest('vehicle_id', 'v')}) l
      where v.customer_id = ${c} and v.placa like ${platePrefix}
      order by (v.placa = ${plate}) desc, v.placa
      limit ${LIMIT})
    union all
    (select 'clientes', c.documento_cliente,
        'Remesa ' || c.remesa_numero || ' · Manifiesto ' || m.manifiesto_numero, m.id, m.manifiesto_numero, null,
        m.fecha_despacho, m.estado::text, null
      from (select c.* from consignments c
            where c.customer_id = ${c} and c.documento_cliente like ${codePrefix} and c.documento_cliente <> ''
              and ${ownConsignment}
            limit ${CANDIDATES}) c
      join movements m on m.id = c.movement_id
      order by (c.documento_cliente = ${code}) desc, c.documento_cliente, m.fecha_despacho desc, c.id
      limit ${LIMIT})
    union all
    (select 'conductores', d.nombre, 'Documento ' || d.documento || ' · Manifiesto ' || l.manifiesto_numero, l.id, l.manifiesto_numero, null, l.fecha_despacho,
        l.estado::text, null
      from (select d.* from drivers d
            where d.customer_id = ${c}
              and (d.documento like ${codePrefix}
                or trazo_fold(d.nombre || ' ' || d.documento) like trazo_fold(${fragment}))
            limit ${CANDIDATES}) d
      cross join lateral (${latest('driver_id', 'd')}) l
      order by (d.documento = ${code}) desc, d.nombre, d.id
      limit ${LIMIT})
    union all
    (select 'facturas', i.numero, g.razon_social, null, null, i.id, i.emitida_at, null, i.total
      from (select i.* from invoices i
            where i.customer_id = ${c} and i.numero like ${codePrefix} and ${ownInvoice}
            limit ${CANDIDATES}) i
      join generators g on g.id = i.generator_id
      order by (i.numero = ${code}) desc, length(i.numero), i.numero
      limit ${LIMIT})`;
}

function toHit(r: HitRow): TSearchHit {
  const facts = [
    r.detalle,
    r.estado ? movementStateLabel(r.estado) : null,
    r.total !== null ? formatPesos(Number(r.total)) : null,
    r.fecha ? bogotaDay(new Date(r.fecha).toISOString()) : null,
  ].filter((f): f is string => f !== null);
  return {
    titulo: r.titulo,
    detalle: facts.join(' · '),
    movimiento_id: r.movimiento_id,
    manifiesto: r.manifiesto,
    factura_id: r.factura_id,
  };
}
