import type { Db } from '../../db/database';
import type { DriverScope } from './driver-expenses';

// The receipt photos an expense references by the clientIds of the drivers' photo upload.

export type ResolvePhotos = (
  db: Db,
  scope: DriverScope,
  photoClientIds: string[],
) => Promise<{ clientId: string; fileId: string }[]>;
