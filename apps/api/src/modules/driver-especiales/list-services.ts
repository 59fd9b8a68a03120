import type { TDriverFuec, TDriverService } from '@trazo/shared';
import { MSG } from '@trazo/shared';
import { and, asc, desc, eq, gte, inArray, lte, or, sql } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { Db } from '../../db/database';
import { especialServiceDrivers, especialServices, fuecs } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { bogotaDay } from '../../lib/bogota-day';
import { findService } from '../especiales/find-services';
import { pointRecords, routePoints } from '../especiales/service-road';
import type { FuecSnapshot } from '../fuec/fuec-snapshot';

// The driver's special services (issue 24 item 6): programmed or under way, where the signed-in driver is
// one of the crew — never another driver's. Each comes with its route points done so far and its FUEC,
// which the app keeps on the phone for a roadside check without signal.

export interface DriverScope {
  customerId: number;
  driverId: number;
}

const OPEN_STATES = ['programada', 'en_curso'] as const;
/** At most this many services in the app (the nearest first). */
const LIMIT = 50;

/** The driver's open services' ids, soonest first. */
async function ownServiceIds(db: Db, scope: DriverScope, only?: number): Promise<number[]> {
  const rows = await db
    .select({ id: especialServices.id })
    .from(especialServices)
    .innerJoin(
      especialServiceDrivers,
      and(
        eq(especialServiceDrivers.serviceId, especialServices.id),
        eq(especialServiceDrivers.driverId, scope.driverId),
      ),
    )
    .where(
      and(
        eq(especialServices.customerId, scope.customerId),
        inArray(especialServices.state, [...OPEN_STATES]),
        only === undefined ? undefined : eq(especialServices.id, only),
      ),
    )
    .orderBy(asc(especialServices.startsAt), asc(especialServices.id))
    .limit(LIMIT);
  return rows.map((r) => r.id);
}

/**
 * The FUEC the vehicle carries on this service: one issued for the service itself, else one of the same
 * contract and vehicle in force on the service's day (a FUEC per contract and vehicle for a period).
 */
async function serviceFuec(
  db: Db,
  customerId: number,
  service: { id: number; contractId: number; vehicleId: number | null; day: string },
  appUrl: string,
): Promise<TDriverFuec | null> {
  if (service.vehicleId === null) return null;
  const [row] = await db
    .select()
    .from(fuecs)
    .where(
      and(
        eq(fuecs.customerId, customerId),
        eq(fuecs.state, 'vigente'),
        or(
          eq(fuecs.serviceId, service.id),
          and(
            eq(fuecs.contractId, service.contractId),
            eq(fuecs.vehicleId, service.vehicleId),
            lte(fuecs.startDate, service.day),
            gte(fuecs.endDate, service.day),
          ),
        ),
      ),
    )
    .orderBy(sql`(${fuecs.serviceId} = ${service.id}) desc nulls last`, desc(fuecs.issuedAt))
    .limit(1);
  if (!row) return null;
  const snap = row.snapshot as FuecSnapshot;
  const verifyUrl = `${appUrl}/fuec/${row.token}`;
  const qrSvg = await QRCode.toString(verifyUrl, { type: 'svg', margin: 1 });
  return {
    id: row.id,
    number: row.number,
    state: row.state,
    issuedAt: snap.issuedAt,
    startDate: row.startDate,
    endDate: row.endDate,
    route: row.route,
    operator: { razonSocial: snap.operator.razonSocial, nit: snap.operator.nit, phone: snap.operator.phone },
    contract: {
      number: snap.contract.number,
      clientName: snap.contract.clientName,
      clientNit: snap.contract.clientNit,
      objeto: snap.contract.objeto,
      convenio: snap.contract.convenio,
      responsibleName: snap.contract.responsibleName,
      responsiblePhone: snap.contract.responsiblePhone,
    },
    vehicle: snap.vehicle,
    drivers: snap.drivers,
    verifyUrl,
    qrSvg,
  };
}

export async function listDriverServices(
  db: Db,
  scope: DriverScope,
  appUrl: string,
  only?: number,
): Promise<TDriverService[]> {
  const ids = await ownServiceIds(db, scope, only);
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: especialServices.id, contractId: especialServices.contractId })
    .from(especialServices)
    .where(inArray(especialServices.id, ids));
  const contractOf = new Map(rows.map((r) => [r.id, r.contractId]));
  const records = await pointRecords(db, ids);
  const list: TDriverService[] = [];
  for (const id of ids) {
    const service = await findService(db, scope.customerId, id);
    const fuec = await serviceFuec(
      db,
      scope.customerId,
      {
        id,
        contractId: contractOf.get(id) as number,
        vehicleId: service.vehicle?.id ?? null,
        day: bogotaDay(new Date(service.startsAt)),
      },
      appUrl,
    );
    list.push({
      id: service.id,
      state: service.state as TDriverService['state'],
      startsAt: service.startsAt,
      endsAt: service.endsAt,
      contract: { number: service.contract.number, clientName: service.contract.clientName },
      points: routePoints(service, records.get(id) ?? []).map(({ driver: _, ...p }) => p),
      passengers: service.passengers,
      passengerCount: service.passengerCount,
      vehicle: service.vehicle ? { plate: service.vehicle.plate } : null,
      drivers: service.drivers.map((d) => ({ name: d.name, document: d.document })),
      observations: service.observations,
      fuec,
    });
  }
  return list;
}

/** One of the driver's open services (404 as if it did not exist otherwise). */
export async function findDriverService(
  db: Db,
  scope: DriverScope,
  appUrl: string,
  id: number,
): Promise<TDriverService> {
  const [service] = await listDriverServices(db, scope, appUrl, id);
  if (!service) throw new AppError(404, MSG.drvSvcNotFound);
  return service;
}
