import {
  MSG,
  type TImportRowError,
  type TMovementInput,
  type TMovementParsed,
  ZMovementInput,
} from '@trazo/shared';
import type { CellValue, SheetRow } from './parse-spreadsheet';

// Spreadsheet rows (one per consignment) → manifests, with every problem tied to a row and a column.

export interface RowGroup {
  movement: TMovementParsed;
  /** The sheet row of each consignment, in order. */
  filas: number[];
}

const MOVEMENT_COLUMNS = [
  'manifiesto_numero',
  'fecha_despacho',
  'sucursal',
  'vehiculo_placa',
  'vehiculo_marca',
  'vehiculo_modelo',
  'vehiculo_serie',
  'conductor_documento',
  'conductor_nombre',
  'conductor_telefono',
  'manifiesto_origen',
  'manifiesto_destino',
  'anticipo',
  'valor_flete',
  'vehiculo_propietario_nit',
] as const;

const pad = (n: number) => String(n).padStart(2, '0');

export function text(value: CellValue | undefined): string {
  if (value === null || value === undefined) return '';
  // Excel stores a typed date as a local time in UTC fields: read it back as written.
  if (value instanceof Date) {
    return `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())} ${pad(value.getUTCHours())}:${pad(value.getUTCMinutes())}`;
  }
  return String(value).trim();
}

/** `dd/mm/aaaa [hh:mm]` (how Colombian spreadsheets write dates) → `aaaa-mm-dd [hh:mm]`. */
export function dateText(value: CellValue | undefined): string {
  const raw = text(value);
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:\s+(\d{1,2}):(\d{2}))?$/.exec(raw);
  if (!m) return raw;
  const [, d, mo, y, h, mi] = m;
  return `${y}-${pad(Number(mo))}-${pad(Number(d))}${h ? ` ${pad(Number(h))}:${mi}` : ''}`;
}

/** 45000000, "45.000.000", "17,5", "17500.25" → number; anything else stays text (and fails validation). */
export function amount(value: CellValue | undefined): number | string {
  if (typeof value === 'number') return value;
  const raw = text(value).replace(/\s|\$/g, '');
  if (/^\d{1,3}(\.\d{3})+(,\d+)?$/.test(raw)) return Number(raw.replaceAll('.', '').replace(',', '.'));
  if (/^\d+,\d+$/.test(raw)) return Number(raw.replace(',', '.'));
  if (/^\d+(\.\d+)?$/.test(raw)) return Number(raw);
  return raw;
}

function toInput(first: SheetRow, rows: SheetRow[]): TMovementInput {
  const v = first.values;
  return {
    manifiesto_numero: text(v.manifiesto_numero),
    fecha_despacho: dateText(v.fecha_despacho),
    sucursal: text(v.sucursal),
    vehiculo: {
      placa: text(v.vehiculo_placa),
      marca: text(v.vehiculo_marca),
      modelo: text(v.vehiculo_modelo),
      serie: text(v.vehiculo_serie),
      ...(text(v.vehiculo_propietario_nit) === ''
        ? {}
        : { propietario_nit: text(v.vehiculo_propietario_nit) }),
    },
    conductor: {
      documento: text(v.conductor_documento),
      nombre: text(v.conductor_nombre),
      telefono: text(v.conductor_telefono),
    },
    origen_descripcion: text(v.manifiesto_origen),
    destino_descripcion: text(v.manifiesto_destino),
    // Optional (issue 11): an empty cell sends nothing, so the trip's ERP advance is left alone.
    ...(text(v.anticipo) === '' ? {} : { anticipo: amount(v.anticipo) as number }),
    ...(text(v.valor_flete) === '' ? {} : { valor_flete: amount(v.valor_flete) as number }),
    remesas: rows.map(({ values: r }) => ({
      remesa_numero: text(r.remesa_numero),
      producto_descripcion: text(r.producto_descripcion),
      empaque_descripcion: text(r.empaque_descripcion),
      valor_declarado: amount(r.valor_declarado) as number,
      unidades_final: amount(r.unidades_final) as number,
      peso_final: amount(r.peso_final) as number,
      remitente: {
        documento: text(r.remitente_documento),
        nombre: text(r.remitente_nombre),
        direccion: text(r.remitente_direccion),
        zona: text(r.remitente_zona),
        telefono: text(r.remitente_telefono),
      },
      destinatario: {
        documento: text(r.destinatario_documento),
        nombre: text(r.destinatario_nombre),
        direccion: text(r.destinatario_direccion),
        zona: text(r.destinatario_zona),
        telefono: text(r.destinatario_telefono),
      },
      origen_descripcion: text(r.origen_descripcion),
      destino_descripcion: text(r.destino_descripcion),
      generador: { nit: text(r.generador_nit), nombre: text(r.generador_nombre) },
      documento_cliente: text(r.documento_cliente),
      tipo_despacho: text(r.tipo_despacho),
      // Optional (issue 26 item 2): an empty cell is no appointment.
      cita_cargue: dateText(r.cita_cargue) || null,
      horas_pactadas_cargue:
        text(r.horas_pactadas_cargue) === '' ? null : (amount(r.horas_pactadas_cargue) as number),
      cita_descargue: dateText(r.cita_descargue) || null,
      horas_pactadas_descargue:
        text(r.horas_pactadas_descargue) === '' ? null : (amount(r.horas_pactadas_descargue) as number),
    })),
  };
}

/** A zod path inside one manifest → the template column. */
function columnOf(path: PropertyKey[]): string | null {
  const names = path.map(String);
  if (names[0] === 'remesas') return names.length > 2 ? names.slice(2).join('_') : null;
  if (names[0] === 'origen_descripcion') return 'manifiesto_origen';
  if (names[0] === 'destino_descripcion') return 'manifiesto_destino';
  return names.join('_') || null;
}

export function rowsToMovements(rows: SheetRow[]): { groups: RowGroup[]; errors: TImportRowError[] } {
  const errors: TImportRowError[] = [];
  const byManifest = new Map<string, SheetRow[]>();
  for (const row of rows) {
    const manifest = text(row.values.manifiesto_numero).toUpperCase();
    if (!manifest) {
      errors.push({ fila: row.fila, columna: 'manifiesto_numero', mensaje: MSG.fieldRequired });
      continue;
    }
    byManifest.set(manifest, [...(byManifest.get(manifest) ?? []), row]);
  }

  const groups: RowGroup[] = [];
  for (const group of byManifest.values()) {
    const first = group[0] as SheetRow;
    const mismatches = group.slice(1).flatMap((row) =>
      MOVEMENT_COLUMNS.filter((c) => text(row.values[c]) !== text(first.values[c])).map((c) => ({
        fila: row.fila,
        columna: c,
        mensaje: MSG.batchManifestMismatch,
      })),
    );
    const parsed = ZMovementInput.safeParse(toInput(first, group));
    const issues = parsed.success
      ? []
      : parsed.error.issues.map((issue) => ({
          fila: issue.path[0] === 'remesas' ? (group[Number(issue.path[1])]?.fila ?? first.fila) : first.fila,
          columna: columnOf(issue.path),
          mensaje: issue.message,
        }));
    errors.push(...mismatches, ...issues);
    if (parsed.success && mismatches.length === 0)
      groups.push({ movement: parsed.data, filas: group.map((r) => r.fila) });
  }
  errors.sort((a, b) => a.fila - b.fila);
  return { groups, errors };
}
