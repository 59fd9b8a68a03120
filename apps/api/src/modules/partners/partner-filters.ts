import { BOGOTA_OFFSET } from '@trazo/shared';
import { type SQL, sql } from 'drizzle-orm';

const DAY_MS = 86_400_000;

export interface PartnerFilters {
  desde?: string;
  hasta?: string;
  empresa?: number;
  q?: string;
}

/** The shared filters of both areas: Bogotá days on `at`, the company, a plate or manifest prefix. */
export function partnerFilterSql(f: PartnerFilters, at: SQL, companyId: SQL): SQL[] {
  const parts: SQL[] = [];
  if (f.desde) parts.push(sql`${at} >= ${new Date(`${f.desde}T00:00:00${BOGOTA_OFFSET}`).toISOString()}`);
  if (f.hasta) {
    const end = new Date(Date.parse(`${f.hasta}T00:00:00${BOGOTA_OFFSET}`) + DAY_MS);
    parts.push(sql`${at} < ${end.toISOString()}`);
  }
  if (f.empresa !== undefined) parts.push(sql`${companyId} = ${f.empresa}`);
  if (f.q) {
    const prefix = `${f.q.toUpperCase().replace(/[\\%_]/g, '')}%`;
    parts.push(sql`(v.placa like ${prefix} or m.manifiesto_numero like ${prefix})`);
  }
  return parts;
}
