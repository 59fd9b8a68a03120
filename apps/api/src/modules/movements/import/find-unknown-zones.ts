import { MSG, type TImportRowError } from '@trazo/shared';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/database';
import type { RowGroup } from './rows-to-movements';

// The import's zone check (issue 14 item 9): a sender or recipient zone that names no DIVIPOLA
// municipality ("CIUDAD INVENTADA") is imported as written, but the preview warns about it. A zone
// matches a municipality's "MUNICIPIO (DEPARTAMENTO)" or its bare name, ignoring case and accents
// (trazo_fold, the same folding as every search).

const ZONE_COLUMNS = ['remitente_zona', 'destinatario_zona'] as const;

export async function findUnknownZones(db: Db, groups: RowGroup[]): Promise<TImportRowError[]> {
  const uses: { fila: number; columna: (typeof ZONE_COLUMNS)[number]; zona: string }[] = [];
  for (const g of groups) {
    g.movement.remesas.forEach((r, i) => {
      const fila = g.filas[i] as number;
      if (r.remitente.zona) uses.push({ fila, columna: 'remitente_zona', zona: r.remitente.zona });
      if (r.destinatario.zona) uses.push({ fila, columna: 'destinatario_zona', zona: r.destinatario.zona });
    });
  }
  const distinct = [...new Set(uses.map((u) => u.zona))];
  if (distinct.length === 0) return [];
  const unknown = await queryRows<{ zona: string }>(
    db,
    sql`select v.zona from (values ${sql.join(
      distinct.map((z) => sql`(${z}::text)`),
      sql`, `,
    )}) as v(zona)
      where not exists (
        select 1 from zones z
        where trazo_fold(z.nombre_division) = trazo_fold(v.zona) or trazo_fold(z.municipio) = trazo_fold(v.zona)
      )`,
  );
  const names = new Set(unknown.map((u) => u.zona));
  return uses
    .filter((u) => names.has(u.zona))
    .map((u) => ({ fila: u.fila, columna: u.columna, mensaje: `«${u.zona}»: ${MSG.importZoneUnknown}` }));
}
