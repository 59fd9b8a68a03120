import {
  movementStateLabel,
  REPORT_CONTENT_TYPES,
  type TThirdPartyTripPage,
  type TThirdPartyTripQuery,
  type TThirdPartyTripRow,
} from '@trazo/shared';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/database';
import { offsetOf, toPage } from '../../lib/pagination';
import type { ReportFile } from '../reports/export-synced-movements';
import { bogotaDateTime } from '../reports/report-dates';
import { reportBatches } from '../reports/report-rows';
import { type Cell, streamSpreadsheet } from '../reports/spreadsheet-stream';
import { type PartnerFilters, partnerFilterSql } from './partner-filters';

// The third party's area (issue 26 §5): the trips of the vehicles the ERP names it the owner of (by NIT), in
// every company, with their state, the advances paid to the driver and the agreed freight when sent.

interface RawRow {
  id: number;
  fecha_despacho: string | Date;
  empresa: string;
  manifiesto: string;
  placa: string;
  origen: string;
  destino: string;
  estado: string;
  anticipos: string | number;
  valor_flete: string | number | null;
}

const ADVANCES = sql`coalesce((select sum(a.amount_cop) from trip_advances a where a.movement_id = m.id), 0)`;

const COLUMNS = sql`m.id, m.fecha_despacho, c.razon_social as empresa, m.manifiesto_numero as manifiesto, v.placa,
  m.origen_descripcion as origen, m.destino_descripcion as destino, m.estado, ${ADVANCES} as anticipos,
  m.valor_flete_cop as valor_flete`;

const FROM = sql`vehicles v
  join movements m on m.vehicle_id = v.id
  join customers c on c.id = m.customer_id`;

type Filters = PartnerFilters & { estado?: string };

function whereOf(nit: string, f: Filters): SQL {
  const parts = [
    sql`v.propietario_nit = ${nit}`,
    ...partnerFilterSql(f, sql`m.fecha_despacho`, sql`m.customer_id`),
  ];
  if (f.estado) parts.push(sql`m.estado = ${f.estado}`);
  return sql.join(parts, sql` and `);
}

function toRow(r: RawRow): TThirdPartyTripRow {
  return {
    id: r.id,
    fecha_despacho: new Date(r.fecha_despacho).toISOString(),
    empresa: r.empresa,
    manifiesto: r.manifiesto,
    placa: r.placa,
    origen: r.origen,
    destino: r.destino,
    estado: { code: r.estado, label: movementStateLabel(r.estado) },
    anticipos: Number(r.anticipos),
    valor_flete: r.valor_flete === null ? null : Number(r.valor_flete),
  };
}

export async function findThirdPartyTrips(
  db: Db,
  nit: string,
  q: TThirdPartyTripQuery,
): Promise<TThirdPartyTripPage> {
  const where = whereOf(nit, q);
  const [rows, [sums]] = await Promise.all([
    queryRows<RawRow>(
      db,
      sql`select ${COLUMNS} from ${FROM} where ${where}
        order by m.fecha_despacho desc, m.id desc limit ${q.per_page} offset ${offsetOf(q.page, q.per_page)}`,
    ),
    queryRows<{ n: string | number; anticipos: string | number | null; flete: string | number | null }>(
      db,
      sql`select count(*) as n, sum(${ADVANCES}) as anticipos, sum(m.valor_flete_cop) as flete
        from ${FROM} where ${where}`,
    ),
  ]);
  return {
    ...toPage(rows.map(toRow), Number(sums?.n ?? 0), q.page, q.per_page),
    nit,
    total_anticipos: Number(sums?.anticipos ?? 0),
    total_flete: Number(sums?.flete ?? 0),
  };
}

const HEADER = [
  'Fecha de despacho',
  'Empresa',
  'Manifiesto',
  'Placa',
  'Origen',
  'Destino',
  'Estado',
  'Anticipos',
  'Flete pactado',
];

/** The filtered trips as xlsx or csv, in keyset batches (ADR 0015's machinery). */
export function exportThirdPartyTrips(db: Db, nit: string, f: Filters, formato: 'xlsx' | 'csv'): ReportFile {
  const where = whereOf(nit, f);
  const batches = reportBatches<RawRow>(
    db,
    (afterId, limit) =>
      sql`select ${COLUMNS} from ${FROM} where ${where} and m.id > ${afterId} order by m.id limit ${limit}`,
  );
  async function* cells() {
    for await (const rows of batches) {
      yield rows.map((raw): Cell[] => {
        const r = toRow(raw);
        return [
          bogotaDateTime(r.fecha_despacho),
          r.empresa,
          r.manifiesto,
          r.placa,
          r.origen,
          r.destino,
          r.estado.label,
          r.anticipos,
          r.valor_flete,
        ];
      });
    }
  }
  return {
    fileName: `Viajes propietario NIT ${nit}.${formato}`,
    contentType: REPORT_CONTENT_TYPES[formato],
    stream: streamSpreadsheet(formato, 'Viajes', HEADER, cells()),
  };
}
