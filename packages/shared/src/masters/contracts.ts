import { z } from 'zod';
import { idParam, text } from '../common/scalars';
import { IMPORT_FORMATS, ZImportRowError } from '../movements/import-contracts';
import { ZPageQuery } from '../users/pagination';

// The calls every master or catalogue page shares (STYLE rule 15): a searched, SQL-paginated list, create,
// edit, activate/deactivate (never a hard delete), a streamed xlsx/csv export and, where the feature
// wants it, a spreadsheet import with a dry-run preview. Each feature adds its row and form schemas.

export const MASTER_STATES = ['todos', 'activos', 'inactivos'] as const;
export type TMasterState = (typeof MASTER_STATES)[number];

/** GET <master>?page&per_page&q&estado — `q` matches without case or accents. */
export const ZMasterQuery = ZPageQuery.extend({
  q: text().trim().max(100).optional(),
  estado: z.enum(MASTER_STATES).default('todos'),
});
export type TMasterQuery = z.input<typeof ZMasterQuery>;

/** GET <master>/exportar?formato&q&estado — the same filter as the list, every page. */
export const ZMasterExportQuery = z.object({
  formato: z.enum(IMPORT_FORMATS).default('xlsx'),
  q: text().trim().max(100).optional(),
  estado: z.enum(MASTER_STATES).default('todos'),
});
export type TMasterExportQuery = z.input<typeof ZMasterExportQuery>;

/** PATCH <master>/:id/estado — deactivating keeps the row (services and FUECs may point at it). */
export const ZMasterStateBody = z.object({ active: z.boolean() });
export const ZMasterIdParams = z.object({ id: idParam() });

/** A template column of a master's import: `key` is the header, `label` explains it. */
export interface MasterImportColumn {
  key: string;
  label: string;
  required: boolean;
  example: string;
}

/**
 * POST <master>/importacion/vista-previa and <master>/importacion (multipart, field `archivo`): the preview
 * always answers 200 with every row error; the import saves all rows or none (422 with the errors).
 */
export const ZMasterImportReport = z.object({
  archivo: z.string(),
  filas: z.number().int(),
  creados: z.number().int(),
  errores: z.array(ZImportRowError),
  /** The first rows as they would be saved: row number and a one-line description. */
  muestra: z.array(z.object({ fila: z.number().int(), resumen: z.string() })),
});
export type TMasterImportReport = z.infer<typeof ZMasterImportReport>;
