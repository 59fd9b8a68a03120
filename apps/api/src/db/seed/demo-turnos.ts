import { and, asc, eq, ne } from 'drizzle-orm';
import type { FileStorage } from '../../storage/file-storage';
import type { Db } from '../database';
import { branches, drivers, turnCounters, turnEvents, turns, vehicles } from '../schema';
import { DEMO_DRIVER } from './demo-driver';
import { seedDemoQueueInspections } from './demo-inspections';

// The demo company's turnos (issue 27 §1): queues at two branches with vehicles waiting, each with the
// day's inspection of its driver (so the dispatcher can offer a movement at once). The demo driver is
// left out: they enturn themselves from the app. Created once (a company with turns keeps its own).

const MINUTE = 60_000;
const CLASSES = ['Tractocamión', 'Camión sencillo'] as const;

export async function seedDemoTurnos(
  tx: Db,
  input: { customerId: number; now: Date; storage?: FileStorage },
): Promise<void> {
  const { customerId, now } = input;
  const [existing] = await tx
    .select({ id: turns.id })
    .from(turns)
    .where(eq(turns.customerId, customerId))
    .limit(1);
  if (existing) return;
  const yards = await tx
    .select({ id: branches.id, nombre: branches.nombre })
    .from(branches)
    .where(eq(branches.customerId, customerId))
    .orderBy(asc(branches.nombre))
    .limit(2);
  const fleet = await tx
    .select({
      id: vehicles.id,
      placa: vehicles.placa,
      clase: vehicles.clase,
      marca: vehicles.marca,
      modelo: vehicles.modelo,
      serie: vehicles.serie,
    })
    .from(vehicles)
    .where(eq(vehicles.customerId, customerId))
    .orderBy(asc(vehicles.placa))
    .limit(6);
  const people = await tx
    .select({ id: drivers.id, nombre: drivers.nombre, documento: drivers.documento })
    .from(drivers)
    .where(and(eq(drivers.customerId, customerId), ne(drivers.documento, DEMO_DRIVER.documento)))
    .orderBy(asc(drivers.id))
    .limit(5);
  if (yards.length === 0 || fleet.length < 2 || people.length === 0) return;
  for (const yard of yards) {
    await tx.update(branches).set({ municipio: yard.nombre }).where(eq(branches.id, yard.id));
  }
  // A class for the vehicles that have none (the queue is per branch and class).
  for (const [i, v] of fleet.entries()) {
    if (v.clase) continue;
    v.clase = CLASSES[i % 2] as string;
    await tx.update(vehicles).set({ clase: v.clase }).where(eq(vehicles.id, v.id));
  }
  // The last vehicle stays out of the queue, for 'Agregar turno'.
  const queued = fleet.slice(0, Math.min(fleet.length - 1, people.length));
  const numbers = new Map<number, number>();
  const ordens = new Map<string, number>();
  const inspected: Parameters<typeof seedDemoQueueInspections>[2] = [];
  for (const [i, v] of queued.entries()) {
    const yard = yards[i % yards.length] as (typeof yards)[number];
    const driver = people[i] as (typeof people)[number];
    const numero = (numbers.get(yard.id) ?? 0) + 1;
    numbers.set(yard.id, numero);
    const queue = `${yard.id}:${v.clase}`;
    const orden = (ordens.get(queue) ?? 0) + 1;
    ordens.set(queue, orden);
    const enqueuedAt = new Date(now.getTime() - (95 - i * 15) * MINUTE);
    const [turn] = await tx
      .insert(turns)
      .values({
        customerId,
        branchId: yard.id,
        numero,
        vehicleId: v.id,
        driverId: driver.id,
        clase: v.clase,
        orden,
        origen: i % 2 === 0 ? 'app' : 'portal',
        enqueuedAt,
      })
      .returning({ id: turns.id });
    if (!turn) continue;
    await tx
      .insert(turnEvents)
      .values({ customerId, turnId: turn.id, kind: 'creado', at: enqueuedAt, driverId: driver.id });
    // Every second one has its inspection of today: the queue shows who may take an offer.
    if (i % 2 === 0)
      inspected.push({ vehicle: v, driver, inspectedAt: new Date(enqueuedAt.getTime() - 20 * MINUTE) });
  }
  await seedDemoQueueInspections(tx, { customerId, now, storage: input.storage }, inspected);
  for (const [branchId, last] of numbers) {
    await tx.insert(turnCounters).values({ branchId, last }).onConflictDoNothing();
  }
}
