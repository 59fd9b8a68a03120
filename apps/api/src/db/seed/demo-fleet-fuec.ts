import { randomUUID } from 'node:crypto';
import { type TFleetDocumentKind, VEHICLE_DOCUMENT_KINDS } from '@trazo/shared';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { bogotaDay } from '../../lib/bogota-day';
import { addDays } from '../../modules/fleet/document-state';
import { annulFuec, reissueFuec } from '../../modules/fuec/annul-fuec';
import { issueFuec } from '../../modules/fuec/issue-fuec';
import type { FileStorage } from '../../storage/file-storage';
import type { Db } from '../database';
import {
  drivers,
  especialContracts,
  fleetDocuments,
  fuecSettings,
  fuecs,
  storedFiles,
  vehicles,
} from '../schema';
import { demoSignature } from './demo-signature';

// Especiales Demo S.A.S.'s fleet and FUECs (issue 24 item 9): FUEC settings, vehicles WES101…WES106
// with their documents (WES106's SOAT expired, WES105's técnico-mecánica about to), drivers' licences,
// and issued FUECs — one annulled and reissued. Idempotent: plates and documents are upserted by key
// (another seed may create the same plates), FUECs only when the operator has none.

const VEHICLES = [
  ['WES101', 'Bus', '101', 'Mercedes-Benz', '2022'],
  ['WES102', 'Buseta', '102', 'Chevrolet', '2021'],
  ['WES103', 'Microbús', '103', 'Renault', '2023'],
  ['WES104', 'Buseta', '104', 'Hino', '2020'],
  ['WES105', 'Camioneta', '105', 'Toyota', '2024'],
  ['WES106', 'Microbús', '106', 'Hyundai', '2019'],
] as const;

// The operator's three demo drivers (demo-especiales-services.ts seeds them first; these only fill in).
const DRIVERS = [
  ['2020202020', 'Conductor Especiales Demo', '3005550101', 'C2'],
  ['1030303030', 'Luis Fernando Gómez Arias', '3005550102', 'C2'],
  ['1040404040', 'Andrea Patricia Ruiz Mora', '3005550103', 'C1'],
] as const;

const ISSUERS: Record<TFleetDocumentKind, string> = {
  soat: 'Seguros del Estado',
  tecnomecanica: 'CDA Autos Bogotá',
  tarjeta_operacion: 'Ministerio de Transporte',
  poliza_contractual: 'Seguros Bolívar',
  poliza_extracontractual: 'Seguros Bolívar',
  licencia: '',
};

function expiry(placa: string, kind: TFleetDocumentKind, today: string, index: number): string {
  if (placa === 'WES106' && kind === 'soat') return addDays(today, -12);
  if (placa === 'WES105' && kind === 'tecnomecanica') return addDays(today, 18);
  return addDays(today, 150 + index * 23);
}

export async function seedDemoFleetFuec(
  db: Db,
  input: { customerId: number; now: Date; storage?: FileStorage },
): Promise<void> {
  const { customerId, now } = input;
  const today = bogotaDay(now);
  await db
    .insert(fuecSettings)
    .values({
      customerId,
      territorialCode: '425',
      resolutionNumber: 312,
      resolutionYear: 2018,
      address: 'Av. Calle 26 # 69-76, Bogotá',
      phone: '6014857000',
      email: 'operaciones@especialesdemo.co',
      legalRepName: 'Claudia Patricia Herrera',
    })
    .onConflictDoNothing();
  const [settings] = await db.select().from(fuecSettings).where(eq(fuecSettings.customerId, customerId));
  if (settings && !settings.signatureFileId && input.storage) {
    const png = demoSignature(3);
    const id = randomUUID();
    const storageKey = `firmas/${customerId}/${id}.png`;
    await input.storage.put(storageKey, png);
    await db.insert(storedFiles).values({
      id,
      customerId,
      storageKey,
      contentType: 'image/png',
      sizeBytes: png.length,
      originalName: 'firma.png',
    });
    await db.update(fuecSettings).set({ signatureFileId: id }).where(eq(fuecSettings.customerId, customerId));
  }

  const vehicleIds: number[] = [];
  for (const [placa, clase, numeroInterno, marca, modelo] of VEHICLES) {
    const [row] = await db
      .insert(vehicles)
      .values({ customerId, placa, clase, numeroInterno, marca, modelo })
      .onConflictDoUpdate({
        target: [vehicles.customerId, vehicles.placa],
        set: { clase, numeroInterno, marca, modelo },
      })
      .returning({ id: vehicles.id });
    if (!row) continue;
    vehicleIds.push(row.id);
    await db
      .insert(fleetDocuments)
      .values(
        VEHICLE_DOCUMENT_KINDS.map((kind, i) => ({
          customerId,
          vehicleId: row.id,
          kind,
          number: `${kind === 'soat' ? 'AT' : kind === 'tecnomecanica' ? 'RTM' : kind === 'tarjeta_operacion' ? 'TO' : 'POL'}-${placa}-${2026 + i}`,
          issuer: ISSUERS[kind],
          expiresOn: expiry(placa, kind, today, i + VEHICLES.findIndex((v) => v[0] === placa)),
        })),
      )
      .onConflictDoNothing();
  }

  await db
    .insert(drivers)
    .values(DRIVERS.map(([documento, nombre, telefono]) => ({ customerId, documento, nombre, telefono })))
    .onConflictDoNothing();
  const people = await db
    .select({ id: drivers.id, documento: drivers.documento })
    .from(drivers)
    .where(
      and(
        eq(drivers.customerId, customerId),
        inArray(
          drivers.documento,
          DRIVERS.map((d) => d[0]),
        ),
      ),
    );
  await db
    .insert(fleetDocuments)
    .values(
      people.map((p, i) => ({
        customerId,
        driverId: p.id,
        kind: 'licencia' as const,
        number: p.documento,
        category: DRIVERS.find((d) => d[0] === p.documento)?.[3] ?? 'C2',
        expiresOn: addDays(today, 400 + i * 90),
      })),
    )
    .onConflictDoNothing();

  const [issued] = await db.select({ n: count() }).from(fuecs).where(eq(fuecs.customerId, customerId));
  if ((issued?.n ?? 0) > 0) return;
  const [contract] = await db
    .select()
    .from(especialContracts)
    .where(eq(especialContracts.customerId, customerId))
    .orderBy(asc(especialContracts.number))
    .limit(1);
  const byDocument = new Map(people.map((p) => [p.documento, p.id]));
  const first = byDocument.get(DRIVERS[0][0]);
  const second = byDocument.get(DRIVERS[1][0]);
  if (!contract || !first || !second || vehicleIds.length < 2) return;
  const endDate = [addDays(today, 6), contract.endDate].sort()[0] as string;
  if (today < contract.startDate || endDate < today) return;
  const deps = { db, now };
  const base = { customerId, contractId: contract.id, startDate: today, endDate, route: 'Bogotá – Chía' };
  await issueFuec(deps, { ...base, vehicleId: vehicleIds[0] as number, driverIds: [first] });
  const wrong = await issueFuec(deps, {
    ...base,
    vehicleId: vehicleIds[1] as number,
    driverIds: [second, first],
  });
  await annulFuec(deps, { customerId, id: wrong.id, reason: 'Error en la ruta: se reexpide' });
  await reissueFuec(deps, { customerId, id: wrong.id });
}
