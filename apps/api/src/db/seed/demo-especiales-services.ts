import type { TServiceState } from '@trazo/shared';
import { and, asc, count, eq } from 'drizzle-orm';
import { bogotaDay, bogotaDayRange } from '../../lib/bogota-day';
import type { Db } from '../database';
import {
  customers,
  driverAccess,
  drivers,
  especialContracts,
  especialCostCentres,
  especialPlaces,
  especialServiceChanges,
  especialServiceDrivers,
  especialServicePassengers,
  especialServices,
  especialStaff,
  users,
  vehicles,
} from '../schema';

// Especiales Demo S.A.S.'s fleet and services (issue 24 items 3, 9): vehicles WES101…WES106 (upserted by
// plate: the FUEC seed may add their documents), the drivers' app demo driver 2020202020 and two more, and
// services in every state over the last 30 days and the next 7, each with its history of changes.

export const ESPECIALES_DEMO_DRIVER = {
  documento: '2020202020',
  nombre: 'Conductor Especiales Demo',
} as const;
const VEHICLES = [
  ['WES101', 'Chevrolet', '2022'],
  ['WES102', 'Chevrolet', '2021'],
  ['WES103', 'Mercedes-Benz', '2023'],
  ['WES104', 'Toyota', '2020'],
  ['WES105', 'Renault', '2024'],
  ['WES106', 'Hyundai', '2022'],
] as const;
const DRIVERS = [
  { ...ESPECIALES_DEMO_DRIVER, telefono: '3005550101' },
  { documento: '1030303030', nombre: 'Luis Fernando Gómez Arias', telefono: '3005550102' },
  { documento: '1040404040', nombre: 'Andrea Patricia Ruiz Mora', telefono: '3005550103' },
];
const CLASSES = ['microbus', 'buseta', 'camioneta', 'bus', 'automovil', 'buseta'] as const;

export async function seedDemoEspecialesServices(
  db: Db,
  input: { customerId: number; passwordHash: string; now: Date },
): Promise<void> {
  const { customerId, passwordHash, now } = input;
  await db.update(customers).set({ hasMobileApp: true }).where(eq(customers.id, customerId));
  for (const [placa, marca, modelo] of VEHICLES) {
    await db
      .insert(vehicles)
      .values({ customerId, placa, marca, modelo })
      .onConflictDoNothing({ target: [vehicles.customerId, vehicles.placa] });
  }
  for (const d of DRIVERS) {
    await db
      .insert(drivers)
      .values({ customerId, ...d })
      .onConflictDoNothing();
  }
  const [demoDriver] = await db
    .select({ id: drivers.id })
    .from(drivers)
    .where(and(eq(drivers.customerId, customerId), eq(drivers.documento, ESPECIALES_DEMO_DRIVER.documento)));
  if (demoDriver) {
    await db
      .insert(driverAccess)
      .values({ driverId: demoDriver.id, customerId, passwordHash, passwordSetAt: now })
      .onConflictDoUpdate({
        target: driverAccess.driverId,
        set: { passwordHash, status: 'active', passwordSetAt: now, updatedAt: now },
      });
  }

  const [existing] = await db
    .select({ n: count() })
    .from(especialServices)
    .where(eq(especialServices.customerId, customerId));
  if ((existing?.n ?? 0) > 0) return;
  await seedServices(db, customerId, now);
}

