import { MSG } from '@trazo/shared';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { DriverScope } from './driver-expenses';

// The receipt photos an expense references by the clientIds of the drivers' photo upload (driver-trips'
// POST /api/conductor/fotos, table driver_photos): the expense claims them (used_by = its clientId), so
// a photo belongs to one record; a correction releases the ones it no longer lists.

export type ResolvePhotos = (
  tx: Db,
  scope: DriverScope,
  photoClientIds: readonly string[],
  expenseClientId: string,
) => Promise<{ clientId: string; fileId: string }[]>;

/** 425 with the ids still missing (the app uploads them, then resends), before any other work. */
export async function checkReceiptPhotosArrived(db: Db, scope: DriverScope, clientIds: readonly string[]) {
  if (clientIds.length === 0) return;
  const rows = await queryRows<{ client_id: string }>(
    db,
    sql`select client_id::text as client_id from driver_photos
      where customer_id = ${scope.customerId} and driver_id = ${scope.driverId}
        and client_id in (${sql.join(
          clientIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`,
  );
  const found = new Set(rows.map((r) => r.client_id));
  const missing = clientIds.filter((id) => !found.has(id));
  if (missing.length > 0)
    throw new AppError(425, MSG.tripPhotosPending, { errors: { fotosPendientes: missing } });
}

export const claimReceiptPhotos: ResolvePhotos = async (tx, scope, clientIds, expenseClientId) => {
  // Release what this expense held and no longer lists (a correction may change the photos).
  await tx.execute(
    sql`update driver_photos set used_by = null
      where customer_id = ${scope.customerId} and used_by = ${expenseClientId}::uuid`,
  );
  if (clientIds.length === 0) return [];
  await checkReceiptPhotosArrived(tx, scope, clientIds);
  const claimed = await queryRows<{ client_id: string; file_id: string }>(
    tx,
    sql`update driver_photos set used_by = ${expenseClientId}::uuid
      where customer_id = ${scope.customerId} and driver_id = ${scope.driverId} and used_by is null
        and client_id in (${sql.join(
          clientIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})
      returning client_id::text as client_id, file_id::text as file_id`,
  );
  if (claimed.length !== clientIds.length) throw new AppError(409, MSG.tripPhotoAlreadyUsed);
  const byClient = new Map(claimed.map((r) => [r.client_id, r.file_id]));
  return clientIds.map((clientId) => ({ clientId, fileId: byClient.get(clientId) as string }));
};
