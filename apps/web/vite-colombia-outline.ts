import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Feature, FeatureCollection, Geometry, Position } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { Plugin } from 'vite';

// The outline of Colombia the Inicio map draws when it has no tiles (issue 26 item 3: tests, no network):
// cut at build time from Natural Earth's public-domain 1:50m countries (the `world-atlas` package), so
// the app ships a few KB of GeoJSON instead of the world. Imported as `virtual:colombia-outline`.

const MODULE_ID = 'virtual:colombia-outline';
const RESOLVED_ID = `\0${MODULE_ID}`;
/** ISO 3166-1 numeric code of Colombia, world-atlas's feature id. */
const COLOMBIA = '170';

const round = (p: Position): Position => [
  Math.round((p[0] ?? 0) * 1000) / 1000,
  Math.round((p[1] ?? 0) * 1000) / 1000,
];

function roundGeometry(geometry: Geometry): Geometry {
  if (geometry.type === 'Polygon')
    return { ...geometry, coordinates: geometry.coordinates.map((r) => r.map(round)) };
  if (geometry.type === 'MultiPolygon') {
    return { ...geometry, coordinates: geometry.coordinates.map((p) => p.map((r) => r.map(round))) };
  }
  return geometry;
}

/** The GeoJSON FeatureCollection holding Colombia alone. */
export function colombiaOutline(): FeatureCollection {
  const require = createRequire(import.meta.url);
  const topology = JSON.parse(
    readFileSync(require.resolve('world-atlas/countries-50m.json'), 'utf8'),
  ) as Topology<{
    countries: GeometryCollection<{ name: string }>;
  }>;
  const countries = feature(topology, topology.objects.countries) as FeatureCollection<
    Geometry,
    { name: string }
  >;
  const colombia = countries.features.find((f) => String(f.id) === COLOMBIA);
  if (!colombia) throw new Error('world-atlas has no Colombia (id 170)');
  const outline: Feature = {
    type: 'Feature',
    properties: { name: 'Colombia' },
    geometry: roundGeometry(colombia.geometry),
  };
  return { type: 'FeatureCollection', features: [outline] };
}

export function colombiaOutlinePlugin(): Plugin {
  return {
    name: 'trazo-colombia-outline',
    resolveId: (id) => (id === MODULE_ID ? RESOLVED_ID : undefined),
    load: (id) => (id === RESOLVED_ID ? `export default ${JSON.stringify(colombiaOutline())};` : undefined),
  };
}
