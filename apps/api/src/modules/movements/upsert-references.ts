import { dispatchTypeKey, type TMovementParsed } from '@trazo/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { branches, dispatchTypes, drivers, generators, vehicles } from '../../db/schema';

// Branches, vehicles, drivers and generators named by a batch, created on first sight (per company).
// Optional details (a vehicle's brand, a driver's phone) are updated only when the batch sends them.

export interface ReferenceIds {
  branch(name: string): number;
  vehicle(placa: string): number;
  driver(documento: string): number;
  generator(nit: string): number;
  /** The catalogue entry of a `tipo_despacho` text (case- and accent-insensitive); null for ''. */
  dispatchType(text: string): number | null;
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
  // An unknown dispatch type joins the catalogue, so no consignment's type is dropped (issue 9).
  const dispatchTypeNames = new Map<string, string>();
  for (const r of movements.flatMap((m) => m.remesas)) {
    const key = dispatchTypeKey(r.tipo_despacho);
    if (key && !dispatchTypeNames.has(key))
      dispatchTypeNames.set(key, r.tipo_despacho.trim().replace(/\s+/g, ' '));
  }
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
    .values(
      [...vehicleRows.values()].map((v) => ({
        customerId,
        placa: v.placa,
        marca: v.marca,
        modelo: v.modelo,
        serie: v.serie,
        propietarioNit: v.propietario_nit ?? '',
      })),
    )
    .onConflictDoUpdate({
      target: [vehicles.customerId, vehicles.placa],
      set: {
        marca: keepOrReplace('vehicles', 'marca'),
        modelo: keepOrReplace('vehicles', 'modelo'),
        serie: keepOrReplace('vehicles', 'serie'),
        propietarioNit: keepOrReplace('vehicles', 'propietario_nit'),
      },
      setWhere: sql.raw(
        ['marca', 'modelo', 'serie', 'propietario_nit']
          .map((c) => `(excluded.${c} <> '' and excluded.${c} <> vehicles.${c})`)
          .join(' or '),
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

  if (dispatchTypeNames.size > 0) {
    await tx
      .insert(dispatchTypes)
      .values([...dispatchTypeNames].map(([key, descripcion]) => ({ customerId, key, descripcion })))
      .onConflictDoNothing();
  }

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
  const dispatchTypeIds =
    dispatchTypeNames.size === 0
      ? []
      : await tx
          .select({ id: dispatchTypes.id, key: dispatchTypes.key })
          .from(dispatchTypes)
          .where(
            and(
              eq(dispatchTypes.customerId, customerId),
              inArray(dispatchTypes.key, [...dispatchTypeNames.keys()]),
            ),
          );
  const lookup = (rows: { id: number; key: string }[], what: string) => {
    const map = new Map(rows.map((r) => [r.key, r.id]));
    return (key: string) => {
      const id = map.get(key);
      if (id === undefined) throw new Error(`${what} ${key} was not upserted`);
      return id;
    };
  };
  const branch = lookup(branchIds, 'branch');
  const dispatchTypeOf = lookup(dispatchTypeIds, 'dispatch type');
  return {
    branch: (name) => branch(branchKey(name)),
    vehicle: lookup(vehicleIds, 'vehicle'),
    driver: lookup(driverIds, 'driver'),
    generator: lookup(generatorIds, 'generator'),
    dispatchType: (text) => {
      const key = dispatchTypeKey(text);
      return key ? dispatchTypeOf(key) : null;
    },
  };
}
