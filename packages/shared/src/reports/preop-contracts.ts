import { z } from 'zod';
import { id, text } from '../common/scalars';
import { ZCallerFields } from '../configuration/fields';
import { MSG } from '../messages';
import { ZReportDate } from './fields';

// spec §3 pre-operational report record and rate scale; §5 pre-operational search; §7 buscar_datos_vehiculo
// and generarpdfpreoperacional.

export const PREOP_FORMATS = ['pdf', 'xlsx', 'csv'] as const;
export type TPreopFormat = (typeof PREOP_FORMATS)[number];
/** spec §7 buscar_datos_vehiculo "a data array for the print view": the inspections as JSON, not a file. */
export const PREOP_PRINT_FORMAT = 'imprimir';
/** The most inspections one print view holds (a browser printing more is no use; the PDF has them all). */
export const MAX_PRINT_INSPECTIONS = 300;

/** spec §3 rate scale. */
export const RATE_LABELS = ['N/A', 'Muy malo', 'Malo', 'Regular', 'Bueno', 'Excelente'] as const;

export function rateLabel(rate: number): string {
  return RATE_LABELS[rate] ?? '';
}

/** 0 by movement number, 1 by date range (spec §5); the spec's client may send it as text. */
const ZTipoFiltro = z
  .union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1')], { error: MSG.invalidData })
  .transform(Number);

export const ZSearchVehicleRequest = z
  .object({
    ...ZCallerFields,
    tipo_filtro: ZTipoFiltro,
    num_movimiento: text().trim().max(30).nullish(),
    fecha: text().trim().max(10).nullish(),
    fecha_fin: text().trim().max(10).nullish(),
    formato: z.enum([...PREOP_FORMATS, PREOP_PRINT_FORMAT]).nullish(),
  })
  .superRefine((body, ctx) => {
    if (body.tipo_filtro === 0) {
      if (!body.num_movimiento) {
        ctx.addIssue({ code: 'custom', path: ['num_movimiento'], message: MSG.reportsMovementRequired });
      }
      return;
    }
    for (const key of ['fecha', 'fecha_fin'] as const) {
      const parsed = ZReportDate.safeParse(body[key] ?? '');
      if (!parsed.success) {
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: body[key] ? MSG.fieldInvalidDate : MSG.reportsDatesRequired,
        });
      }
    }
  });
export type TSearchVehicleRequest = z.input<typeof ZSearchVehicleRequest>;

export const ZVehicleData = z.object({
  placa: z.string(),
  marca: z.string(),
  modelo: z.string(),
  serie: z.string(),
});
export type TVehicleData = z.infer<typeof ZVehicleData>;

/** buscar_datos_vehiculo by movement: the trip's vehicle (plate and brand shown) and ids for the download. */
export const ZSearchVehicleResponse = z.object({
  datos_vehiculo: ZVehicleData,
  viaje: z.object({ id: z.number().int(), num_movimiento: z.string(), inspecciones: z.number().int() }),
  id_customer: z.number().int(),
});
export type TSearchVehicleResponse = z.infer<typeof ZSearchVehicleResponse>;

const ZPrintItem = z.object({
  titulo: z.string(),
  critico: z.boolean(),
  calificacion: z.number().int(),
  calificacion_texto: z.string(),
  observacion: z.string(),
});

const ZPrintCategory = z.object({ nombre: z.string(), comentario: z.string(), items: z.array(ZPrintItem) });

/** One inspection of the print view, with its rated items (spec §3 pre-operational record). */
export const ZPrintInspection = z.object({
  id: z.number().int(),
  fecha: z.string(),
  num_movimiento: z.string(),
  placa: z.string(),
  marca: z.string(),
  modelo: z.string(),
  serie: z.string(),
  conductor_nombre: z.string(),
  conductor_documento: z.string(),
  checklist: z.string(),
  observacion: z.string(),
  clausula: z.string(),
  firmado: z.boolean(),
  categorias: z.array(ZPrintCategory),
  /** The company's correction of a failed critical item (what, who, when); null when none was recorded. */
  correccion: z.object({ nota: z.string(), por: z.string(), fecha: z.string() }).nullable(),
});
export type TPrintInspection = z.infer<typeof ZPrintInspection>;

/** The print view's data: empty when nothing matches (the page shows 'No hay datos para mostrar.'). */
export const ZPreopPrintResponse = z.object({
  inspecciones: z.array(ZPrintInspection),
  truncado: z.boolean(),
});
export type TPreopPrintResponse = z.infer<typeof ZPreopPrintResponse>;

export const ZPreopPdfRequest = z.object({
  ...ZCallerFields,
  id_deliverie: id(MSG.invalidData),
  datos_vehiculo: ZVehicleData.partial().nullish(),
  id_customer: z.union([z.number(), text().max(20)]).nullish(),
  num_movimiento: text().max(30).nullish(),
  formato: z.enum(PREOP_FORMATS).default('pdf'),
});
export type TPreopPdfRequest = z.input<typeof ZPreopPdfRequest>;

/** Columns of the xlsx/csv report: one row per rated item with its inspection's data. */
export const PREOP_SHEET_COLUMNS = [
  'fecha',
  'num_movimiento',
  'placa',
  'marca',
  'modelo',
  'serie',
  'nombre_conductor',
  'documento_conductor',
  'checklist',
  'categoria',
  'comentario_categoria',
  'item',
  'critico',
  'calificacion',
  'calificacion_texto',
  'observacion_item',
  'observacion_general',
  'clausula',
  'firmado',
  'correccion',
  'corregido_por',
  'fecha_correccion',
] as const;
