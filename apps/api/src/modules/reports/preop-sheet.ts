import { PREOP_SHEET_COLUMNS, rateLabel } from '@trazo/shared';
import type { PreopInspection } from './find-preop-inspections';
import { bogotaDateTime } from './report-dates';
import type { Cell } from './spreadsheet-stream';

/**
 * One spreadsheet row per rated item, carrying its inspection's columns (issue 12 §2); one batch per
 * inspection.
 */
export async function* preopSheetRows(inspections: AsyncIterable<PreopInspection>): AsyncGenerator<Cell[][]> {
  for await (const i of inspections) {
    const rows: Cell[][] = [];
    for (const category of i.categories) {
      for (const item of category.items) {
        const cells: Record<(typeof PREOP_SHEET_COLUMNS)[number], Cell> = {
          fecha: bogotaDateTime(i.inspected_at),
          num_movimiento: i.manifiesto_numero ?? '',
          placa: i.vehiculo_placa,
          marca: i.vehiculo_marca,
          modelo: i.vehiculo_modelo,
          serie: i.vehiculo_serie,
          nombre_conductor: i.conductor_nombre,
          documento_conductor: i.conductor_documento,
          checklist: i.checklist_title,
          categoria: category.name,
          comentario_categoria: category.comment,
          item: item.title,
          critico: item.critical ? 'Sí' : 'No',
          calificacion: item.rate,
          calificacion_texto: rateLabel(item.rate),
          observacion_item: item.observation,
          observacion_general: i.observation,
          clausula: i.clause,
          firmado: i.signature_key ? 'Sí' : 'No',
          correccion: i.fix_note ?? '',
          corregido_por: i.fixed_by_name ?? '',
          fecha_correccion: i.fixed_at ? bogotaDateTime(i.fixed_at) : '',
        };
        rows.push(PREOP_SHEET_COLUMNS.map((column) => cells[column]));
      }
    }
    if (rows.length > 0) yield rows;
  }
}
