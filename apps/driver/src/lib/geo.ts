// The position of a record (issue 10): the phone's GPS with a time limit. When the driver denied it or it
// does not answer in time, the record says so instead of waiting forever.

export type Position =
  | { lat: number; lon: number; accuracy: number; geoDenied: false }
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
        }),
      (error) => resolve(noPosition(error.code === error.PERMISSION_DENIED ? 'denegada' : 'sin-senal')),
      { enableHighAccuracy: true, timeout: timeoutMs, maximumAge: 60_000 },
    );
  });
}
