import {
  DRIVER_TRIP_LIMITS,
  deriveConsignmentState,
  eventTypeName,
  type TDriverConsignment,
  type TDriverTrip,
  type TEventPlan,
  TRIP_START_EVENT_ID,
  type TVehicleInspectionStatus,
} from '@trazo/shared';
import { and, asc, eq, gte, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  branches,
  consignments,
  deliveryDocuments,
  generators,
  movementEvents,
  movements,
  tripEventPlans,
  vehicles,
} from '../../db/schema';
import { resolveEventPlan } from '../configuration/resolve-event-plan';
import { findCompanyPhone } from './company-phone';
import { bogotaDay, bogotaDayRange, type DriverScope, findDriverTrip } from './driver-scope';
import { driverInspectionStatus } from './inspection-trips';

// The driver's trips with everything the app needs offline: consignments, the plan of each (frozen at
// the start, live before), what the timeline already has, the driver's inspection of the vehicle today
// and the company's phone (the block screen's 'Llamar a la empresa').

const DAY_MS = 24 * 60 * 60 * 1000;

const NO_INSPECTION: TVehicleInspectionStatus = {
  done: false,
  blocked: false,
  byOtherDriver: false,
  inspectionId: null,
  inspectedAt: null,
};

async function loadTrips(
  db: Db,
  scope: DriverScope,
  movementIds: number[],
  now: Date,
): Promise<TDriverTrip[]> {
  if (movementIds.length === 0) return [];
  const heads = await db
    .select({
      id: movements.id,
      manifiestoNumero: movements.manifiestoNumero,
      fechaDespacho: movements.fechaDespacho,
      estado: movements.estado,
      vehicleId: movements.vehicleId,
      placa: vehicles.placa,
      marca: vehicles.marca,
      origen: movements.origenDescripcion,
      destino: movements.destinoDescripcion,
      sucursal: branches.nombre,
    })
    .from(movements)
    .innerJoin(vehicles, eq(vehicles.id, movements.vehicleId))
    .innerJoin(branches, eq(branches.id, movements.branchId))
    .where(and(inArray(movements.id, movementIds), eq(movements.customerId, scope.customerId)));
  const rows = await db
    .select({
      id: consignments.id,
      movementId: consignments.movementId,
      remesaNumero: consignments.remesaNumero,
      generatorId: consignments.generatorId,
      dispatchTypeId: consignments.dispatchTypeId,
      generador: generators.razonSocial,
      nombre: consignments.destinatarioNombre,
      documento: consignments.destinatarioDocumento,
      direccion: consignments.destinatarioDireccion,
      zona: consignments.destinatarioZona,
      telefono: consignments.destinatarioTelefono,
      destinoDescripcion: consignments.destinoDescripcion,
      origenDireccion: consignments.remitenteDireccion,
      origenZona: consignments.remitenteZona,
      origenDescripcion: consignments.origenDescripcion,
      lat: consignments.destinoLatitud,
      lon: consignments.destinoLongitud,
      producto: consignments.productoDescripcion,
      empaque: consignments.empaqueDescripcion,
      unidades: consignments.unidadesFinal,
      peso: consignments.pesoFinal,
    })
    .from(consignments)
    .innerJoin(generators, eq(generators.id, consignments.generatorId))
    .where(and(inArray(consignments.movementId, movementIds), eq(consignments.customerId, scope.customerId)))
    .orderBy(asc(consignments.remesaNumero));
  const events = await db
    .select({
      id: movementEvents.id,
      movementId: movementEvents.movementId,
      consignmentId: movementEvents.consignmentId,
      eventId: movementEvents.eventTypeId,
      occurredAt: movementEvents.occurredAt,
      clientId: movementEvents.clientId,
      note: movementEvents.note,
    })
    .from(movementEvents)
    .where(
      and(inArray(movementEvents.movementId, movementIds), eq(movementEvents.customerId, scope.customerId)),
    )
    .orderBy(asc(movementEvents.occurredAt), asc(movementEvents.id));
  const cumplidos = await db
    .select({ movementId: deliveryDocuments.movementId, consignmentId: deliveryDocuments.consignmentId })
    .from(deliveryDocuments)
    .where(inArray(deliveryDocuments.movementId, movementIds));
  const frozen = await db
    .select({
      consignmentId: tripEventPlans.consignmentId,
      source: tripEventPlans.source,
      events: tripEventPlans.events,
    })
    .from(tripEventPlans)
    .where(
      and(inArray(tripEventPlans.movementId, movementIds), eq(tripEventPlans.customerId, scope.customerId)),
    );
  const frozenBy = new Map(frozen.map((p) => [p.consignmentId, p]));
  const livePlans = new Map<string, Promise<TEventPlan>>();
  const livePlan = (generatorId: number, dispatchTypeId: number | null) => {
    const key = `${generatorId}:${dispatchTypeId}`;
    let plan = livePlans.get(key);
    if (!plan) {
      plan = resolveEventPlan(db, scope.customerId, { generatorId, dispatchTypeId });
      livePlans.set(key, plan);
    }
    return plan;
  };
  const inspections = await driverInspectionStatus(
    db,
    scope,
    [...new Set(heads.map((h) => h.vehicleId))],
    bogotaDay(now),
  );
  const empresaTelefono = await findCompanyPhone(db, scope.customerId);

  const trips: TDriverTrip[] = [];
  for (const head of heads) {
    const own = events.filter((e) => e.movementId === head.id);
    const start = own.find((e) => e.eventId === TRIP_START_EVENT_ID);
    const remesas: TDriverConsignment[] = [];
    for (const c of rows.filter((r) => r.movementId === head.id)) {
      const timeline = own.filter((e) => e.consignmentId === null || e.consignmentId === c.id);
      const hasCumplido = cumplidos.some(
        (d) => d.movementId === head.id && (d.consignmentId === null || d.consignmentId === c.id),
      );
      const stored = frozenBy.get(c.id);
      const plan = stored
        ? { source: stored.source, events: stored.events, frozen: true }
        : { ...(await livePlan(c.generatorId, c.dispatchTypeId)), frozen: false };
      remesas.push({
        id: c.id,
        remesaNumero: c.remesaNumero,
        destinatario: {
          nombre: c.nombre,
          documento: c.documento,
          direccion: c.direccion,
          zona: c.zona,
          telefono: c.telefono,
        },
        destinoDescripcion: c.destinoDescripcion,
        origen: { direccion: c.origenDireccion, zona: c.origenZona, descripcion: c.origenDescripcion },
        destino: c.lat !== null && c.lon !== null ? { lat: c.lat, lon: c.lon } : null,
        carga: {
          producto: c.producto,
          empaque: c.empaque,
          unidades: Number(c.unidades),
          pesoKg: Number(c.peso),
        },
        generador: c.generador,
        estadoEntrega: deriveConsignmentState(
          timeline.map((e) => ({ id: e.id, id_events: e.eventId, created_at: e.occurredAt })),
          hasCumplido,
        ),
        plan,
        recorded: timeline.map((e) => ({
          id: e.id,
          eventId: e.eventId,
          event: eventTypeName(e.eventId, plan.events.find((p) => p.id_events === e.eventId)?.event),
          occurredAt: e.occurredAt.toISOString(),
          clientId: e.clientId,
          note: e.note,
        })),
      });
    }
    trips.push({
      id: head.id,
      manifiestoNumero: head.manifiestoNumero,
      fechaDespacho: head.fechaDespacho.toISOString(),
      estado: head.estado,
      startedAt: start ? start.occurredAt.toISOString() : null,
      vehiculo: { placa: head.placa, marca: head.marca },
      origenDescripcion: head.origen,
      destinoDescripcion: head.destino,
      sucursal: head.sucursal,
      inspeccion: inspections.get(head.vehicleId) ?? NO_INSPECTION,
      empresaTelefono,
      remesas,
    });
  }
  const order = new Map(movementIds.map((id, i) => [id, i]));
  return trips.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
}

