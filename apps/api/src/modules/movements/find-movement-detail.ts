import {
  eventTypeName,
  type LateReasonCode,
  type MovementStateCode,
  MSG,
  movementStateLabel,
  type TDeliveryProof,
  type TFailedCriticalItem,
  type TInspectionAlert,
  type TMovementDetail,
} from '@trazo/shared';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { UrlSigner } from '../../lib/signed-url';
import { type ConsignmentRow, consignmentRecordsQuery, toConsignmentDetail } from './consignment-records';
import { findDriverChanges } from './find-driver-changes';
import { toLateness } from './lateness/to-lateness';
import type { MovementScope } from './movement-scope';

interface HeaderRow {
  id: number;
  manifiesto_numero: string;
  fecha_despacho: string | Date;
  placa: string;
  marca: string;
  modelo: string;
  serie: string;
  conductor_id: number;
  conductor_documento: string;
  conductor_nombre: string;
  conductor_telefono: string;
  sucursal_id: number;
  sucursal_nombre: string;
  origen_descripcion: string;
  destino_descripcion: string;
  estado: MovementStateCode;
  synced_at: string | Date;
  retraso_motivo: LateReasonCode | null;
  retraso_desde: string | Date | null;
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

const parsed = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

/**
 * Inspections with a failed critical item (drivers' app): the ones made for this trip, and the vehicle's
 * unfixed ones while the trip has not started (they block its start). The company's view only.
 */
async function findInspectionAlerts(
  db: Db,
  customerId: number,
  movementId: number,
): Promise<TInspectionAlert[]> {
  const rows = await queryRows<{
    id: number;
    inspected_at: string | Date;
    vehiculo_placa: string;
    conductor_nombre: string;
    fixed_at: string | Date | null;
    fixed_by_name: string | null;
    fix_note: string | null;
    failed: TFailedCriticalItem[] | string;
  }>(
    db,
    sql`
      select i.id, i.inspected_at, i.vehiculo_placa, i.conductor_nombre, i.fixed_at, i.fixed_by_name, i.fix_note,
        coalesce((
          select json_agg(json_build_object('checklistItemId', it.checklist_item_id, 'title', it.title, 'rate', it.rate)
            order by c.position, it.position)
          from preop_inspection_categories c join preop_inspection_items it on it.category_id = c.id
          where c.inspection_id = i.id and it.is_critical and it.rate in (1, 2)
        ), '[]'::json) as failed
      from preop_inspections i
      join movements m on m.id = ${movementId} and m.customer_id = ${customerId}
      where i.customer_id = ${customerId} and i.blocked
        and (i.movement_id = m.id or (i.vehicle_id = m.vehicle_id and i.fixed_at is null and m.estado = 'programado'))
      order by i.inspected_at desc, i.id desc
      limit 10`,
  );
  return rows.map((r) => ({
    id: r.id,
    inspectedAt: iso(r.inspected_at),
    vehiculoPlaca: r.vehiculo_placa,
    conductorNombre: r.conductor_nombre,
    failedCritical: parsed(r.failed),
    fixedAt: r.fixed_at === null ? null : iso(r.fixed_at),
    fixedBy: r.fixed_by_name,
    fixNote: r.fix_note,
  }));
}

/** The deliveries the drivers' app recorded on the visible consignments, with the distance to the destination. */
async function findDriverDeliveries(
  db: Db,
  scope: MovementScope,
  movementId: number,
): Promise<TDeliveryProof[]> {
  const ownOnly = scope.generatorId === null ? sql`` : sql`and c.generator_id = ${scope.generatorId}`;
  const rows = await queryRows<{
    event_id: number;
    consignment_id: number;
    remesa_numero: string;
    tipo: number;
    occurred_at: string | Date;
    geo_denied: boolean;
    distance_meters: number | null;
    far: boolean;
    receiver_name: string | null;
    receiver_document: string | null;
    reason_name: string | null;
    note: string;
  }>(
    db,
    sql`
      select dd.event_id, dd.consignment_id, c.remesa_numero, dd.tipo, e.occurred_at, e.geo_denied,
        dd.distance_meters, dd.far, dd.receiver_name, dd.receiver_document, dd.reason_name, dd.note
      from driver_deliveries dd
      join movement_events e on e.id = dd.event_id
      join consignments c on c.id = dd.consignment_id
      where e.movement_id = ${movementId} and dd.customer_id = ${scope.customerId} ${ownOnly}
      order by e.occurred_at, e.id`,
  );
  return rows.map((r) => ({
    eventId: r.event_id,
    consignmentId: r.consignment_id,
    remesaNumero: r.remesa_numero,
    tipo: r.tipo,
    event: eventTypeName(r.tipo),
    occurredAt: iso(r.occurred_at),
    geoDenied: r.geo_denied,
    distanceMeters: r.distance_meters,
    far: r.far,
    receiverName: r.receiver_name,
    receiverDocument: r.receiver_document,
    reason: r.reason_name,
    note: r.note,
  }));
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
        d.id as conductor_id, d.documento as conductor_documento, d.nombre as conductor_nombre, d.telefono as conductor_telefono,
        b.id as sucursal_id, b.nombre as sucursal_nombre, m.origen_descripcion, m.destino_descripcion,
        m.estado, m.synced_at, m.retraso_motivo, m.retraso_desde
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
      id: header.conductor_id,
      documento: header.conductor_documento,
      nombre: header.conductor_nombre,
      telefono: header.conductor_telefono,
    },
    sucursal: { id: header.sucursal_id, nombre: header.sucursal_nombre },
    origen_descripcion: header.origen_descripcion,
    destino_descripcion: header.destino_descripcion,
    estado: { code: header.estado, label: movementStateLabel(header.estado) },
    retraso: toLateness(header.retraso_motivo, header.retraso_desde),
    sincronizado_at: iso(header.synced_at),
    remesas: rows
      .map((row) => toConsignmentDetail(row, deps.urlSigner))
      .sort((a, b) => byNumber(a.remesa_numero, b.remesa_numero)),
    alertas_inspeccion:
      scope.generatorId === null ? await findInspectionAlerts(deps.db, scope.customerId, header.id) : [],
    entregas_conductor: await findDriverDeliveries(deps.db, scope, header.id),
    cambios_conductor:
      scope.generatorId === null ? await findDriverChanges(deps.db, scope.customerId, header.id) : [],
  };
}
