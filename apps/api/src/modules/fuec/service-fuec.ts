import { MSG, type TServiceFuecIssued, type TServiceFuecs } from '@trazo/shared';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { especialPlaces, especialServiceDrivers, especialServices, fuecs } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { bogotaDay } from '../../lib/bogota-day';
import { stateOf } from './find-fuecs';
import type { FuecSnapshot } from './fuec-snapshot';
import { issueFuec } from './issue-fuec';

// The 'FUEC' action of a service request and of the history (issue 24 items 5 and 7): the extract is
// issued with the service's contract, vehicle, drivers, route and dates; a service that already has a
// valid one gets that one back. The service's row is locked while deciding, so two clicks (or two
// dispatchers) at once issue exactly one.

const ROUTE_MAX = 300;

async function ownService(db: Db, customerId: number, id: number, lock: boolean) {
  const query = db
    .select()
    .from(especialServices)
    .where(and(eq(especialServices.id, id), eq(especialServices.customerId, customerId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError(404, MSG.espSvcNotFound);
  return row;
}

/** The service's FUECs, newest first (annulled ones say so). */
export async function findServiceFuecs(
  db: Db,
  customerId: number,
  serviceId: number,
  today: string,
): Promise<TServiceFuecs> {
  await ownService(db, customerId, serviceId, false);
  const rows = await db
    .select()
    .from(fuecs)
    .where(and(eq(fuecs.customerId, customerId), eq(fuecs.serviceId, serviceId)))
    .orderBy(desc(fuecs.issuedAt), desc(fuecs.id));
  return {
    data: rows.map((f) => ({
      id: f.id,
      number: f.number,
      state: stateOf(f, today),
      placa: (f.snapshot as FuecSnapshot).vehicle.placa,
      startDate: f.startDate,
      endDate: f.endDate,
      issuedAt: f.issuedAt.toISOString(),
      annulReason: f.annulReason,
      token: f.token,
    })),
  };
}

/** "Origen – parada – Destino", cut to the FUEC's 300 characters. */
async function routeOf(db: Db, service: typeof especialServices.$inferSelect): Promise<string> {
  const ids = [service.originId, ...service.stopIds, service.destinationId];
  const places = await db
    .select({ id: especialPlaces.id, name: especialPlaces.name })
    .from(especialPlaces)
    .where(and(inArray(especialPlaces.id, ids), eq(especialPlaces.customerId, service.customerId)));
  const name = new Map(places.map((p) => [p.id, p.name]));
  const route = ids
    .map((id) => name.get(id) ?? '')
    .filter(Boolean)
    .join(' – ');
  return route.length > ROUTE_MAX ? `${route.slice(0, ROUTE_MAX - 1)}…` : route;
}

export async function issueServiceFuec(
  deps: { db: Db; now: Date },
  input: { customerId: number; serviceId: number },
): Promise<TServiceFuecIssued> {
  const today = bogotaDay(deps.now);
  return deps.db.transaction(async (tx) => {
    const service = await ownService(tx, input.customerId, input.serviceId, true);
    const [valid] = await tx
      .select()
      .from(fuecs)
      .where(
        and(
          eq(fuecs.customerId, input.customerId),
          eq(fuecs.serviceId, service.id),
          eq(fuecs.state, 'vigente'),
        ),
      )
      .orderBy(desc(fuecs.issuedAt), desc(fuecs.id))
      .limit(1);
    if (valid && stateOf(valid, today) === 'vigente') {
      return { id: valid.id, number: valid.number, token: valid.token, existing: true };
    }
    if ((service.state !== 'programada' && service.state !== 'en_curso') || service.vehicleId === null) {
      throw new AppError(409, MSG.fuecServiceNotProgrammed);
    }
    const crew = await tx
      .select({ driverId: especialServiceDrivers.driverId })
      .from(especialServiceDrivers)
      .where(eq(especialServiceDrivers.serviceId, service.id))
      .orderBy(asc(especialServiceDrivers.position));
    if (crew.length === 0) throw new AppError(409, MSG.fuecServiceNotProgrammed);
    const issued = await issueFuec(
      { db: tx, now: deps.now },
      {
        customerId: input.customerId,
        contractId: service.contractId,
        vehicleId: service.vehicleId,
        driverIds: crew.map((c) => c.driverId),
        startDate: bogotaDay(service.startsAt),
        endDate: bogotaDay(service.endsAt),
        route: await routeOf(tx, service),
        serviceId: service.id,
      },
    );
    return { ...issued, existing: false };
  });
}
