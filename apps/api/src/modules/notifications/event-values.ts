import { eventTypeName, formatBogotaDateTime, MSG, type NotificationValues } from '@trazo/shared';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  consignments,
  customers,
  driverDeliveries,
  drivers,
  logisticEvents,
  movementEvents,
  movements,
  vehicles,
} from '../../db/schema';
import { AppError } from '../../lib/app-error';

// The data a template is filled with: the movement (manifiesto, placa, conductor, empresa), the event
// (evento, fecha y hora in Bogotá, novedad) and each consignment it concerns (remesa, lugar).

/** Loading events happen at the origin (spec §3 events 2–4, 13–15; 5 leaves from it); the rest at the destination. */
const AT_ORIGIN: ReadonlySet<number> = new Set([2, 3, 4, 5, 13, 14, 15]);

export interface ConsignmentTarget {
  id: number;
  remesa: string;
  generatorId: number;
  destinatarioEmail: string;
  values: NotificationValues;
}

export interface EventContext {
  customerId: number;
  movementId: number;
  eventTypeId: number;
  /** One entry per consignment the event concerns (all of them for a manifest-wide event). */
  targets: ConsignmentTarget[];
}

async function movementFacts(db: Db, customerId: number, movementId: number) {
  const [row] = await db
    .select({
      manifiesto: movements.manifiestoNumero,
      origen: movements.origenDescripcion,
      destino: movements.destinoDescripcion,
      placa: vehicles.placa,
      conductor: drivers.nombre,
      empresa: customers.razonSocial,
      nit: customers.nit,
    })
    .from(movements)
    .innerJoin(customers, eq(customers.id, movements.customerId))
    .innerJoin(vehicles, eq(vehicles.id, movements.vehicleId))
    .innerJoin(drivers, eq(drivers.id, movements.driverId))
    .where(and(eq(movements.id, movementId), eq(movements.customerId, customerId)));
  return row ?? null;
}

/** The company's name for an event id: its catalogue's (renamed or its own), else the spec's. */
export async function eventName(db: Db, customerId: number, eventTypeId: number): Promise<string> {
  const [row] = await db
    .select({ name: logisticEvents.name })
    .from(logisticEvents)
    .where(and(eq(logisticEvents.customerId, customerId), eq(logisticEvents.eventId, eventTypeId)));
  return row?.name ?? eventTypeName(eventTypeId);
}

interface Moment {
  eventTypeId: number;
  eventName: string;
  occurredAt: Date;
  note: string;
  reasonName: string | null;
}

async function buildTargets(
  db: Db,
  input: {
    customerId: number;
    movementId: number;
    consignmentId: number | null;
    appUrl: string;
    moment: Moment;
  },
): Promise<ConsignmentTarget[]> {
  const facts = await movementFacts(db, input.customerId, input.movementId);
  if (!facts) return [];
  const rows = await db
    .select({
      id: consignments.id,
      remesa: consignments.remesaNumero,
      generatorId: consignments.generatorId,
      destinatarioEmail: consignments.destinatarioEmail,
      origen: consignments.origenDescripcion,
      destino: consignments.destinoDescripcion,
    })
    .from(consignments)
    .where(
      and(
        eq(consignments.movementId, input.movementId),
        input.consignmentId === null ? undefined : eq(consignments.id, input.consignmentId),
      ),
    )
    .orderBy(asc(consignments.id));
  const { moment } = input;
  const novedad = [moment.reasonName ?? '', moment.note.trim()].filter(Boolean).join(' — ') || 'Sin novedad';
  return rows.map((c) => ({
    id: c.id,
    remesa: c.remesa,
    generatorId: c.generatorId,
    destinatarioEmail: c.destinatarioEmail,
    values: {
      manifiesto: facts.manifiesto,
      remesa: c.remesa,
      placa: facts.placa,
      conductor: facts.conductor,
      evento: moment.eventName,
      fecha_hora: formatBogotaDateTime(moment.occurredAt),
      lugar: AT_ORIGIN.has(moment.eventTypeId) ? c.origen || facts.origen : c.destino || facts.destino,
      novedad,
      enlace_consulta: `${input.appUrl}/consulta-documento-cliente?customer=${encodeURIComponent(facts.nit)}`,
      empresa: facts.empresa,
    },
  }));
}

/** The context of a recorded event (the sending). */
export async function loadEventContext(
  db: Db,
  eventId: number,
  appUrl: string,
): Promise<EventContext | null> {
  const [event] = await db
    .select({
      customerId: movementEvents.customerId,
      movementId: movementEvents.movementId,
      consignmentId: movementEvents.consignmentId,
      eventTypeId: movementEvents.eventTypeId,
      occurredAt: movementEvents.occurredAt,
      note: movementEvents.note,
      reasonName: driverDeliveries.reasonName,
    })
    .from(movementEvents)
    .leftJoin(driverDeliveries, eq(driverDeliveries.eventId, movementEvents.id))
    .where(eq(movementEvents.id, eventId));
  if (!event) return null;
  const moment: Moment = {
    eventTypeId: event.eventTypeId,
    eventName: await eventName(db, event.customerId, event.eventTypeId),
    occurredAt: event.occurredAt,
    note: event.note,
    reasonName: event.reasonName,
  };
  const targets = await buildTargets(db, { ...event, appUrl, moment });
  return {
    customerId: event.customerId,
    movementId: event.movementId,
    eventTypeId: event.eventTypeId,
    targets,
  };
}

/**
 * The values of the preview: the movement the user picked, its first consignment, and the latest event of
 * that type when it has one (else now, without novedad).
 */
export async function loadPreviewValues(
  db: Db,
  input: { customerId: number; movementId: number; eventTypeId: number; appUrl: string; now: Date },
): Promise<NotificationValues> {
  const [recorded] = await db
    .select({
      consignmentId: movementEvents.consignmentId,
      occurredAt: movementEvents.occurredAt,
      note: movementEvents.note,
      reasonName: driverDeliveries.reasonName,
    })
    .from(movementEvents)
    .leftJoin(driverDeliveries, eq(driverDeliveries.eventId, movementEvents.id))
    .where(
      and(
        eq(movementEvents.movementId, input.movementId),
        eq(movementEvents.customerId, input.customerId),
        eq(movementEvents.eventTypeId, input.eventTypeId),
      ),
    )
    .orderBy(desc(movementEvents.occurredAt))
    .limit(1);
  const targets = await buildTargets(db, {
    customerId: input.customerId,
    movementId: input.movementId,
    consignmentId: recorded?.consignmentId ?? null,
    appUrl: input.appUrl,
    moment: {
      eventTypeId: input.eventTypeId,
      eventName: await eventName(db, input.customerId, input.eventTypeId),
      occurredAt: recorded?.occurredAt ?? input.now,
      note: recorded?.note ?? '',
      reasonName: recorded?.reasonName ?? null,
    },
  });
  const first = targets[0];
  if (!first) throw new AppError(404, MSG.ntfMovementNotFound);
  return first.values;
}
