import {
  DRIVER_DOCUMENT_KINDS,
  FLEET_DOCUMENT_LABELS,
  type TBlockingDocument,
  type TFleetDocumentKind,
  VEHICLE_DOCUMENT_KINDS,
} from '@trazo/shared';
import { and, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { drivers, fleetDocuments, vehicles } from '../../db/schema';
import { dayMonthYear } from './document-state';

// What keeps a vehicle and its drivers off the road between `from` and `until` (issue 24 item 4;
// DOMAIN-CO: every document valid through the FUEC's end date): a missing document, one expired, or one
// ending before `until`. Programming a service and issuing a FUEC both ask it.

export interface BlockingQuery {
  customerId: number;
  vehicleId: number;
  driverIds: number[];
  /** Calendar days (AAAA-MM-DD), inclusive. */
  from: string;
  until: string;
}

function message(label: string, subject: string, expiresOn: string | null, q: BlockingQuery): string {
  if (expiresOn === null) return `Falta ${label} del ${subject}.`;
  if (expiresOn < q.from) return `${label} del ${subject} venció el ${dayMonthYear(expiresOn)}.`;
  return `${label} del ${subject} vence el ${dayMonthYear(expiresOn)}, antes del ${dayMonthYear(q.until)}.`;
}

export async function findBlockingDocuments(db: Db, q: BlockingQuery): Promise<TBlockingDocument[]> {
  const [vehicle] = await db
    .select({ id: vehicles.id, placa: vehicles.placa })
    .from(vehicles)
    .where(and(eq(vehicles.id, q.vehicleId), eq(vehicles.customerId, q.customerId)));
  const people =
    q.driverIds.length === 0
      ? []
      : await db
          .select({ id: drivers.id, nombre: drivers.nombre })
          .from(drivers)
          .where(and(inArray(drivers.id, q.driverIds), eq(drivers.customerId, q.customerId)));
  const holders = [
    ...(vehicle ? [eq(fleetDocuments.vehicleId, vehicle.id)] : []),
    ...(people.length
      ? [
          inArray(
            fleetDocuments.driverId,
            people.map((p) => p.id),
          ),
        ]
      : []),
  ];
  const docs = holders.length
    ? await db
        .select()
        .from(fleetDocuments)
        .where(and(eq(fleetDocuments.customerId, q.customerId), or(...holders)))
    : [];

  const blocking: TBlockingDocument[] = [];
  const check = (kind: TFleetDocumentKind, subject: string, expiresOn: string | null) => {
    if (expiresOn !== null && expiresOn >= q.until) return;
    const label = FLEET_DOCUMENT_LABELS[kind];
    blocking.push({ subject, kind, expiresOn, message: message(label, subject, expiresOn, q) });
  };
  if (vehicle) {
    const subject = `vehículo ${vehicle.placa}`;
    for (const kind of VEHICLE_DOCUMENT_KINDS) {
      const doc = docs.find((x) => x.vehicleId === vehicle.id && x.kind === kind);
      check(kind, subject, doc?.expiresOn ?? null);
    }
  }
  for (const person of people) {
    for (const kind of DRIVER_DOCUMENT_KINDS) {
      const doc = docs.find((x) => x.driverId === person.id && x.kind === kind);
      check(kind, `conductor ${person.nombre}`, doc?.expiresOn ?? null);
    }
  }
  return blocking;
}
