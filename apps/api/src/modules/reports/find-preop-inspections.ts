import { MSG } from '@trazo/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { queryRows } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { reportRows } from './report-rows';

// Reads the recorded inspections (spec §3 pre-operational record) of one company, a page at a time, each
// with its categories, rated items and the storage keys of its signature and photos.

export interface PreopItem {
  title: string;
  rate: number;
  critical: boolean;
  observation: string;
  photos: string[];
}

export interface PreopCategory {
  name: string;
  comment: string;
  items: PreopItem[];
}

export interface PreopInspection {
  id: number;
  manifiesto_numero: string | null;
  vehiculo_placa: string;
  vehiculo_marca: string;
  vehiculo_modelo: string;
  vehiculo_serie: string;
  conductor_nombre: string;
  conductor_documento: string;
  checklist_title: string;
  inspected_at: string | Date;
  observation: string;
  clause: string;
  signature_key: string | null;
  /** The company's correction of a failed critical item (DOMAIN-CO: what, who, when); null when none. */
  fixed_at: string | Date | null;
  fixed_by_name: string | null;
  fix_note: string | null;
  categories: PreopCategory[];
}

/** Inspections whose items fill a page of a few thousand rows. */
const INSPECTIONS_PER_PAGE = 50;

/** PGlite answers json columns parsed, node-postgres too; a driver handing back text is covered as well. */
function parsed<T>(value: T | string): T {
  return typeof value === 'string' ? (JSON.parse(value) as T) : value;
}

export async function* preopInspections(
  db: Db,
  customerId: number,
  filter: SQL,
): AsyncGenerator<PreopInspection> {
  const rows = reportRows<PreopInspection>(
    db,
    (afterId, limit) => sql`
      select i.id, i.manifiesto_numero, i.vehiculo_placa, i.vehiculo_marca, i.vehiculo_modelo, i.vehiculo_serie,
        i.conductor_nombre, i.conductor_documento, i.checklist_title, i.inspected_at, i.observation, i.clause,
        sf.storage_key as signature_key, i.fixed_at, i.fixed_by_name, i.fix_note,
        coalesce((
          select json_agg(json_build_object('name', c.name, 'comment', c.comment, 'items', coalesce((
            select json_agg(json_build_object('title', it.title, 'rate', it.rate, 'critical', it.is_critical,
              'observation', it.observation, 'photos', coalesce((
                select json_agg(f.storage_key order by p.position)
                from preop_inspection_item_photos p join stored_files f on f.id = p.file_id
                where p.item_id = it.id), '[]'::json)) order by it.position)
            from preop_inspection_items it where it.category_id = c.id), '[]'::json)) order by c.position)
          from preop_inspection_categories c where c.inspection_id = i.id
        ), '[]'::json) as categories
      from preop_inspections i
      left join stored_files sf on sf.id = i.signature_file_id
      where i.customer_id = ${customerId} and ${filter} and i.id > ${afterId}
      order by i.id
      limit ${limit}`,
    INSPECTIONS_PER_PAGE,
  );
  for await (const row of rows) yield { ...row, categories: parsed(row.categories) };
}

/** How many inspections match (0 → the spec's 414). */
export async function countPreopInspections(db: Db, customerId: number, filter: SQL): Promise<number> {
  const [row] = await queryRows<{ n: number | string }>(
    db,
    sql`select count(*) as n from preop_inspections i where i.customer_id = ${customerId} and ${filter}`,
  );
  return Number(row?.n ?? 0);
}

/** spec §8 415: the company has no checklist to inspect against. */
export async function assertChecklistConfigured(db: Db, customerId: number): Promise<void> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`select id from checklist_items where customer_id = ${customerId} limit 1`,
  );
  if (!row) throw new AppError(415, MSG.reportsNoPreopConfig);
}
