import {
  DOCUMENT_CONTENT_TYPES,
  DRIVER_DOCUMENT_KINDS,
  MSG,
  type TFleetDocumentKind,
  VEHICLE_DOCUMENT_KINDS,
  type ZCreateDriverRequest,
  type ZFleetDocumentFields,
  type ZFleetVehicleForm,
} from '@trazo/shared';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { drivers, fleetDocuments, storedFiles, vehicles } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { uniqueViolation } from '../../lib/pg-errors';
import type { UploadedFile } from '../../lib/read-multipart';
import type { FileStorage } from '../../storage/file-storage';
import { createDriver, type DriverAdminDeps } from '../drivers/manage-company-drivers';
import { storeUpload } from '../integration/store-upload';

// Writes of the fleet (issue 24 item 4): vehicles by plate, drivers by document, and each document with
// its photo or PDF (content-checked and size-capped by the route; images re-encoded by storeUpload).

export interface FleetWriteDeps {
  db: Db;
  storage: FileStorage;
  clock: Clock;
}

type VehicleForm = z.output<typeof ZFleetVehicleForm>;

export async function createVehicle(db: Db, customerId: number, form: VehicleForm): Promise<number> {
  const [row] = await db
    .insert(vehicles)
    .values({ customerId, ...form })
    .onConflictDoNothing()
    .returning({ id: vehicles.id });
  if (!row)
    throw new AppError(409, MSG.fleetVehicleDuplicate, { errors: { placa: [MSG.fleetVehicleDuplicate] } });
  return row.id;
}

export async function updateVehicle(
  db: Db,
  customerId: number,
  id: number,
  form: VehicleForm,
): Promise<number> {
  try {
    const [row] = await db
      .update(vehicles)
      .set(form)
      .where(and(eq(vehicles.id, id), eq(vehicles.customerId, customerId)))
      .returning({ id: vehicles.id });
    if (!row) throw new AppError(404, MSG.fleetVehicleNotFound);
    return row.id;
  } catch (error) {
    if (uniqueViolation(error))
      throw new AppError(409, MSG.fleetVehicleDuplicate, { errors: { placa: [MSG.fleetVehicleDuplicate] } });
    throw error;
  }
}

/**
 * A driver of the company; with a password it also gets the drivers' app (the drivers module's own
 * creation, which needs the mobile app), without one it is only a record the FUEC can name.
 */
export async function createFleetDriver(
  deps: DriverAdminDeps,
  customerId: number,
  form: z.output<typeof ZCreateDriverRequest>,
): Promise<number> {
  if (form.password !== undefined) return (await createDriver(deps, customerId, form)).id;
  const [row] = await deps.db
    .insert(drivers)
    .values({
      customerId,
      documento: form.documento,
      nombre: form.nombre,
      telefono: form.telefono,
      email: form.email,
    })
    .onConflictDoNothing()
    .returning({ id: drivers.id });
  if (!row) throw new AppError(409, MSG.driverDuplicate);
  return row.id;
}

async function holderLabel(db: Db, customerId: number, holder: 'vehicle' | 'driver', id: number) {
  const table = holder === 'vehicle' ? vehicles : drivers;
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, id), eq(table.customerId, customerId)));
  if (!row)
    throw new AppError(404, holder === 'vehicle' ? MSG.fleetVehicleNotFound : MSG.fleetDriverNotFound);
}

/** Files the document (replacing the previous one of that kind); a new file replaces the old file. */
export async function saveFleetDocument(
  deps: FleetWriteDeps,
  customerId: number,
  input: {
    holder: 'vehicle' | 'driver';
    id: number;
    kind: TFleetDocumentKind;
    fields: z.output<typeof ZFleetDocumentFields>;
    file?: UploadedFile;
  },
): Promise<void> {
  const kinds: readonly string[] =
    input.holder === 'vehicle' ? VEHICLE_DOCUMENT_KINDS : DRIVER_DOCUMENT_KINDS;
  if (!kinds.includes(input.kind)) throw new AppError(422, MSG.fleetDocumentKindInvalid);
  await holderLabel(deps.db, customerId, input.holder, input.id);
  const stored = input.file
    ? await storeUpload(deps.storage, customerId, input.file, DOCUMENT_CONTENT_TYPES, input.kind)
    : null;
  const now = deps.clock.now();
  const holder = input.holder === 'vehicle' ? { vehicleId: input.id } : { driverId: input.id };
  const target = input.holder === 'vehicle' ? fleetDocuments.vehicleId : fleetDocuments.driverId;
  const values = {
    number: input.fields.number,
    issuer: input.fields.issuer,
    category: input.holder === 'driver' ? input.fields.category : '',
    expiresOn: input.fields.expiresOn,
    updatedAt: now,
    ...(stored ? { fileId: stored.id } : {}),
  };
  try {
    const dropKey = await deps.db.transaction(async (tx) => {
      if (stored) await tx.insert(storedFiles).values(stored);
      const [previous] = await tx
        .select({ fileId: fleetDocuments.fileId, key: storedFiles.storageKey })
        .from(fleetDocuments)
        .leftJoin(storedFiles, eq(storedFiles.id, fleetDocuments.fileId))
        .where(and(eq(target, input.id), eq(fleetDocuments.kind, input.kind)))
        .for('update', { of: fleetDocuments });
      await tx
        .insert(fleetDocuments)
        .values({ customerId, ...holder, kind: input.kind, ...values })
        .onConflictDoUpdate({ target: [target, fleetDocuments.kind], set: values });
      if (!stored || !previous?.fileId) return null;
      await tx.delete(storedFiles).where(eq(storedFiles.id, previous.fileId));
      return previous.key;
    });
    if (dropKey) await deps.storage.delete(dropKey).catch(() => undefined);
  } catch (error) {
    if (stored) await deps.storage.delete(stored.storageKey);
    throw error;
  }
}
