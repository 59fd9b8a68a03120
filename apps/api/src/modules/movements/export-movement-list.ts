import {
  eventTypeName,
  movementStateLabel,
  REPORT_CONTENT_TYPES,
  type ZMovementExportQuery,
} from '@trazo/shared';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { ownEventNameSql } from '../../lib/own-event-name';
import type { ReportFile } from '../reports/export-synced-movements';
import { bogotaDateTimeSql } from '../reports/report-dates';
import { reportBatches } from '../reports/report-rows';
import { type Cell, streamSpreadsheet } from '../reports/spreadsheet-stream';
import { movementFilters } from './find-movements';
import type { MovementScope } from './movement-scope';

// 'Movimientos APP' / mov-transporte / pendientes (issue 26 §7): the whole filtered list, as the page shows
// it, as xlsx or csv — read in keyset batches and streamed (ADR 0015), formulas neutralised by the writer.

type ExportQuery = z.output<typeof ZMovementExportQuery>;

interface Row {
  id: number;
  manifiesto_numero: string;
  fecha_despacho: string;
  placa: string;
  conductor: string;
  sucursal: string;
  origen_descripcion: string;
  destino_descripcion: string;
  generadores: string | null;
  remesas: number | string;
  rechazadas: number | string;
  peso_total: number | string | null;
  estado: string;
  ultimo_evento_id: number | null;
  ultimo_evento_nombre: string | null;
  ultimo_evento_at: string | null;
}

const HEADER = [
  'Manifiesto',
  'Fecha de despacho',
  'Placa',
  'Conductor',
  'Sucursal',
  'Origen',
  'Destino',
  'Generadores',
  'Remesas',
  'Rechazadas',
  'Peso total (kg)',
  'Estado',
  'Último evento',
  'Fecha último evento',
];

export function exportMovementList(db: Db, scope: MovementScope, query: ExportQuery, now: Date): ReportFile {
  const { formato, pendientes, ...filters } = query;
  const where = movementFilters(scope, { ...filters, page: 1, per_page: 1 }, pendientes === '1', now);
  const ownOnly = scope.generatorId === null ? sql`` : sql`and c.generator_id = ${scope.generatorId}`;
  const batches = reportBatches<Row>(
    db,
    (afterId, limit) => sql`
      select m.id, m.manifiesto_numero, ${bogotaDateTimeSql(sql`m.fecha_despacho`)} as fecha_despacho,
        v.placa, d.nombre as conductor, b.nombre as sucursal, m.origen_descripcion, m.destino_descripcion,
        agg.generadores, agg.remesas, agg.rechazadas, agg.peso_total, m.estado, m.ultimo_evento_id,
        ${ownEventNameSql(sql`m.ultimo_evento_id`, sql`m.customer_id`)} as ultimo_evento_nombre,
        ${bogotaDateTimeSql(sql`m.ultimo_evento_at`)} as ultimo_evento_at
      from movements m
      join vehicles v on v.id = m.vehicle_id
      join drivers d on d.id = m.driver_id
      join branches b on b.id = m.branch_id
      cross join lateral (
        select string_agg(distinct g.razon_social, ', ') as generadores, count(*) as remesas,
          count(*) filter (where c.is_rejected) as rechazadas, sum(c.peso_final) as peso_total
        from consignments c join generators g on g.id = c.generator_id
        where c.movement_id = m.id ${ownOnly}
      ) agg
      where ${where} and m.id > ${afterId}
      order by m.id limit ${limit}`,
  );
  async function* cells() {
    for await (const rows of batches) {
      yield rows.map((r): Cell[] => [
        r.manifiesto_numero,
        r.fecha_despacho,
        r.placa,
        r.conductor,
        r.sucursal,
        r.origen_descripcion,
        r.destino_descripcion,
        r.generadores ?? '',
        Number(r.remesas),
        Number(r.rechazadas),
        Number(r.peso_total ?? 0),
        movementStateLabel(r.estado),
        r.ultimo_evento_id === null ? '' : eventTypeName(r.ultimo_evento_id, r.ultimo_evento_nombre),
        r.ultimo_evento_at ?? '',
      ]);
    }
  }
  const name = pendientes === '1' ? 'Movimientos pendientes' : 'Movimientos';
  return {
    fileName: `${name}.${formato}`,
    contentType: REPORT_CONTENT_TYPES[formato],
    stream: streamSpreadsheet(formato, name, HEADER, cells()),
  };
}