async function seedServices(db: Db, customerId: number, now: Date): Promise<void> {
  // One after another: the seed runs in one transaction (one connection).
  const contracts = await db
    .select({ id: especialContracts.id, number: especialContracts.number })
    .from(especialContracts)
    .where(eq(especialContracts.customerId, customerId))
    .orderBy(asc(especialContracts.number));
  const centres = await db
    .select({ id: especialCostCentres.id })
    .from(especialCostCentres)
    .where(eq(especialCostCentres.customerId, customerId))
    .orderBy(asc(especialCostCentres.id));
  const places = await db
    .select({ id: especialPlaces.id })
    .from(especialPlaces)
    .where(eq(especialPlaces.customerId, customerId))
    .orderBy(asc(especialPlaces.id));
  const staff = await db
    .select({ id: especialStaff.id, centre: especialStaff.costCentreId })
    .from(especialStaff)
    .where(eq(especialStaff.customerId, customerId))
    .orderBy(asc(especialStaff.id));
  const fleet = await db
    .select({ id: vehicles.id, plate: vehicles.placa })
    .from(vehicles)
    .where(eq(vehicles.customerId, customerId))
    .orderBy(asc(vehicles.placa));
  const crew = await db
    .select({ id: drivers.id, name: drivers.nombre })
    .from(drivers)
    .where(eq(drivers.customerId, customerId))
    .orderBy(asc(drivers.documento));
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'especiales@trazo.demo'));
  if (contracts.length === 0 || centres.length === 0 || places.length < 4 || fleet.length === 0) return;
  if (crew.length === 0) return;
  // Contract responsible people get the services' e-mails (kept in the dev mailbox without SMTP).
  for (const c of contracts) {
    await db
      .update(especialContracts)
      .set({ responsibleEmail: `responsable.contrato${c.number}@trazo.demo` })
      .where(and(eq(especialContracts.id, c.id), eq(especialContracts.responsibleEmail, '')));
  }
  const today = bogotaDay(now);
  const userId = user?.id ?? null;
  const userName = 'Usuario Especiales Demo';
  // Two services a day: 06:30 (90 min) and 16:00 (2 h), so no vehicle or driver overlaps another.
  const plans = [];
  for (let offset = -30; offset <= 7; offset++) {
    const day = bogotaDay(new Date(bogotaDayRange(today).start.getTime() + (offset * 24 + 12) * 3_600_000));
    for (const [slot, [time, minutes]] of (
      [
        ['06:30', 90],
        ['16:00', 120],
      ] as const
    ).entries()) {
      const n = (offset + 30) * 2 + slot;
      const state = stateFor(offset, slot, n);
      const startsAt = new Date(`${day}T${time}:00-05:00`);
      const endsAt = new Date(startsAt.getTime() + minutes * 60_000);
      const centre = centres[n % centres.length] as { id: number };
      const passengers = staff.filter((p) => p.centre === centre.id).slice(0, 2 + (n % 4));
      const isHeld = state !== 'solicitada' && state !== 'rechazada';
      plans.push({
        n,
        state,
        startsAt,
        endsAt,
        passengers,
        isHeld,
        vehicle: fleet[n % fleet.length] as { id: number; plate: string },
        driver: crew[slot % crew.length] as { id: number; name: string },
        centreId: centre.id,
      });
    }
  }
  // A handful of statements, not hundreds: every API test app seeds this.
  const inserted = await db
    .insert(especialServices)
    .values(
      plans.map((p) => ({
        customerId,
        contractId: (contracts[p.n % contracts.length] as { id: number }).id,
        startsAt: p.startsAt,
        endsAt: p.endsAt,
        originId: (places[p.n % places.length] as { id: number }).id,
        destinationId: (places[(p.n + 7) % places.length] as { id: number }).id,
        stopIds: p.n % 3 === 0 ? [(places[(p.n + 3) % places.length] as { id: number }).id] : [],
        passengerCount: p.passengers.length > 0 ? p.passengers.length : 4 + (p.n % 10),
        costCentreId: p.centreId,
        vehicleClass: CLASSES[p.n % CLASSES.length] ?? 'buseta',
        isRoundTrip: p.n % 4 === 0,
        observations: p.n % 5 === 0 ? 'Recoger en la portería principal.' : '',
        state: p.state,
        reason:
          p.state === 'cancelada'
            ? 'El cliente reprogramó la reunión.'
            : p.state === 'rechazada'
              ? 'Sin vehículos disponibles de esa clase.'
              : '',
        vehicleId: p.isHeld ? p.vehicle.id : null,
        createdBy: userId,
        createdAt: new Date(p.startsAt.getTime() - 2 * 24 * 3_600_000),
        updatedAt: now,
      })),
    )
    .returning({ id: especialServices.id, startsAt: especialServices.startsAt });
  const idOf = new Map(inserted.map((r) => [r.startsAt.getTime(), r.id]));
  const withIds = plans.flatMap((p) => {
    const id = idOf.get(p.startsAt.getTime());
    return id === undefined ? [] : [{ ...p, id }];
  });
  const riders = withIds.flatMap((p) => p.passengers.map((x) => ({ serviceId: p.id, staffId: x.id })));
  if (riders.length > 0) await db.insert(especialServicePassengers).values(riders);
  const crews = withIds
    .filter((p) => p.isHeld)
    .map((p) => ({ serviceId: p.id, driverId: p.driver.id, position: 1 }));
  if (crews.length > 0) await db.insert(especialServiceDrivers).values(crews);
  await db.insert(especialServiceChanges).values(
    withIds.flatMap((p) => {
      const filed = new Date(p.startsAt.getTime() - 2 * 24 * 3_600_000);
      return historyOf(p.state).map(([from, to], i) => ({
        serviceId: p.id,
        userId,
        userName,
        at:
          to === 'en_curso'
            ? p.startsAt
            : to === 'finalizada'
              ? p.endsAt
              : new Date(filed.getTime() + i * 3_600_000),
        fromState: from,
        toState: to,
        reason: to === 'cancelada' || to === 'rechazada' ? 'Registrado en los datos de demostración.' : '',
        detail: to === 'programada' ? `Vehículo ${p.vehicle.plate}; conductores: ${p.driver.name}` : '',
      }));
    }),
  );
}

/** Past: mostly finalizada, a few cancelled or rejected; today: running, programmed, waiting; ahead: both. */
function stateFor(offset: number, slot: number, n: number): TServiceState {
  if (offset < 0) return n % 11 === 0 ? 'cancelada' : n % 13 === 0 ? 'rechazada' : 'finalizada';
  if (offset === 0) return slot === 0 ? 'en_curso' : 'programada';
  if (offset === 1) return slot === 0 ? 'programada' : 'solicitada';
  return n % 3 === 0 ? 'programada' : 'solicitada';
}

function historyOf(state: TServiceState): [TServiceState | null, TServiceState][] {
  const filed: [TServiceState | null, TServiceState] = [null, 'solicitada'];
  switch (state) {
    case 'solicitada':
      return [filed];
    case 'rechazada':
      return [filed, ['solicitada', 'rechazada']];
    case 'programada':
      return [filed, ['solicitada', 'programada']];
    case 'cancelada':
      return [filed, ['solicitada', 'programada'], ['programada', 'cancelada']];
    case 'en_curso':
      return [filed, ['solicitada', 'programada'], ['programada', 'en_curso']];
    case 'finalizada':
      return [filed, ['solicitada', 'programada'], ['programada', 'en_curso'], ['en_curso', 'finalizada']];
  }
}
