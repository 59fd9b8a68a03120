/** spec §2.6: a map link when the event has a position (Google Maps, opened in a new tab). */
export function googleMapsUrl(latitude: number, longitude: number): string {
  return `https://www.google.com/maps?q=${latitude},${longitude}`;
}
