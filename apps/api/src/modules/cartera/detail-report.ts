import {
  type ConsignmentStateCode,
  consignmentStateLabel,
  DETAIL_REPORT_COLUMN_KEYS,
  DETAIL_REPORT_COLUMNS,
  DETAIL_REPORT_MAX_DAYS,
  type DetailReportColumn,
  eventTypeName,
  MSG,
  normalizePlate,
  REPORT_CONTENT_TYPES,
  type TDetailReportPage,
  type TDetailReportRow,
  type ZDetailReportExportQuery,
  type ZDetailReportQuery,
} from '@trazo/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Db, queryRows } from '../../db/database';
import { folded } from '../../db/schema/search-text';
import { ownEventNameSql } from '../../lib/own-event-name';
import type { MovementScope } from '../movements/movement-scope';
import type { ReportFile } from '../reports/export-synced-movements';
import { bogotaDateTimeSql, bogotaRange } from '../reports/report-dates';
import { reportBatches } from '../reports/report-rows';
import { type Cell, streamSpreadsheet } from '../reports/spreadsheet-stream';

// Informe de Detalles (issue 25 §4): the generator's consignments dispatched in a range, one row each —
// spec §3's movement record, the consignment's own state and last event (as the synced export computes
// them), its cumplidos and the invoices that bill it. Scoped exactly as the movement lists: the caller's
// company and the generator its grant speaks for (movementScopeOf).

type Filters = Omit<z.output<typeof ZDetailReportQuery>, 'page' | 'per_page'>;
export type DetailExportQuery = z.output<typeof ZDetailReportExportQuery>;

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);
const contains = (value: string) => `%${escapeLike(value)}%`;

/** The consignment's own delivery state, as export-synced-movements.ts and the detail's timeline show it. */
const STATE_SQL = sql`case when c.is_rejected then 'rechazada' when c.is_closed then 'entregada'
  when exists (select 1 from movement_events se
    where se.movement_id = m.id and (se.consignment_id is null or se.consignment_id = c.id)) then 'en_ruta'
  else 'programada' end`;

/** The WHERE of the report: scope, the dispatch range (≤ 92 days, else a Spanish 422) and the filters. */
export function detailReportWhere(scope: MovementScope, filters: Filters): SQL {
  const { from, to } = bogotaRange(
    filters.fecha_inicio,
    filters.fecha_fin,
    422,
    DETAIL_REPORT_MAX_DAYS,
    MSG.detailReportRangeTooLong,
  );
  const parts: SQL[] = [
    sql`c.customer_id = ${scope.customerId}`,
    sql`m.fecha_despacho >= ${from.toISOString()}::timestamptz and m.fecha_despacho < ${to.toISOString()}::timestamptz`,
  ];
  if (scope.generatorId !== null) parts.push(sql`c.generator_id = ${scope.generatorId}`);
  if (filters.origen)
    parts.push(sql`${folded(sql`c.origen_descripcion`)} like ${folded(sql`${contains(filters.origen)}`)}`);
  if (filters.destino)
    parts.push(sql`${folded(sql`c.destino_descripcion`)} like ${folded(sql`${contains(filters.destino)}`)}`);
  if (filters.tipo_despacho)
    parts.push(sql`${folded(sql`c.tipo_despacho`)} like ${folded(sql`${contains(filters.tipo_despacho)}`)}`);
  if (filters.manifiesto)
    parts.push(sql`m.manifiesto_numero like ${`${escapeLike(filters.manifiesto.toUpperCase())}%`}`);
  if (filters.placa) {
    parts.push(
      sql`m.vehicle_id in (select id from vehicles where customer_id = ${scope.customerId} and placa = ${normalizePlate(filters.placa)})`,
    );
  }
  if (filters.estado) parts.push(sql`${STATE_SQL} = ${filters.estado}`);
  return sql.join(parts, sql` and `);
}

interface RawRow {
  id: number;
  movimiento_id: number;
  manifiesto_numero: string;
  remesa_numero: string;
  vehiculo_placa: string;
  remesa_sucursal: string;
  fecha_despacho: string;
  producto_descripcion: string;
  empaque_descripcion: string;
  valor_declarado: string | number;
  unidades_final: string | number;
  peso_final: string | number;
  remitente_documento: string;
  remitente_nombre: string;
  remitente_direccion: string;
  remitente_zona: string;
  remitente_telefono: string;
  destinatario_documento: string;
  destinatario_nombre: string;
  destinatario_direccion: string;
  destinatario_zona: string;
  destinatario_telefono: string;
  origen_descripcion: string;
  destino_descripcion: string;
  generador_nombre: string;
  documento_cliente: string;
  tipo_despacho: string;
  empresa: string;
  estado: ConsignmentStateCode;
  ultimo_evento_id: number | null;
  ultimo_evento_nombre: string | null;
  ultimo_evento_fecha: string;
  cumplidos: number;
  factura: string;
}

