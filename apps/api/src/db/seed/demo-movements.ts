import { randomUUID } from 'node:crypto';
import { ZMovementInput } from '@trazo/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { refreshLateness } from '../../modules/movements/lateness/refresh-lateness';
import { refreshMovementStates } from '../../modules/movements/refresh-movement-states';
import { upsertMovements } from '../../modules/movements/upsert-movements';
import type { FileStorage } from '../../storage/file-storage';
import type { Db } from '../database';
import {
  consignments,
  deliveryDocuments,
  movementEventImages,
  movementEvents,
  movements,
  storedFiles,
} from '../schema';
import { demoPdf, demoPhoto, PHOTO_SCENES } from './demo-files';
import type { DemoWorld, MovementSpec, PlannedMovement } from './demo-movements-plan';
import { planMovement, seededRandom } from './demo-movements-plan';

// Writes planned manifests with their timelines, photos and cumplidos (issue 4 §5). Batched: a few
// multi-row inserts, so a fresh start stays fast.

const DAY = 24 * 3_600_000;
const CHUNK = 500;

export interface DemoMovementsOptions {
  customerId: number;
  world: DemoWorld;
  specs: MovementSpec[];
  now: Date;
  seed: number;
  storage?: FileStorage;
}

/** `count` manifests numbered from `first`, spread over the last `days` days, oldest first. */
export function spreadSpecs(
  first: number,
  count: number,
  days: number,
  now: Date,
  seed: number,
): MovementSpec[] {
  const rng = seededRandom(seed);
  return Array.from({ length: count }, (_, i) => {
    const daysAgo = days - ((i + rng() * 0.8) * days) / count;
    const at = new Date(now.getTime() - daysAgo * DAY);
    at.setUTCHours(10 + Math.floor(rng() * 12), Math.floor(rng() * 60), 0, 0); // 05:00–17:00 in Bogotá
    return { manifest: String(first + i), dispatchedAt: at.getTime() > now.getTime() ? now : at };
  });
}

type FileRow = typeof storedFiles.$inferInsert;

/** Puts the bytes in storage and returns the stored_files row to insert (in one batch later). */
async function storeFile(
  storage: FileStorage | undefined,
  customerId: number,
  file: { bytes: Buffer; contentType: string; name: string },
): Promise<FileRow & { id: string }> {
  const id = randomUUID();
  const extension = file.contentType === 'application/pdf' ? 'pdf' : 'png';
  const storageKey = `movimientos/${customerId}/${id}.${extension}`;
  await storage?.put(storageKey, file.bytes);
  return {
    id,
    customerId,
    storageKey,
    contentType: file.contentType,
    sizeBytes: file.bytes.length,
    originalName: file.name,
  };
}

// A dozen distinct pictures are plenty; drawing each PNG costs a few milliseconds.
const photoCache = new Map<number, Buffer>();
function cachedPhoto(n: number): Buffer {
  const key = n % 12;
  let photo = photoCache.get(key);
  if (!photo) {
    photo = demoPhoto(PHOTO_SCENES[key % PHOTO_SCENES.length] as (typeof PHOTO_SCENES)[number], key);
    photoCache.set(key, photo);
  }
  return photo;
}

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

