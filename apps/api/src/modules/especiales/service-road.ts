import type { TDriverServicePoint, TService, TServiceRoad } from '@trazo/shared';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { drivers, especialServiceRecords } from '../../db/schema';

// A service on the road (issue 24 item 6): its route points (origin, stops, destination) with what the
// drivers' app recorded at each — read by the app's trip list and by the portal's service detail.

type RouteOf = Pick<TService, 'id' | 'origin' | 'stops' | 'destination'>;
type PointRecord = typeof especialServiceRecords.$inferSelect & { driverName: string };

/** The records of these services' route points, by service id. */
export async function pointRecords(db: Db, serviceIds: number[]): Promise<Map<number, PointRecord[]>> {
  const byService = new Map<number, PointRecord[]>();
  if (serviceIds.length === 0) return byService;
  const rows = await db
    .select({ record: especialServiceRecords, driverName: drivers.nombre })
    .from(especialServiceRecords)
    .innerJoin(drivers, eq(drivers.id, especialServiceRecords.driverId))
    .where(inArray(especialServiceRecords.serviceId, serviceIds))
    .orderBy(asc(especialServiceRecords.occurredAt), asc(especialServiceRecords.id));
  for (const { record, driverName } of rows) {
    if (record.kind !== 'punto') continue;
    const list = byService.get(record.serviceId) ?? [];
    list.push({ ...record, driverName });
    byService.set(record.serviceId, list);
  }
  return byService;
}

/** The route's points in order, each with its record when done. */
export function routePoints(
  service: RouteOf,
  records: PointRecord[],
): (TDriverServicePoint & { driver: string })[] {
  const names = [service.origin.name, ...service.stops.map((p) => p.name), service.destination.name];
  const last = names.length - 1;
  return names.map((name, index) => {
    const done = records.find((r) => r.point === index);
    return {
      index,
      kind: index === 0 ? 'origen' : index === last ? 'destino' : 'parada',
      name,
      doneAt: done ? done.occurredAt.toISOString() : null,
      boarded: done?.boarded ?? [],
      noShow: done?.noShow ?? [],
      driver: done?.driverName ?? '',
    };
  });
}

/** The portal's summary: points done and how many passengers boarded. */
export async function serviceRoad(db: Db, service: RouteOf): Promise<TServiceRoad> {
  const records = (await pointRecords(db, [service.id])).get(service.id) ?? [];
  const points = routePoints(service, records).map((p) => ({
    index: p.index,
    name: p.name,
    doneAt: p.doneAt,
    boarded: p.boarded.length,
    noShow: p.noShow.length,
    driver: p.driver,
  }));
  return {
    points,
    pointsDone: points.filter((p) => p.doneAt !== null).length,
    boarded: points.reduce((sum, p) => sum + p.boarded, 0),
  };
}
