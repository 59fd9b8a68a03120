import type { TZone } from '@trazo/shared';
import type { Db } from '../../db/database';
import { zones } from '../../db/schema';

const collator = new Intl.Collator('es', { sensitivity: 'base' });

/**
 * spec §7 GET /cargar_zonas: every municipality, sorted the Spanish way (Á with A, Ñ after N) so the
 * searchable city list reads naturally whatever the database collation is.
 */
export async function listZones(db: Db): Promise<TZone[]> {
  const rows = await db.select({ id: zones.id, nombre_division: zones.nombreDivision }).from(zones);
  return rows.sort((a, b) => collator.compare(a.nombre_division, b.nombre_division));
}
