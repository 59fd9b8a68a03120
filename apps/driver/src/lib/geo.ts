// The position of a record (issue 10): the phone's GPS with a time limit. When the driver denied it or it
// does not answer in time, the record says so instead of waiting forever.

export type Position =
  | {
      lat: number;
      lon: number;
      accuracy: number;
      geoDenied: false /** When the fix was taken (ms). */;
      at: number;
    }
  | {
      lat: null;
      lon: null;
      accuracy: null;
      geoDenied: true;
      reason: 'denegada' | 'sin-senal' | 'no-disponible';
    };

const noPosition = (reason: 'denegada' | 'sin-senal' | 'no-disponible'): Position => ({
  lat: null,
  lon: null,
  accuracy: null,
  geoDenied: true,
  reason,
});

/** A fix older than this is read again before a record stores it (issue 22 item 10). */
export const POSITION_MAX_AGE_MS = 15_000;

export const isFresh = (p: Position, now: number) => !p.geoDenied && now - p.at <= POSITION_MAX_AGE_MS;

/** The position a record stores: the one held when it is fresh, else a new reading. */
export async function positionForRecord(
  held: Position | null,
  now: number,
  read: () => Promise<Position>,
): Promise<Position> {
  if (held && isFresh(held, now)) return held;
  return read();
}

export function currentPosition(timeoutMs = 10_000): Promise<Position> {
  if (!('geolocation' in navigator)) return Promise.resolve(noPosition('no-disponible'));
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      (p) =>
        resolve({
          lat: p.coords.latitude,
          lon: p.coords.longitude,
          accuracy: p.coords.accuracy,
          geoDenied: false,
          at: p.timestamp,
        }),
      (error) => resolve(noPosition(error.code === error.PERMISSION_DENIED ? 'denegada' : 'sin-senal')),
      { enableHighAccuracy: true, timeout: timeoutMs, maximumAge: POSITION_MAX_AGE_MS },
    );
  });
}
