import { z } from 'zod';
import { COLOMBIA_BOUNDS } from '../especiales/fields';
import { MSG } from '../messages';

// A point typed or picked in Colombia: the especiales places and the branches' yards (turnos) share it.

export const ZLatitude = z
  .number({ error: MSG.espLatitudeInvalid })
  .min(COLOMBIA_BOUNDS.minLat, MSG.espLatitudeInvalid)
  .max(COLOMBIA_BOUNDS.maxLat, MSG.espLatitudeInvalid);
export const ZLongitude = z
  .number({ error: MSG.espLongitudeInvalid })
  .min(COLOMBIA_BOUNDS.minLon, MSG.espLongitudeInvalid)
  .max(COLOMBIA_BOUNDS.maxLon, MSG.espLongitudeInvalid);

/** Both coordinates or neither: a refinement for objects with `latitude`/`longitude`-like keys. */
export function coordinatesPairIssue(
  lat: number | null,
  lon: number | null,
  keys: readonly [string, string],
): { message: string; path: string[] } | null {
  if ((lat === null) === (lon === null)) return null;
  return { message: MSG.espCoordinatesPair, path: [lat === null ? keys[0] : keys[1]] };
}
