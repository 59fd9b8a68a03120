import {
  bogotaDay,
  illegalTransitionMessage,
  MSG,
  SERVICE_BUSY_STATES,
  SERVICE_TRANSITIONS,
  type TProgramServiceBody,
  type TService,
} from '@trazo/shared';
import { and, asc, eq, gt, inArray, lt, ne } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { drivers, especialServiceDrivers, especialServices, vehicles } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { findBlockingDocuments } from '../fleet/find-blocking-documents';
import { found } from '../masters/master-query';
import { bogotaDateTime } from '../reports/report-dates';
import { annulStaleServiceFuecs } from './annul-stale-fuecs';
import { findService } from './find-services';
import { recordChange, type ServiceActor } from './service-changes';
import { queueServiceMail } from './service-mail';

// Programming a request (issue 24 item 3): a vehicle and one to three drivers of the operator. A vehicle or
// driver already in an overlapping programmed or running service is refused naming that service. Two
// dispatchers assigning the same vehicle at once: the vehicle's (and drivers') rows are locked FOR UPDATE
// inside the transaction before the overlap is read, so the second waits, then sees the first's service.

const s = especialServices;

const when = (startsAt: Date, endsAt: Date) =>
  `${bogotaDateTime(startsAt)}–${bogotaDateTime(endsAt).slice(11)}`;

export async function programService(
  db: Db,
  actor: ServiceActor,
  id: number,
  body: Required<TProgramServiceBody>,
  now: Date,
): Promise<TService> {
  const { customerId } = actor;
  await db.transaction(async (tx) => {
    const [service] = await tx
      .select()
      .from(s)
      .where(and(eq(s.id, id), eq(s.customerId, customerId)))
      .for('update');
    const current = found(service);
    if (!SERVICE_TRANSITIONS[current.state].includes('programada')) {
      throw new AppError(409, illegalTransitionMessage(current.state, 'programada'));
    }
    const [vehicle] = await tx
      .select({ id: vehicles.id, plate: vehicles.placa })
      .from(vehicles)
      .where(and(eq(vehicles.id, body.vehicleId), eq(vehicles.customerId, customerId)))
      .for('update');
    if (!vehicle) {
      throw new AppError(422, MSG.espSvcVehicleUnknown, {
        errors: { vehicleId: [MSG.espSvcVehicleUnknown] },
      });
    }
    // Ascending ids: two transactions lock the same drivers in the same order (no deadlock).
    const crew = await tx
      .select({ id: drivers.id, name: drivers.nombre })
      .from(drivers)
      .where(and(inArray(drivers.id, body.driverIds), eq(drivers.customerId, customerId)))
      .orderBy(asc(drivers.id))
      .for('update');
    if (crew.length !== body.driverIds.length) {
      throw new AppError(422, MSG.espSvcDriverUnknown, { errors: { driverIds: [MSG.espSvcDriverUnknown] } });
    }
    // DOMAIN-CO: the vehicle's and each driver's documents valid through the service's end (issue 24 item 4).
    const blocking = await findBlockingDocuments(tx, {
      customerId,
      vehicleId: vehicle.id,
      driverIds: body.driverIds,
      from: bogotaDay(current.startsAt.toISOString()),
      until: bogotaDay(current.endsAt.toISOString()),
    });
    if (blocking.length > 0) {
      const messages = blocking.map((b) => b.message);
      throw new AppError(409, messages.join(' '), { errors: { vehicleId: messages } });
    }
    const overlapping = and(
      eq(s.customerId, customerId),
      ne(s.id, id),
      inArray(s.state, [...SERVICE_BUSY_STATES]),
      lt(s.startsAt, current.endsAt),
      gt(s.endsAt, current.startsAt),
    );
    const [busyVehicle] = await tx
      .select({ id: s.id, startsAt: s.startsAt, endsAt: s.endsAt })
      .from(s)
      .where(and(overlapping, eq(s.vehicleId, vehicle.id)))
      .orderBy(asc(s.startsAt))
      .limit(1);
    if (busyVehicle) {
      const message = `El vehículo ${vehicle.plate} ya está asignado al servicio N.º ${busyVehicle.id} (${when(busyVehicle.startsAt, busyVehicle.endsAt)}), que se cruza con este.`;
      throw new AppError(409, message, { errors: { vehicleId: [message] } });
    }
    const [busyDriver] = await tx
      .select({ id: s.id, startsAt: s.startsAt, endsAt: s.endsAt, driverId: especialServiceDrivers.driverId })
      .from(s)
      .innerJoin(especialServiceDrivers, eq(especialServiceDrivers.serviceId, s.id))
      .where(and(overlapping, inArray(especialServiceDrivers.driverId, body.driverIds)))
      .orderBy(asc(s.startsAt))
      .limit(1);
    if (busyDriver) {
      const name = crew.find((d) => d.id === busyDriver.driverId)?.name ?? '';
      const message = `El conductor ${name} ya está asignado al servicio N.º ${busyDriver.id} (${when(busyDriver.startsAt, busyDriver.endsAt)}), que se cruza con este.`;
      throw new AppError(409, message, { errors: { driverIds: [message] } });
    }
    await tx
      .update(s)
      .set({ state: 'programada', vehicleId: vehicle.id, updatedAt: now })
      .where(eq(s.id, id));
    await tx.delete(especialServiceDrivers).where(eq(especialServiceDrivers.serviceId, id));
    await tx
      .insert(especialServiceDrivers)
      .values(body.driverIds.map((driverId, i) => ({ serviceId: id, driverId, position: i + 1 })));
    const annulled = await annulStaleServiceFuecs(tx, {
      customerId,
      serviceId: id,
      keep: { vehicleId: vehicle.id, driverIds: body.driverIds },
      reason: MSG.fuecAnnulReprogrammed,
      now,
    });
    const names = body.driverIds.map((d) => crew.find((c) => c.id === d)?.name ?? '').join(', ');
    await recordChange(tx, actor, {
      serviceId: id,
      at: now,
      fromState: current.state,
      toState: 'programada',
      detail: `Vehículo ${vehicle.plate}; conductores: ${names}${annulled > 0 ? '; FUEC anterior anulado' : ''}`,
    });
    await queueServiceMail(tx, { customerId, serviceId: id, state: 'programada', now });
  });
  return findService(db, customerId, id);
}
