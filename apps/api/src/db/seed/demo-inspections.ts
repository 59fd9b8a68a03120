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

/** The company's checklist, as an inspection of it needs it (null without a configured checklist). */
async function loadChecklist(tx: Db, customerId: number) {
  const [customer] = await tx
    .select({ checklistName: customers.checklistName })
    .from(customers)
    .where(eq(customers.id, customerId));
  const items = await tx
    .select()
    .from(checklistItems)
    .where(eq(checklistItems.customerId, customerId))
    .orderBy(asc(checklistItems.id));
  if (!customer?.checklistName || items.length === 0) return null;
  return { title: customer.checklistName, items, categories: [...new Set(items.map((i) => i.category))] };
}
type Checklist = NonNullable<Awaited<ReturnType<typeof loadChecklist>>>;

interface InspectionSubject {
  /** The trip it was made for; none for a morning inspection before any assignment (turnos). */
  trip?: { id: number; manifiesto: string };
  vehicle: Pick<typeof vehicles.$inferSelect, 'id' | 'placa' | 'marca' | 'modelo' | 'serie'>;
  driver: Pick<typeof drivers.$inferSelect, 'id' | 'nombre' | 'documento'>;
  inspectedAt: Date;
  /** Which of the demo signatures it carries; null: not signed. */
  signature: number | null;
  showcase?: boolean;
}

/** One whole inspection: every item of the checklist rated (mostly good), its categories, a signature. */
async function insertInspection(
  tx: Db,
  options: Options,
  checklist: Checklist,
  rng: () => number,
  subject: InspectionSubject,
): Promise<void> {
  const { trip, vehicle, driver, showcase = false } = subject;
  const [inspection] = await tx
    .insert(preopInspections)
    .values({
      customerId: options.customerId,
      movementId: trip?.id ?? null,
      manifiestoNumero: trip?.manifiesto ?? null,
      vehicleId: vehicle.id,
      vehiculoPlaca: vehicle.placa,
      vehiculoMarca: vehicle.marca,
      vehiculoModelo: vehicle.modelo,
      vehiculoSerie: vehicle.serie,
      driverId: driver.id,
      conductorNombre: driver.nombre,
      conductorDocumento: driver.documento,
      checklistTitle: checklist.title,
      inspectedAt: subject.inspectedAt,
      observation: showcase
        ? 'Vehículo en buen estado general; se recomienda revisar la llanta de repuesto.'
        : '',
      clause: MSG.inspectionClause,
      signatureFileId:
        subject.signature === null
          ? null
          : await storePng(
              tx,
              options,
              demoSignature(subject.signature),
              `firma-${trip?.manifiesto ?? vehicle.placa}.png`,
            ),
    })
    .returning({ id: preopInspections.id });
  if (!inspection) return;
  if (trip)
    await tx.insert(preopInspectionTrips).values({ inspectionId: inspection.id, movementId: trip.id });
  const categoryRows = await tx
    .insert(preopInspectionCategories)
    .values(
      checklist.categories.map((name, position) => ({
        inspectionId: inspection.id,
        position,
        name,
        comment: showcase && position === 0 ? 'Documentos vigentes y a bordo.' : '',
      })),
    )
    .returning({ id: preopInspectionCategories.id, name: preopInspectionCategories.name });
  const categoryIdOf = new Map(categoryRows.map((c) => [c.name, c.id]));
  const itemRows = await tx
    .insert(preopInspectionItems)
    .values(
      checklist.items.map((item, position) => {
        const roll = rng();
        const rate = roll < 0.05 ? 0 : roll < 0.1 ? 3 : roll < 0.12 ? 2 : roll < 0.55 ? 4 : 5;
        return {
          categoryId: categoryIdOf.get(item.category) as number,
          position,
          checklistItemId: item.id,
          title: item.title,
          // A morning inspection for the queue passes: no critical item failed (the turn stays eligible).
          isCritical: item.isCritical,
          rate: trip ? rate : Math.max(rate, 4),
          observation:
            trip && (rate === 2 || rate === 3) ? 'Requiere revisión en el próximo mantenimiento.' : '',
        };
      }),
    )
    .returning({ id: preopInspectionItems.id, position: preopInspectionItems.position });
  if (!showcase) return;
  const withPhotos = itemRows
    .filter((row) => (checklist.items[row.position]?.numberImages ?? 0) > 0)
    .slice(0, 3);
  for (const [k, row] of withPhotos.entries()) {
    const scene = PHOTO_SCENES[k % PHOTO_SCENES.length] as (typeof PHOTO_SCENES)[number];
    const fileId = await storePng(tx, options, demoPhoto(scene, k), `preoperacional-${k + 1}.png`);
    await tx.insert(preopInspectionItemPhotos).values({ itemId: row.id, position: 0, fileId });
  }
}

export async function seedDemoInspections(tx: Db, options: Options): Promise<void> {
  const { customerId, now } = options;
  const [existing] = await tx
    .select({ id: preopInspections.id })
    .from(preopInspections)
    .where(eq(preopInspections.customerId, customerId))
    .limit(1);
  if (existing) return;
  const checklist = await loadChecklist(tx, customerId);
  if (!checklist) return;

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
    const showcase = trip.manifiesto === DEMO_SHOWCASE_MANIFEST;
    await insertInspection(tx, options, checklist, rng, {
      trip: { id: trip.id, manifiesto: trip.manifiesto },
      vehicle: trip.vehicle,
      driver: trip.driver,
      inspectedAt: new Date(trip.at.getTime() - 40 * 60_000),
      signature: showcase || n % 3 !== 2 ? n % 7 : null,
      showcase,
    });
  }
}

/**
 * The morning inspections of vehicles waiting in the demo queue (demo-turnos.ts): whole, signed and
 * passed, for no trip yet — what a driver records before asking for a turn.
 */
export async function seedDemoQueueInspections(
  tx: Db,
  options: Options,
  subjects: Omit<InspectionSubject, 'trip' | 'signature' | 'showcase'>[],
): Promise<void> {
  const checklist = await loadChecklist(tx, options.customerId);
  if (!checklist) return;
  const rng = seededRandom(27001);
  for (const [i, subject] of subjects.entries())
    await insertInspection(tx, options, checklist, rng, { ...subject, signature: i % 7 });
}
