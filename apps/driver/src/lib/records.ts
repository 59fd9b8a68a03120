import type { TakenPhoto } from '../screens/photo-picker';
import type { OutboxItem } from './db';
import type { Position } from './geo';
import { enqueue, type NewItem } from './outbox';
import { uuid7 } from './uuid7';

// How a record becomes outbox items (packages/shared/src/driver/trips.ts, "HOW RECORDS AND PHOTOS
// TRAVEL"): each photo its own upload with its own client id, queued before the record that names them.

export const TRIP_START_EVENT_ID = 5;
/** Rates that fail a critical item (packages/shared/src/driver/inspection.ts FAILING_RATES). */
export const FAILING_RATES: readonly number[] = [1, 2];

export interface PhotoUpload {
  clientId: string;
  item: NewItem;
}

export function photoUpload(movementId: number, blob: Blob, label: string): PhotoUpload {
  const clientId = uuid7();
  const extension = blob.type === 'image/png' ? 'png' : 'jpg';
  return {
    clientId,
    item: {
      clientId,
      label,
      kind: 'foto',
      movementId,
      method: 'POST',
      path: '/conductor/fotos',
      body: { clientId },
      blob,
      blobField: 'foto',
      blobName: `${clientId}.${extension}`,
    },
  };
}

export function photoUploads(movementId: number, photos: TakenPhoto[], label: string): PhotoUpload[] {
  return photos.map((p, i) => photoUpload(movementId, p.blob, `${label} · foto ${i + 1}`));
}

/** The position fields of a record: the GPS position, or `geoDenied: true` when there was none. */
export function positionFields(position: Position): Record<string, unknown> {
  if (position.geoDenied) return { position: null, geoDenied: true };
  return {
    position: { lat: position.lat, lon: position.lon, accuracy: Math.round(position.accuracy) },
    geoDenied: false,
  };
}

/** The phone's time with its UTC offset, as the server wants it. */
export function localIso(date: Date = new Date()): string {
  const offset = -date.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  const abs = Math.abs(offset);
  const pad = (n: number) => String(n).padStart(2, '0');
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:` +
    `${pad(date.getMinutes())}:${pad(date.getSeconds())}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`
  );
}

/** Queues a record after its photos, all or none. */
export async function queueRecord(
  photos: PhotoUpload[],
  record: Omit<NewItem, 'method'> & Pick<OutboxItem, 'kind'>,
): Promise<void> {
  await enqueue([...photos.map((p) => p.item), { ...record, method: 'POST' }]);
}
