import type { Config } from './config-types';

// Inicio's map tiles (issue 26): OpenStreetMap's in production unless MAP_TILES_URL says otherwise.

const OSM_TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const OSM_ATTRIBUTION = '© OpenStreetMap contributors';

export function mapTilesOf(
  url: string | undefined,
  attribution: string | undefined,
  isProduction: boolean,
): Config['mapTiles'] {
  if (url === 'off') return null;
  const chosen = url ?? (isProduction ? OSM_TILES : undefined);
  if (!chosen) return null;
  return { url: chosen, attribution: attribution ?? (chosen === OSM_TILES ? OSM_ATTRIBUTION : '') };
}
