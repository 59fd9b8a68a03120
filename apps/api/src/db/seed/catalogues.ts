import { DOCUMENT_TYPES, ROLE_CATALOGUE } from '@trazo/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../database';
import { documentTypes, roles, zones } from '../schema';
import { readMunicipios } from './divipola';

const ZONE_CHUNK = 500;

/**
 * Upserts the fixed catalogues (roles, document types, DIVIPOLA zones). Runs at every start, so a
 * corrected name in the code or the CSV reaches existing databases without a migration.
 */
export async function seedCatalogues(db: Db): Promise<void> {
  const municipios = await readMunicipios();
  await db.transaction(async (tx) => {
    await tx
      .insert(roles)
      .values(ROLE_CATALOGUE.map((r) => ({ id: r.id, name: r.name })))
      .onConflictDoUpdate({ target: roles.id, set: { name: sql`excluded.name` } });
    await tx
      .insert(documentTypes)
      .values(DOCUMENT_TYPES.map((d) => ({ id: d.id, code: d.code, descripcion: d.descripcion })))
      .onConflictDoUpdate({
        target: documentTypes.id,
        set: { code: sql`excluded.code`, descripcion: sql`excluded.descripcion` },
      });
    for (let i = 0; i < municipios.length; i += ZONE_CHUNK) {
      await tx
        .insert(zones)
        .values(municipios.slice(i, i + ZONE_CHUNK))
        .onConflictDoUpdate({
          target: zones.id,
          set: {
            codigo: sql`excluded.codigo`,
            municipio: sql`excluded.municipio`,
            departamento: sql`excluded.departamento`,
            nombreDivision: sql`excluded.nombre_division`,
          },
        });
    }
  });
}