const SELECT = sql`select c.id, m.id as movimiento_id, m.manifiesto_numero, c.remesa_numero,
    v.placa as vehiculo_placa, b.nombre as remesa_sucursal,
    ${bogotaDateTimeSql(sql`m.fecha_despacho`)} as fecha_despacho, c.producto_descripcion,
    c.empaque_descripcion, c.valor_declarado, c.unidades_final, c.peso_final, c.remitente_documento,
    c.remitente_nombre, c.remitente_direccion, c.remitente_zona, c.remitente_telefono,
    c.destinatario_documento, c.destinatario_nombre, c.destinatario_direccion, c.destinatario_zona,
    c.destinatario_telefono, c.origen_descripcion, c.destino_descripcion, g.razon_social as generador_nombre,
    c.documento_cliente, c.tipo_despacho, cu.razon_social as empresa,
    case when c.is_rejected then 'rechazada' when c.is_closed then 'entregada'
      when last.event_type_id is not null then 'en_ruta' else 'programada' end as estado,
    last.event_type_id as ultimo_evento_id,
    ${ownEventNameSql(sql`last.event_type_id`, sql`m.customer_id`)} as ultimo_evento_nombre,
    coalesce(${bogotaDateTimeSql(sql`last.occurred_at`)}, '') as ultimo_evento_fecha,
    (select count(*)::int from delivery_documents d
      where d.movement_id = m.id and (d.consignment_id is null or d.consignment_id = c.id)) as cumplidos,
    coalesce((select string_agg(i.numero, ', ' order by i.numero) from invoice_consignments ic
      join invoices i on i.id = ic.invoice_id
      where ic.consignment_id = c.id and i.anulada_el is null), '') as factura
  from consignments c
  join movements m on m.id = c.movement_id
  join vehicles v on v.id = m.vehicle_id
  join branches b on b.id = m.branch_id
  join generators g on g.id = c.generator_id
  join customers cu on cu.id = c.customer_id
  left join lateral (
    select e.event_type_id, e.occurred_at from movement_events e
    where e.movement_id = m.id and (e.consignment_id is null or e.consignment_id = c.id)
    order by e.occurred_at desc, e.id desc limit 1
  ) last on true`;

function toRow({ ultimo_evento_id, ultimo_evento_nombre, ...r }: RawRow): TDetailReportRow {
  return {
    ...r,
    valor_declarado: Number(r.valor_declarado),
    unidades_final: Number(r.unidades_final),
    peso_final: Number(r.peso_final),
    estado: consignmentStateLabel(r.estado),
    ultimo_evento: ultimo_evento_id === null ? '' : eventTypeName(ultimo_evento_id, ultimo_evento_nombre),
  };
}

/** One page, newest dispatch first; the count and the page are two SQL queries (LIMIT/OFFSET). */
export async function findDetailReport(
  db: Db,
  scope: MovementScope,
  query: z.output<typeof ZDetailReportQuery>,
): Promise<TDetailReportPage> {
  const { page, per_page, ...filters } = query;
  const where = detailReportWhere(scope, filters);
  const [count] = await queryRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from consignments c join movements m on m.id = c.movement_id where ${where}`,
  );
  const total = count?.total ?? 0;
  const rows = await queryRows<RawRow>(
    db,
    sql`${SELECT} where ${where} order by m.fecha_despacho desc, c.id desc
      limit ${per_page} offset ${(page - 1) * per_page}`,
  );
  return {
    data: rows.map(toRow),
    total,
    page,
    per_page,
    last_page: Math.max(1, Math.ceil(total / per_page)),
  };
}

/** The whole filtered set in the chosen columns, streamed (keyset batches; formulas neutralised). */
export function exportDetailReport(db: Db, scope: MovementScope, query: DetailExportQuery): ReportFile {
  const { formato, columnas, ...filters } = query;
  const where = detailReportWhere(scope, filters);
  const chosen = new Set<DetailReportColumn>(columnas ?? DETAIL_REPORT_COLUMN_KEYS);
  const columns = DETAIL_REPORT_COLUMNS.filter((c) => chosen.has(c.key));
  const keys = columns.map((c) => c.key);
  const batches = reportBatches<RawRow>(
    db,
    (afterId, limit) => sql`${SELECT} where ${where} and c.id > ${afterId} order by c.id limit ${limit}`,
  );
  async function* cells() {
    for await (const rows of batches) {
      yield rows.map((raw) => {
        const row = toRow(raw);
        return keys.map((k): Cell => row[k]);
      });
    }
  }
  return {
    fileName: `${MSG.detailReportTitle} ${filters.fecha_inicio} a ${filters.fecha_fin}.${formato}`,
    contentType: REPORT_CONTENT_TYPES[formato],
    stream: streamSpreadsheet(
      formato,
      'Remesas',
      columns.map((c) => c.label),
      cells(),
    ),
  };
}

const REPORT = 'info-detalles';

export async function findDetailColumns(db: Db, userId: number): Promise<DetailReportColumn[] | null> {
  const [row] = await queryRows<{ columns: string[] }>(
    db,
    sql`select columns from user_report_columns where user_id = ${userId} and report = ${REPORT}`,
  );
  if (!row) return null;
  const known = new Set<string>(DETAIL_REPORT_COLUMN_KEYS);
  return row.columns.filter((c): c is DetailReportColumn => known.has(c));
}

/** Saves the choice in the report's order (an upsert: the last save wins). */
export async function saveDetailColumns(
  db: Db,
  userId: number,
  columnas: readonly DetailReportColumn[],
  now: Date,
): Promise<DetailReportColumn[]> {
  const chosen = new Set(columnas);
  const ordered = DETAIL_REPORT_COLUMN_KEYS.filter((k) => chosen.has(k));
  const array = sql`array[${sql.join(
    ordered.map((k) => sql`${k}`),
    sql`, `,
  )}]::text[]`;
  await db.execute(
    sql`insert into user_report_columns (user_id, report, columns, updated_at)
      values (${userId}, ${REPORT}, ${array}, ${now.toISOString()}::timestamptz)
      on conflict (user_id, report) do update set columns = excluded.columns, updated_at = excluded.updated_at`,
  );
  return ordered;
}
