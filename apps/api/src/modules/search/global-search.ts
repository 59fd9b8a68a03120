import {
  bogotaDay,
  formatPesos,
  movementStateLabel,
  SEARCH_GROUPS,
  type TGlobalSearchResponse,
  type TSearchHit,
} from '@trazo/shared';
import type { Db } from '../../db/database';
import { globalSearchStatement, type HitRow, type SearchScope } from './global-search-statement';

// Issue 26 item 6, ADR 0023: the portal's global search — the rows of its one statement
// (global-search-statement.ts), grouped in the order the top bar shows them.

export type { SearchScope } from './global-search-statement';

export async function globalSearch(db: Db, scope: SearchScope, q: string): Promise<TGlobalSearchResponse> {
  const { statement, params } = globalSearchStatement(scope, q);
  const rows = await statement.rows(db, params);
  const grupos = SEARCH_GROUPS.map((group) => ({
    code: group.code,
    label: group.label,
    data: rows.filter((r) => r.grupo === group.code).map(toHit),
  })).filter((group) => group.data.length > 0);
  return { grupos };
}

function toHit(r: HitRow): TSearchHit {
  const facts = [
    r.detalle,
    r.estado ? movementStateLabel(r.estado) : null,
    r.total !== null ? formatPesos(Number(r.total)) : null,
    r.fecha ? bogotaDay(new Date(r.fecha).toISOString()) : null,
  ].filter((f): f is string => f !== null);
  return {
    titulo: r.titulo,
    detalle: facts.join(' · '),
    movimiento_id: r.movimiento_id,
    manifiesto: r.manifiesto,
    factura_id: r.factura_id,
  };
}
