import { MSG, type TService, type ZServiceForm } from '@trazo/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import {
  especialContracts,
  especialCostCentres,
  especialPlaces,
  especialServicePassengers,
  especialServices,
  especialStaff,
} from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { found } from '../masters/master-query';
import { findService } from './find-services';
import { recordChange, type ServiceActor } from './service-changes';

// Filing and editing a request (issue 24 item 3): every place, funcionario, cost centre and the contract
// must be the operator's and active; the contract in force on the service's day.

type Form = z.output<typeof ZServiceForm>;
const s = especialServices;

const refused = (field: string, message: string) =>
  new AppError(422, message, { errors: { [field]: [message] } });

async function checkReferences(db: Db, customerId: number, form: Form): Promise<void> {
  const [contract] = await db
    .select()
    .from(especialContracts)
    .where(and(eq(especialContracts.id, form.contractId), eq(especialContracts.customerId, customerId)));
  if (!contract?.isActive) throw refused('contractId', MSG.espSvcContractUnknown);
  if (form.date < contract.startDate || form.date > contract.endDate) {
    throw refused('contractId', MSG.espSvcContractNotInForce);
  }
  const placeIds = [...new Set([form.originId, form.destinationId, ...form.stopIds])];
  const places = await db
    .select({ id: especialPlaces.id })
    .from(especialPlaces)
    .where(
      and(
        inArray(especialPlaces.id, placeIds),
        eq(especialPlaces.customerId, customerId),
        eq(especialPlaces.isActive, true),
      ),
    );
  const known = new Set(places.map((p) => p.id));
  if (!known.has(form.originId)) throw refused('originId', MSG.espSvcPlaceUnknown);
  if (!known.has(form.destinationId)) throw refused('destinationId', MSG.espSvcPlaceUnknown);
  if (form.stopIds.some((id) => !known.has(id))) throw refused('stopIds', MSG.espSvcPlaceUnknown);
  const [centre] = await db
    .select({ id: especialCostCentres.id })
    .from(especialCostCentres)
    .where(
      and(
        eq(especialCostCentres.id, form.costCentreId),
        eq(especialCostCentres.customerId, customerId),
        eq(especialCostCentres.isActive, true),
      ),
    );
  if (!centre) throw refused('costCentreId', MSG.espSvcCostCentreUnknown);
  if (form.passengerIds.length > 0) {
    const staff = await db
      .select({ id: especialStaff.id })
      .from(especialStaff)
      .where(
        and(
          inArray(especialStaff.id, form.passengerIds),
          eq(especialStaff.customerId, customerId),
          eq(especialStaff.isActive, true),
        ),
      );
    if (staff.length !== form.passengerIds.length) throw refused('passengerIds', MSG.espSvcPassengerUnknown);
  }
}

const columns = (form: Form) => {
  const startsAt = new Date(`${form.date}T${form.startTime}:00-05:00`);
  return {
    contractId: form.contractId,
    startsAt,
    endsAt: new Date(startsAt.getTime() + form.durationMinutes * 60_000),
    originId: form.originId,
    destinationId: form.destinationId,
    stopIds: form.stopIds,
    passengerCount: form.passengerIds.length > 0 ? form.passengerIds.length : (form.passengerCount ?? 1),
    costCentreId: form.costCentreId,
    vehicleClass: form.vehicleClass,
    isRoundTrip: form.roundTrip,
    observations: form.observations,
  };
};

async function setPassengers(tx: Db, serviceId: number, staffIds: number[]) {
  await tx.delete(especialServicePassengers).where(eq(especialServicePassengers.serviceId, serviceId));
  if (staffIds.length > 0) {
    await tx.insert(especialServicePassengers).values(staffIds.map((staffId) => ({ serviceId, staffId })));
  }
}

export async function createService(db: Db, actor: ServiceActor, form: Form, now: Date): Promise<TService> {
  await checkReferences(db, actor.customerId, form);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(s)
      .values({
        customerId: actor.customerId,
        ...columns(form),
        createdBy: actor.userId,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: s.id });
    const serviceId = found(row).id;
    await setPassengers(tx, serviceId, form.passengerIds);
    await recordChange(tx, actor, { serviceId, at: now, fromState: null, toState: 'solicitada' });
    return serviceId;
  });
  return findService(db, actor.customerId, id);
}

/** Only a request still 'solicitada' is edited; the row is locked so a programming in flight wins cleanly. */
export async function updateService(
  db: Db,
  actor: ServiceActor,
  id: number,
  form: Form,
  now: Date,
): Promise<TService> {
  await findService(db, actor.customerId, id);
  await checkReferences(db, actor.customerId, form);
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ state: s.state })
      .from(s)
      .where(and(eq(s.id, id), eq(s.customerId, actor.customerId)))
      .for('update');
    if (found(current).state !== 'solicitada') throw new AppError(409, MSG.espSvcEditLocked);
    await tx
      .update(s)
      .set({ ...columns(form), updatedAt: now })
      .where(eq(s.id, id));
    await setPassengers(tx, id, form.passengerIds);
    await recordChange(tx, actor, {
      serviceId: id,
      at: now,
      fromState: 'solicitada',
      toState: 'solicitada',
      detail: 'Solicitud editada',
    });
  });
  return findService(db, actor.customerId, id);
}
