import {
  DRIVER_DOCUMENT_KINDS,
  FLEET_DOCUMENT_LABELS,
  FLEET_DOCUMENT_STATE_LABELS,
  MSG,
  type TFleetDocumentKind,
  VEHICLE_DOCUMENT_KINDS,
} from '@trazo/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { exportMaster } from '../masters/master-export';
import { documentState } from './document-state';
import { driverWhere, type FleetFilter, vehicleWhere } from './find-fleet';

// The fleet lists as xlsx/csv (issue 24 item 4), with the list's filter, through the masters' streamed
// export: one row per vehicle or driver, each document's number, expiry and state in its columns.

interface HolderRow {
  id: number;
  cells: string[];
  docs:
    | { kind: TFleetDocumentKind; number: string; issuer: string; category: string; expires: string }[]
    | null;
}

function documentCells(kinds: readonly TFleetDocumentKind[], row: HolderRow, today: string): string[] {
  return kinds.flatMap((kind) => {
    const doc = row.docs?.find((x) => x.kind === kind);
    const state = FLEET_DOCUMENT_STATE_LABELS[documentState(doc?.expires ?? null, today)];
    const head = [doc?.number ?? '', kind === 'licencia' ? (doc?.category ?? '') : (doc?.issuer ?? '')];
    return [...head, doc?.expires ?? '', state];
  });
}

function documentHeader(kinds: readonly TFleetDocumentKind[]): string[] {
  return kinds.flatMap((kind) => {
    const label = FLEET_DOCUMENT_LABELS[kind];
    const second = kind === 'licencia' ? MSG.fleetCategory : MSG.fleetIssuer;
    return [
      `${label}: ${MSG.fleetDocumentNumber}`,
      `${label}: ${second}`,
      `${label}: ${MSG.fleetExpiry}`,
      `${label}: ${MSG.espState}`,
    ];
  });
}

const docsOf = (column: 'vehicle_id' | 'driver_id', id: ReturnType<typeof sql>) => sql`(
  select json_agg(json_build_object('kind', fd.kind, 'number', fd.number, 'issuer', fd.issuer,
    'category', fd.category, 'expires', fd.expires_on::text))
  from fleet_documents fd where fd.${sql.raw(column)} = ${id})`;

export function exportVehicles(
  db: Db,
  customerId: number,
  filter: FleetFilter,
  today: string,
  format: 'xlsx' | 'csv',
) {
  return exportMaster<HolderRow>(
    db,
    {
      fileName: `${MSG.fleetDocumentsExportTitle} - ${MSG.fleetVehiclesTitle}`,
      sheetName: MSG.fleetVehiclesTitle,
      header: [
        MSG.fleetPlaca,
        MSG.fleetClase,
        MSG.fleetNumeroInterno,
        MSG.fleetMarca,
        MSG.fleetModelo,
        ...documentHeader(VEHICLE_DOCUMENT_KINDS),
      ],
      page: (where) => (afterId, limit) =>
        sql`
        select vehicles.id,
          json_build_array(vehicles.placa, vehicles.clase, vehicles.numero_interno, vehicles.marca, vehicles.modelo) as cells,
          ${docsOf('vehicle_id', sql`vehicles.id`)} as docs
        from vehicles where ${where} and vehicles.id > ${afterId} order by vehicles.id limit ${limit}`,
      toCells: (row) => [...row.cells, ...documentCells(VEHICLE_DOCUMENT_KINDS, row, today)],
    },
    vehicleWhere(customerId, filter, today),
    format,
  );
}

export function exportDrivers(
  db: Db,
  customerId: number,
  filter: FleetFilter,
  today: string,
  format: 'xlsx' | 'csv',
) {
  return exportMaster<HolderRow>(
    db,
    {
      fileName: `${MSG.fleetDocumentsExportTitle} - ${MSG.fleetDriversTitle}`,
      sheetName: MSG.fleetDriversTitle,
      header: [MSG.driverDocument, MSG.fleetDriverName, ...documentHeader(DRIVER_DOCUMENT_KINDS)],
      page: (where) => (afterId, limit) =>
        sql`
        select drivers.id, json_build_array(drivers.documento, drivers.nombre) as cells,
          ${docsOf('driver_id', sql`drivers.id`)} as docs
        from drivers where ${where} and drivers.id > ${afterId} order by drivers.id limit ${limit}`,
      toCells: (row) => [...row.cells, ...documentCells(DRIVER_DOCUMENT_KINDS, row, today)],
    },
    driverWhere(customerId, filter, today),
    format,
  );
}