/** The driver's open trips and the closed ones of the last days: today's and upcoming first. */
export async function listDriverTrips(db: Db, scope: DriverScope, now: Date): Promise<TDriverTrip[]> {
  const todayStart = bogotaDayRange(bogotaDay(now)).start;
  const recent = new Date(now.getTime() - DRIVER_TRIP_LIMITS.closedDays * DAY_MS);
  const ids = await db
    .select({ id: movements.id })
    .from(movements)
    .where(
      and(
        eq(movements.customerId, scope.customerId),
        eq(movements.driverId, scope.driverId),
        or(
          inArray(movements.estado, ['programado', 'en_ruta']),
          gte(movements.fechaDespacho, recent),
          gte(movements.ultimoEventoAt, recent),
        ),
      ),
    )
    .orderBy(
      sql`case when ${movements.estado} = 'en_ruta' then 0 when ${movements.fechaDespacho} >= ${todayStart} then 1 else 2 end`,
      sql`case when ${movements.estado} <> 'en_ruta' and ${movements.fechaDespacho} >= ${todayStart} then ${movements.fechaDespacho} end asc`,
      sql`${movements.fechaDespacho} desc`,
      asc(movements.id),
    )
    .limit(DRIVER_TRIP_LIMITS.maxTrips);
  return loadTrips(
    db,
    scope,
    ids.map((r) => r.id),
    now,
  );
}

/** One of the driver's trips (404 when not theirs). */
export async function findDriverTripDetail(db: Db, scope: DriverScope, movementId: number, now: Date) {
  await findDriverTrip(db, scope, movementId);
  const [trip] = await loadTrips(db, scope, [movementId], now);
  if (!trip) throw new Error('trip vanished');
  return trip;
}
