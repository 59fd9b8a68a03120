import { IMPORT_COLUMNS, type TImportRowError } from '@trazo/shared';
import { ApiError } from '../../../../lib/api-client';

const LABELS = new Map<string, string>(IMPORT_COLUMNS.map((c) => [c.key, c.label]));

/** What a failed import call says: its message, row errors (`'<fila>.<columna>'` keys) and missing columns. */
export interface ImportFailure {
  message: string;
  rows: TImportRowError[];
  missingColumns: string[];
}

export function readImportFailure(error: unknown): ImportFailure {
  const message = error instanceof Error ? error.message : String(error);
  const body = error instanceof ApiError ? error.body : null;
  const errors =
    body && typeof body === 'object' && 'errors' in body
      ? ((body as { errors?: Record<string, string[]> }).errors ?? {})
      : {};
  const rows: TImportRowError[] = [];
  let missingColumns: string[] = [];
  for (const [key, messages] of Object.entries(errors)) {
    if (key === 'columnas') {
      missingColumns = messages.map((c) => LABELS.get(c) ?? c);
      continue;
    }
    const [fila, columna] = key.split('.');
    const row = Number(fila);
    for (const mensaje of messages) {
      rows.push({ fila: Number.isFinite(row) ? row : 0, columna: columna || null, mensaje });
    }
  }
  rows.sort((a, b) => a.fila - b.fila);
  return { message, rows, missingColumns };
}
