import 'leaflet/dist/leaflet.css';
import colombia from 'virtual:colombia-outline';
import type { PositionAge, TTripMap } from '@trazo/shared';
import L from 'leaflet';
import { useEffect, useRef } from 'react';

// The Inicio map (issue 26 item 3), loaded only with Inicio (React.lazy): Leaflet with the configured
// tiles (MAP_TILES_URL, attribution shown), or, without tiles, the outline of Colombia cut at build time
// from Natural Earth (vite-colombia-outline.ts). One circle per trip: its colour says how old the
// position is; a click opens the movement.

export const AGE_COLOURS: Record<PositionAge, string> = {
  reciente: '#2f9e44',
  demorada: '#f08c00',
  perdida: '#e03131',
};

const COLOMBIA_BOUNDS = L.latLngBounds([-4.3, -79.1], [13.5, -66.8]);

interface TripMapProps {
  map: TTripMap;
  onOpen: (id: number, manifiesto: string) => void;
}

export default function TripMap({ map, onOpen }: TripMapProps) {
  const element = useRef<HTMLElement>(null);
  const leaflet = useRef<L.Map | null>(null);
  const markers = useRef<L.LayerGroup | null>(null);
  const openRef = useRef(onOpen);
  openRef.current = onOpen;

  // The map once; the tiles or the outline under it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the tile settings never change while mounted
  useEffect(() => {
    if (!element.current) return;
    const instance = L.map(element.current, { zoomControl: false, attributionControl: true });
    // Leaflet's buttons say 'Zoom in' / 'Zoom out' unless told otherwise.
    L.control.zoom({ zoomInTitle: 'Acercar', zoomOutTitle: 'Alejar' }).addTo(instance);
    instance.fitBounds(COLOMBIA_BOUNDS);
    if (map.tiles_url) {
      L.tileLayer(map.tiles_url, { attribution: map.atribucion ?? '', maxZoom: 18 }).addTo(instance);
    } else {
      L.geoJSON(colombia, {
        style: { color: '#495057', weight: 1, fillColor: '#e9ecef', fillOpacity: 1 },
        interactive: false,
      }).addTo(instance);
      instance.attributionControl.addAttribution('Natural Earth');
    }
    markers.current = L.layerGroup().addTo(instance);
    leaflet.current = instance;
    return () => {
      instance.remove();
      leaflet.current = null;
    };
  }, []);

  useEffect(() => {
    const group = markers.current;
    if (!group) return;
    group.clearLayers();
    for (const p of map.posiciones) {
      const marker = L.circleMarker([p.latitud, p.longitud], {
        radius: 8,
        color: '#fff',
        weight: 2,
        fillColor: AGE_COLOURS[p.antiguedad],
        fillOpacity: 0.95,
        className: `trip-marker trip-marker-${p.antiguedad}`,
      });
      marker.bindTooltip(`${p.manifiesto_numero} · ${p.vehiculo_placa} · ${p.evento}`);
      marker.on('click', () => openRef.current(p.id, p.manifiesto_numero));
      marker.addTo(group);
    }
  }, [map.posiciones]);

  return (
    // A region, not an image: Leaflet's zoom buttons and the focusable map live inside it (axe nested-interactive).
    <section
      ref={element}
      aria-label={`Mapa con ${map.posiciones.length} viajes en ruta`}
      data-testid="trip-map"
      data-markers={map.posiciones.length}
      style={{ height: 420, width: '100%', borderRadius: 8, zIndex: 0 }}
    />
  );
}
