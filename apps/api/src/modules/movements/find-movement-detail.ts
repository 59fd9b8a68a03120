import { type MovementStateCode, MSG, movementStateLabel, type TMovementDetail } from '@trazo/shared';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { UrlSigner } from '../../lib/signed-url';
import { type ConsignmentRow, consignmentRecordsQuery, toConsignmentDetail } from './consignment-records';
import type { MovementScope } from './movement-scope';

interface HeaderRow {
  id: number;
  manifiesto_numero: string;
  fecha_despacho: string | Date;
  placa: string;
  marca: string;
  modelo: string;
  serie: string;
  conductor_documento: string;
  conductor_nombre: string;
  conductor_telefono: string;
  sucursal_id: number;
  sucursal_nombre: string;
  origen_descripcion: string;
  destino_descripcion: string;
  estado: MovementStateCode;
  synced_at: string | Date;
}

const iso = (value: string | Date) => new Date(value).toISOString();
const byNumber = new Intl.Collator('es', { numeric: true }).compare;

/** The id of a manifest of the caller's company by its number (case-insensitive); 404 when none. */
export async function findMovementIdByManifest(
  db: Db,
  scope: MovementScope,
  manifest: string,
): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`select id from movements where customer_id = ${scope.customerId} and manifiesto_numero = ${manifest.trim().toUpperCase()}`,
  );
  if (!row) throw new AppError(404, MSG.movementNotFound);
  return row.id;
}

/** detallemovimiento: the manifest with its (visible) consignments, timelines and cumplidos. */
export async function findMovementDetail(
  deps: { db: Db; urlSigner: UrlSigner },
  scope: MovementScope,
  movementId: number,
): Promise<TMovementDetail> {
  const [header] = await queryRows<HeaderRow>(
    deps.db,
    sql`
      select m.id, m.manifiesto_numero, m.fecha_despacho, v.placa, v.marca, v.modelo, v.serie,
        d.documento as conductor_documento, d.nombre as conductor_nombre, d.telefono as conductor_telefono,
        b.id as sucursal_id, b.nombre as sucursal_nombre, m.origen_descripcion, m.destino_descripcion,
        m.estado, m.synced_at
      from movements m
      join vehicles v on v.id = m.vehicle_id
      join drivers d on d.id = m.driver_id
      join branches b on b.id = m.branch_id
      where m.id = ${movementId} and m.customer_id = ${scope.customerId}`,
  );
  const ownOnly = scope.generatorId === null ? sql`` : sql`and c.generator_id = ${scope.generatorId}`;
  const rows = header
    ? await queryRows<ConsignmentRow>(
        deps.db,
        consignmentRecordsQuery(
          sql`from movements m join consignments c on c.movement_id = m.id`,
          sql`m.id = ${movementId} and c.customer_id = ${scope.customerId} ${ownOnly}`,
          1000,
        ),
      )
    : [];
  // Another company's manifest, or one without this generator's consignments: as if it did not exist.
  if (!header || rows.length === 0) throw new AppError(404, MSG.movementNotFound);
  return {
    id: header.id,
    manifiesto_numero: header.manifiesto_numero,
    fecha_despacho: iso(header.fecha_despacho),
    vehiculo: { placa: header.placa, marca: header.marca, modelo: header.modelo, serie: header.serie },
    conductor: {
      documento: header.conductor_documento,
      nombre: header.conductor_nombre,
      telefono: header.conductor_telefono,
    },
    sucursal: { id: header.sucursal_id, nombre: header.sucursal_nombre },
    origen_descripcion: header.origen_descripcion,
    destino_descripcion: header.destino_descripcion,
    estado: { code: header.estado, label: movementStateLabel(header.estado) },
    sincronizado_at: iso(header.synced_at),
    remesas: rows
      .map((row) => toConsignmentDetail(row, deps.urlSigner))
      .sort((a, b) => byNumber(a.remesa_numero, b.remesa_numero)),
    alertas_inspeccion: [],
    entregas_conductor: [],
  };
}