export async function seedDemoMovements(tx: Db, options: DemoMovementsOptions): Promise<void> {
  const { customerId, now, storage } = options;
  const rng = seededRandom(options.seed);
  const plans: PlannedMovement[] = options.specs.map((spec, i) =>
    planMovement(options.world, spec, now, rng, i),
  );
  const parsed = plans.map((p) => ZMovementInput.parse(p.input));
  const outcome = await upsertMovements(tx, customerId, parsed, now);
  const movementIds = outcome.resultados.map((r) => r.id);
  const movementIdOf = new Map(outcome.resultados.map((r) => [r.manifiesto_numero, r.id]));
  const consignmentRows = await tx
    .select({ id: consignments.id, remesa: consignments.remesaNumero, movementId: consignments.movementId })
    .from(consignments)
    .where(inArray(consignments.movementId, movementIds));
  const consignmentIdOf = new Map(consignmentRows.map((c) => [`${c.movementId}:${c.remesa}`, c.id]));

  const eventRows = plans.flatMap((plan) => {
    const movementId = movementIdOf.get(plan.input.manifiesto_numero) as number;
    return plan.events.map((e, n) => ({
      movementId,
      consignmentId: e.remesa ? (consignmentIdOf.get(`${movementId}:${e.remesa}`) ?? null) : null,
      customerId,
      eventTypeId: e.type,
      occurredAt: e.at,
      latitude: e.place?.lat ?? null,
      longitude: e.place?.lon ?? null,
      externalId: `demo-${plan.input.manifiesto_numero}-${n + 1}`,
      photos: e.photos,
    }));
  });
  const eventIdOf = new Map<string, number>();
  for (let i = 0; i < eventRows.length; i += CHUNK) {
    const rows = await tx
      .insert(movementEvents)
      .values(eventRows.slice(i, i + CHUNK).map(({ photos: _p, ...row }) => row))
      .returning({ id: movementEvents.id, externalId: movementEvents.externalId });
    for (const row of rows) eventIdOf.set(row.externalId ?? '', row.id);
  }

  const files: FileRow[] = [];
  const images: { eventId: number; position: number; fileId: string }[] = [];
  for (const e of eventRows) {
    for (let position = 0; position < e.photos; position++) {
      const file = await storeFile(storage, customerId, {
        bytes: cachedPhoto(files.length),
        contentType: 'image/png',
        name: `evento-${e.eventTypeId}-${position + 1}.png`,
      });
      files.push(file);
      images.push({ eventId: eventIdOf.get(e.externalId) as number, position, fileId: file.id });
    }
  }

  const documents: (typeof deliveryDocuments.$inferInsert)[] = [];
  for (const plan of plans) {
    const movementId = movementIdOf.get(plan.input.manifiesto_numero) as number;
    // Delivery documents arrive a few hours after the last event.
    const lastEvent = plan.events.at(-1)?.at.getTime() ?? now.getTime();
    const createdAt = new Date(Math.min(now.getTime(), lastEvent + 4 * 3_600_000));
    for (const c of plan.cumplidos) {
      const file = await storeFile(storage, customerId, {
        bytes: demoPdf(c.descripcion, [
          `Manifiesto: ${plan.input.manifiesto_numero}`,
          `Remesa: ${c.remesa ?? 'todas'}`,
          `Referencia: ${c.referencia}`,
          `Destino: ${plan.input.destino_descripcion}`,
        ]),
        contentType: 'application/pdf',
        name: `${c.referencia}.pdf`,
      });
      files.push(file);
      documents.push({
        movementId,
        consignmentId: c.remesa ? (consignmentIdOf.get(`${movementId}:${c.remesa}`) ?? null) : null,
        customerId,
        descripcion: c.descripcion,
        referencia: c.referencia,
        fileId: file.id,
        nombre: `${c.referencia}.pdf`,
        createdAt,
        updatedAt: createdAt,
      });
    }
  }
  await insertChunked(files, (chunk) => tx.insert(storedFiles).values(chunk));
  await insertChunked(images, (chunk) => tx.insert(movementEventImages).values(chunk));
  await insertChunked(documents, (chunk) => tx.insert(deliveryDocuments).values(chunk));
  await refreshMovementStates(tx, movementIds);
  // The late flags (issue 26 item 2) without e-mail: a fresh demo does not fill the outbox.
  await refreshLateness(tx, { movementIds }, now, { notify: false });
}

/** True when the company already has this manifest (the demo movements are created once). */
export async function hasManifest(db: Db, customerId: number, manifest: string): Promise<boolean> {
  const [row] = await db
    .select({ id: movements.id })
    .from(movements)
    .where(and(eq(movements.customerId, customerId), eq(movements.manifiestoNumero, manifest)));
  return row !== undefined;
}
