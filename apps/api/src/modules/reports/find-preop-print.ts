import {
  MAX_PRINT_INSPECTIONS,
  rateLabel,
  type TPreopPrintResponse,
  type TPrintInspection,
} from '@trazo/shared';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { type PreopInspection, preopInspections } from './find-preop-inspections';
import { bogotaDateTime } from './report-dates';

// spec §7 buscar_datos_vehiculo "a data array for the print view": the inspections with their rated items,
// as JSON the print page lays out. Empty is an answer (the page shows 'No hay datos para mostrar.', §8).

function toPrint(i: PreopInspection): TPrintInspection {
  return {
    id: i.id,
    fecha: bogotaDateTime(i.inspected_at),
    num_movimiento: i.manifiesto_numero ?? '',
    placa: i.vehiculo_placa,
    marca: i.vehiculo_marca,
    modelo: i.vehiculo_modelo,
    serie: i.vehiculo_serie,
    conductor_nombre: i.conductor_nombre,
    conductor_documento: i.conductor_documento,
    checklist: i.checklist_title,
    observacion: i.observation,
    clausula: i.clause,
    firmado: i.signature_key !== null,
    correccion: i.fixed_at
      ? { nota: i.fix_note ?? '', por: i.fixed_by_name ?? '', fecha: bogotaDateTime(i.fixed_at) }
      : null,
    categorias: i.categories.map((c) => ({
      nombre: c.name,
      comentario: c.comment,
      items: c.items.map((item) => ({
        titulo: item.title,
        critico: item.critical,
        calificacion: item.rate,
        calificacion_texto: rateLabel(item.rate),
        observacion: item.observation,
      })),
    })),
  };
}

/** At most MAX_PRINT_INSPECTIONS inspections (`truncado` says more matched: the PDF has them all). */
export async function findPreopPrint(db: Db, customerId: number, filter: SQL): Promise<TPreopPrintResponse> {
  const inspecciones: TPrintInspection[] = [];
  for await (const inspection of preopInspections(db, customerId, filter)) {
    if (inspecciones.length === MAX_PRINT_INSPECTIONS) return { inspecciones, truncado: true };
    inspecciones.push(toPrint(inspection));
  }
  return { inspecciones, truncado: false };
}
