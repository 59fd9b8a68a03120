import { MSG, type TImportReport } from '@trazo/shared';
import type { Db } from '../../../db/database';
import { AppError } from '../../../lib/app-error';
import { consignmentKey, type UpsertOutcome, upsertMovements } from '../upsert-movements';
import { findUnknownZones } from './find-unknown-zones';
import { parseSpreadsheet } from './parse-spreadsheet';
import { type RowGroup, rowsToMovements } from './rows-to-movements';

// 'Movimientos APP' spreadsheet import: the preview runs the real upsert inside a transaction that is
// rolled back, so its counts are exactly what importing would do; importing is all or nothing.

class DryRun extends Error {}
const PREVIEW_ROWS = 100;

async function upsertGroups(db: Db, customerId: number, groups: RowGroup[], now: Date, isDryRun: boolean) {
  let outcome: UpsertOutcome | undefined;
  const movements = groups.map((g) => g.movement);
  if (movements.length === 0) return undefined;
  try {
    await db.transaction(async (tx) => {
      outcome = await upsertMovements(tx, customerId, movements, now);
      if (isDryRun) throw new DryRun();
    });
  } catch (error) {
    if (!(error instanceof DryRun)) throw error;
  }
  return outcome;
}

function sample(groups: RowGroup[], outcome: UpsertOutcome | undefined): TImportReport['muestra'] {
  return groups
    .flatMap((g) =>
      g.movement.remesas.map((r, i) => ({
        fila: g.filas[i] as number,
        manifiesto_numero: g.movement.manifiesto_numero.toUpperCase(),
        remesa_numero: r.remesa_numero.toUpperCase(),
        fecha_despacho: g.movement.fecha_despacho,
        vehiculo_placa: g.movement.vehiculo.placa,
        generador_nombre: r.generador.nombre,
        destino_descripcion: r.destino_descripcion || g.movement.destino_descripcion,
        peso_final: r.peso_final,
        resultado:
          outcome?.remesaResults.get(
            consignmentKey(g.movement.manifiesto_numero.toUpperCase(), r.remesa_numero.toUpperCase()),
          ) ?? ('creado' as const),
      })),
    )
    .sort((a, b) => a.fila - b.fila)
    .slice(0, PREVIEW_ROWS);
}

const zero = { creados: 0, actualizados: 0, sin_cambios: 0 };

export async function importMovements(
  deps: { db: Db; now: Date },
  input: { customerId: number; bytes: Buffer; filename: string; isDryRun: boolean },
): Promise<TImportReport> {
  const rows = await parseSpreadsheet(input.bytes, input.filename);
  const { groups, errors } = rowsToMovements(rows);
  if (!input.isDryRun && errors.length > 0) {
    const byCell: Record<string, string[]> = {};
    for (const e of errors) {
      const key = `${e.fila}.${e.columna ?? 'fila'}`;
      byCell[key] = [...(byCell[key] ?? []), e.mensaje];
    }
    throw new AppError(422, MSG.importHasErrors, { errors: byCell });
  }
  const outcome = await upsertGroups(deps.db, input.customerId, groups, deps.now, input.isDryRun);
  return {
    archivo: input.filename,
    filas: rows.length,
    movimientos: outcome?.movimientos ?? zero,
    remesas: outcome?.remesas ?? zero,
    errores: errors,
    advertencias: await findUnknownZones(deps.db, groups),
    muestra: input.isDryRun ? sample(groups, outcome) : [],
  };
}
