import { randomUUID } from 'node:crypto';
import { MSG } from '@trazo/shared';
import { and, asc, eq, gte, or } from 'drizzle-orm';
import type { FileStorage } from '../../storage/file-storage';
import type { Db } from '../database';
import {
  checklistItems,
  customers,
  drivers,
  movements,
  preopInspectionCategories,
  preopInspectionItemPhotos,
  preopInspectionItems,
  preopInspections,
  preopInspectionTrips,
  storedFiles,
  vehicles,
} from '../schema';
import { demoPhoto, PHOTO_SCENES } from './demo-files';
import { seededRandom } from './demo-movements-plan';
import { demoSignature } from './demo-signature';
import { DEMO_SHOWCASE_MANIFEST } from './demo-world';

// Pre-operational inspections of the demo company (issue 12 §7): one before each trip of the last 30
// days, and one for the showcase manifest 100001 with a signature and photos, so a newcomer's first
// 'Documento Pesv' download has content. Rates mostly good, a few Regular/Malo with an observation.

const DAY_MS = 86_400_000;
/** The vehicle of the demo driver's programmed trips (demo-driver.ts). */
const DEMO_DRIVER_VEHICLE = 'XVB340';

interface Options {
  customerId: number;
  now: Date;
  storage?: FileStorage;
}

async function storePng(tx: Db, options: Options, bytes: Buffer, name: string): Promise<string> {
  const id = randomUUID();
  const storageKey = `preoperacional/${options.customerId}/${id}.png`;
  await options.storage?.put(storageKey, bytes);
  await tx.insert(storedFiles).values({
    id,
    customerId: options.customerId,
    storageKey,
    contentType: 'image/png',
    sizeBytes: bytes.length,
    originalName: name,
  });
  return id;
}

export async function seedDemoInspections(tx: Db, options: Options): Promise<void> {
  const { customerId, now } = options;
  const [existing] = await tx
    .select({ id: preopInspections.id })
    .from(preopInspections)
    .where(eq(preopInspections.customerId, customerId))
    .limit(1);
  if (existing) return;
  const [customer] = await tx
    .select({ checklistName: customers.checklistName })
    .from(customers)
    .where(eq(customers.id, customerId));
  const items = await tx
    .select()
    .from(checklistItems)
    .where(eq(checklistItems.customerId, customerId))
    .orderBy(asc(checklistItems.id));
  if (!customer?.checklistName || items.length === 0) return;
  const categories = [...new Set(items.map((i) => i.category))];

  const trips = await tx
    .select({
      id: movements.id,
      manifiesto: movements.manifiestoNumero,
      at: movements.fechaDespacho,
      vehicle: vehicles,
      driver: drivers,
    })
    .from(movements)
    .innerJoin(vehicles, eq(vehicles.id, movements.vehicleId))
    .innerJoin(drivers, eq(drivers.id, movements.driverId))
    .where(
      and(
        eq(movements.customerId, customerId),
        or(
          gte(movements.fechaDespacho, new Date(now.getTime() - 30 * DAY_MS)),
          eq(movements.manifiestoNumero, DEMO_SHOWCASE_MANIFEST),
        ),
      ),
    )
    .orderBy(asc(movements.fechaDespacho));

  const rng = seededRandom(40595);
  for (const [n, trip] of trips.entries()) {
    // The demo driver inspects this vehicle in the drivers' app for manifest 100900 (issue 10): its
    // inspection of today (and later days) is theirs to make, never seeded.
    if (trip.vehicle.placa === DEMO_DRIVER_VEHICLE && trip.at.getTime() > options.now.getTime() - DAY_MS)
      continue;
    const isShowcase = trip.manifiesto === DEMO_SHOWCASE_MANIFEST;
    const hasSignature = isShowcase || n % 3 !== 2;
    const [inspection] = await tx
      .insert(preopInspections)
      .values({
        customerId,
        movementId: trip.id,
        manifiestoNumero: trip.manifiesto,
        vehicleId: trip.vehicle.id,
        vehiculoPlaca: trip.vehicle.placa,
        vehiculoMarca: trip.vehicle.marca,
        vehiculoModelo: trip.vehicle.modelo,
        vehiculoSerie: trip.vehicle.serie,
        driverId: trip.driver.id,
        conductorNombre: trip.driver.nombre,
        conductorDocumento: trip.driver.documento,
        checklistTitle: customer.checklistName,
        inspectedAt: new Date(trip.at.getTime() - 40 * 60_000),
        observation: isShowcase
          ? 'Vehículo en buen estado general; se recomienda revisar la llanta de repuesto.'
          : '',
        clause: MSG.inspectionClause,
        signatureFileId: hasSignature
          ? await storePng(tx, options, demoSignature(n % 7), `firma-${trip.manifiesto}.png`)
          : null,
      })
      .returning({ id: preopInspections.id });
    if (!inspection) continue;
    await tx.insert(preopInspectionTrips).values({ inspectionId: inspection.id, movementId: trip.id });
    const categoryRows = await tx
      .insert(preopInspectionCategories)
      .values(
        categories.map((name, position) => ({
          inspectionId: inspection.id,
          position,
          name,
          comment: isShowcase && position === 0 ? 'Documentos vigentes y a bordo.' : '',
        })),
      )
      .returning({ id: preopInspectionCategories.id, name: preopInspectionCategories.name });
    const categoryIdOf = new Map(categoryRows.map((c) => [c.name, c.id]));
    const itemRows = await tx
      .insert(preopInspectionItems)
      .values(
        items.map((item, position) => {
          const roll = rng();
          const rate = roll < 0.05 ? 0 : roll < 0.1 ? 3 : roll < 0.12 ? 2 : roll < 0.55 ? 4 : 5;
          return {
            categoryId: categoryIdOf.get(item.category) as number,
            position,
            checklistItemId: item.id,
            title: item.title,
            isCritical: item.isCritical,
            rate,
            observation: rate === 2 || rate === 3 ? 'Requiere revisión en el próximo mantenimiento.' : '',
          };
        }),
      )
      .returning({ id: preopInspectionItems.id, position: preopInspectionItems.position });
    if (!isShowcase) continue;
    const withPhotos = itemRows.filter((row) => (items[row.position]?.numberImages ?? 0) > 0).slice(0, 3);
    for (const [k, row] of withPhotos.entries()) {
      const scene = PHOTO_SCENES[k % PHOTO_SCENES.length] as (typeof PHOTO_SCENES)[number];
      const fileId = await storePng(tx, options, demoPhoto(scene, k), `preoperacional-${k + 1}.png`);
      await tx.insert(preopInspectionItemPhotos).values({ itemId: row.id, position: 0, fileId });
    }
  }
}
