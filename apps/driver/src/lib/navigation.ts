// 'Navegar' (issue 22 item 10): the destination opened in Waze or Google Maps, by its coordinates when
// the ERP sent them, else by its address. Both are plain https links the phone hands to the installed app.

export interface Destination {
  coords: { lat: number; lon: number } | null;
  address: string;
}

export function navigationLinks({ coords, address }: Destination): { waze: string; google: string } {
  if (coords) {
    const ll = `${coords.lat},${coords.lon}`;
    return {
      waze: `https://waze.com/ul?ll=${encodeURIComponent(ll)}&navigate=yes`,
      google: `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(ll)}`,
    };
  }
  const q = encodeURIComponent(address);
  return {
    waze: `https://waze.com/ul?q=${q}&navigate=yes`,
    google: `https://www.google.com/maps/dir/?api=1&destination=${q}`,
  };
}
