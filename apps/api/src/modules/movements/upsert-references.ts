import type { TMovementParsed } from '@trazo/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { branches, drivers, generators, vehicles } from '../../db/schema';

// Branches, vehicles, drivers and generators named by a batch, created on first sight (per company).
// Optional details (a vehicle's brand, a driver's phone) are updated only when the batch sends them.

export interface ReferenceIds {
  branch(name: string): number;
  vehicle(placa: string): number;
  driver(documento: string): number;
  generator(nit: string): number;
}

/** "  Bogotá   Norte " → "bogotá norte": the unique key of a branch name. */
export function branchKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

function lastBy<T>(items: T[], keyOf: (item: T) => string): Map<string, T> {
  const map = new Map<string, T>();
  for (const item of items) map.set(keyOf(item), item);
  return map;
}

const keepOrReplace = (table: string, column: string) =>
  sql.raw(`coalesce(nullif(excluded.${column}, ''), ${table}.${column})`);

export async function upsertReferences(
  tx: Db,
  customerId: number,
  movements: TMovementParsed[],
): Promise<ReferenceIds> {
  const branchNames = lastBy(movements, (m) => branchKey(m.sucursal));
  const vehicleRows = lastBy(
    movements.map((m) => m.vehiculo),
    (v) => v.placa,
  );
  const driverRows = lastBy(
    movements.map((m) => m.conductor),
    (d) => d.documento,
  );
  const generatorRows = lastBy(
    movements.flatMap((m) => m.remesas.map((r) => r.generador)),
    (g) => g.nit,
  );

  await tx
    .insert(branches)
    .values([...branchNames].map(([key, m]) => ({ customerId, key, nombre: m.sucursal.trim() })))
    .onConflictDoNothing();
  await tx
    .insert(vehicles)
    .values([...vehicleRows.values()].map((v) => ({ customerId, ...v })))
    .onConflictDoUpdate({
      target: [vehicles.customerId, vehicles.placa],
      set: {
        marca: keepOrReplace('vehicles', 'marca'),
        modelo: keepOrReplace('vehicles', 'modelo'),
        serie: keepOrReplace('vehicles', 'serie'),
      },
      setWhere: sql.raw(
        `(excluded.marca <> '' and excluded.marca <> vehicles.marca) or (excluded.modelo <> '' and excluded.modelo <> vehicles.modelo) or (excluded.serie <> '' and excluded.serie <> vehicles.serie)`,
      ),
    });
  await tx
    .insert(drivers)
    .values([...driverRows.values()].map((d) => ({ customerId, ...d })))
    .onConflictDoUpdate({
      target: [drivers.customerId, drivers.documento],
      set: { nombre: sql.raw('excluded.nombre'), telefono: keepOrReplace('drivers', 'telefono') },
      setWhere: sql.raw(
        `excluded.nombre <> drivers.nombre or (excluded.telefono <> '' and excluded.telefono <> drivers.telefono)`,
      ),
    });
  await tx
    .insert(generators)
    .values([...generatorRows.values()].map((g) => ({ customerId, nit: g.nit, razonSocial: g.nombre })))
    .onConflictDoUpdate({
      target: [generators.customerId, generators.nit],
      set: { razonSocial: sql.raw('excluded.razon_social') },
      setWhere: sql.raw('excluded.razon_social <> generators.razon_social'),
    });

  // Sequential: one connection (a transaction) runs one query at a time.
  const branchIds = await tx
    .select({ id: branches.id, key: branches.key })
    .from(branches)
    .where(and(eq(branches.customerId, customerId), inArray(branches.key, [...branchNames.keys()])));
  const vehicleIds = await tx
    .select({ id: vehicles.id, key: vehicles.placa })
    .from(vehicles)
    .where(and(eq(vehicles.customerId, customerId), inArray(vehicles.placa, [...vehicleRows.keys()])));
  const driverIds = await tx
    .select({ id: drivers.id, key: drivers.documento })
    .from(drivers)
    .where(and(eq(drivers.customerId, customerId), inArray(drivers.documento, [...driverRows.keys()])));
  const generatorIds = await tx
    .select({ id: generators.id, key: generators.nit })
    .from(generators)
    .where(and(eq(generators.customerId, customerId), inArray(generators.nit, [...generatorRows.keys()])));
  const lookup = (rows: { id: number; key: string }[], what: string) => {
    const map = new Map(rows.map((r) => [r.key, r.id]));
    return (key: string) => {
      const id = map.get(key);
      if (id === undefined) throw new Error(`${what} ${key} was not upserted`);
      return id;
    };
  };
  const branch = lookup(branchIds, 'branch');
  return {
    branch: (name) => branch(branchKey(name)),
    vehicle: lookup(vehicleIds, 'vehicle'),
    driver: lookup(driverIds, 'driver'),
    generator: lookup(generatorIds, 'generator'),
  };
}
